/// Numbers with a fixed number of decimals, the way frames, the viewer and the fuzzer print
/// them.
public enum DecimalText {
  /// `value` rounded to `digits` decimals: `0.684`, `-1.250`, `12`.
  public static func fixed(_ value: Double, digits: Int = 3) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let digits = max(digits, 0)
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else { return String(value) }
    let units = Int(scaled)
    let whole = units / Int(scale)
    let sign = value < 0 && units != 0 ? "-" : ""
    guard digits > 0 else { return sign + String(whole) }
    let fraction = String(units % Int(scale))
    return sign + String(whole) + "." + String(repeating: "0", count: digits - fraction.count)
      + fraction
  }

  /// `value` with at most one decimal and no trailing `.0`: `150`, `40.5` (positions).
  public static func trimmed(_ value: Double) -> String {
    let tenths = (value * 10).rounded() / 10
    return fixed(tenths, digits: tenths == tenths.rounded() ? 0 : 1)
  }
}
