/// An instant named on the command line or in the viewer: seconds (`0.5`, `0.5s`),
/// milliseconds (`500ms`) or a frame number (`#30`, at `30 / fps`).
public enum FrameInstant: Sendable, Equatable, CustomStringConvertible {
  /// Seconds since the trace started.
  case seconds(Double)
  /// A frame index k, at k / fps (SPEC §7).
  case frame(Int)

  /// Parses `0.5`, `0.5s`, `.5 s`, `500ms` or `#30`; `nil` for anything else (negative, not
  /// finite, a frame number too large for an `Int`: shown as another, it would name a frame not
  /// asked for).
  ///
  /// Milliseconds become the double nearest the decimal they name in seconds: `33.3ms` is
  /// `0.0333`, as `0.0333s` is, not `33.3 / 1000`, which differs in the last bit, so that
  /// both name the same instant.
  public init?(_ text: String) {
    let trimmed = text.trimmingSpaces
    if trimmed.hasPrefix("#") {
      let digits = trimmed.dropFirst().trimmingSpaces
      // Bytes, not characters: `1` + U+0301 is one character that `"0"..."9"` contains.
      guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
        return nil
      }
      guard let index = Int(digits) else { return nil }
      self = .frame(index)
      return
    }
    var number = trimmed
    // A thousandth: the decimal exponent is lowered by 3 rather than the value divided.
    var exponentShift = 0
    if number.hasSuffix("ms") {
      number = String(number.dropLast(2)).trimmingSpaces
      exponentShift = -3
    } else if number.hasSuffix("s") {
      number = String(number.dropLast()).trimmingSpaces
    }
    // Decimal only: `Double` also reads hexadecimal (0x10 is 16). No sign: `-0` is not an
    // instant, though it equals 0.
    guard !number.hasPrefix("-"), number.allSatisfy({ "0123456789.eE+-".contains($0) }),
      let seconds = Self.decimal(number, exponentShift: exponentShift), seconds.isFinite,
      seconds >= 0
    else { return nil }
    self = .seconds(seconds)
  }

  /// The value of a decimal numeral times 10^`exponentShift`, rounded once.
  private static func decimal(_ numeral: String, exponentShift: Int) -> Double? {
    guard exponentShift != 0 else { return Double(numeral) }
    let mark = numeral.firstIndex { $0 == "e" || $0 == "E" }
    let mantissa = numeral[..<(mark ?? numeral.endIndex)]
    guard Double(mantissa) != nil,
      let exponent = mark.map({ Int(numeral[numeral.index(after: $0)...]) }) ?? 0,
      case (let shifted, false) = exponent.addingReportingOverflow(exponentShift)
    else { return nil }
    return Double("\(mantissa)e\(shifted)")
  }

  /// The instant in seconds at a frame rate.
  public func time(fps: Double) -> Double {
    switch self {
    case .seconds(let seconds): seconds
    case .frame(let index): Double(index) / fps
    }
  }

  /// The frame index when the instant is a frame instant `k / fps`; `nil` between frames.
  public func frameIndex(fps: Double) -> Int? {
    switch self {
    case .frame(let index):
      return index
    case .seconds(let seconds):
      let index = (seconds * fps).rounded()
      // 2^63 is the first double an Int cannot hold.
      guard index < 0x1p63, Double(Int(index)) / fps == seconds else { return nil }
      return Int(index)
    }
  }

  /// `#30` or `0.5s`.
  public var description: String {
    switch self {
    case .seconds(let seconds): "\(seconds)s"
    case .frame(let index): "#\(index)"
    }
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}

extension Substring {
  fileprivate var trimmingSpaces: String { String(self).trimmingSpaces }
}
