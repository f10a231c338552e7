/// How reports spell seconds and points.
enum TimeFormat {
  /// Seconds with millisecond precision: `0.500`.
  static func seconds(_ value: Double) -> String {
    let millis = (value * 1000).rounded()
    let whole = Int(millis / 1000)
    let fraction = Int(abs(millis).truncatingRemainder(dividingBy: 1000))
    let digits = String(fraction)
    return "\(whole)." + String(repeating: "0", count: 3 - digits.count) + digits
  }

  /// A number with at most one decimal, without a trailing `.0`: `150`, `40.5`.
  static func point(_ value: Double) -> String {
    let tenths = (value * 10).rounded() / 10
    return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
  }
}
