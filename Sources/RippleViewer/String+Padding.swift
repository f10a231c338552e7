extension String {
  /// The text padded with spaces to a width (never cut).
  func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  /// The text with spaces before it up to a width (never cut), for numbers that line up.
  func padded(toLeading width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
