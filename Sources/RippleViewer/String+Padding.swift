extension String {
  /// The text padded with spaces to a width (never cut).
  func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
