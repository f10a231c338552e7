/// An instant named on the command line or in the viewer: seconds (`0.5`, `0.5s`) or a frame
/// number (`#30`, at `30 / fps`).
public enum FrameInstant: Sendable, Equatable, CustomStringConvertible {
  /// Seconds since the trace started.
  case seconds(Double)
  /// A frame index k, at k / fps (SPEC §7).
  case frame(Int)

  /// Parses `0.5`, `0.5s`, `.5 s` or `#30`; `nil` for anything else (negative, not finite, a
  /// frame number too large for an `Int`: shown as another, it would name a frame not asked
  /// for).
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
    if number.hasSuffix("s") { number = String(number.dropLast()).trimmingSpaces }
    // Decimal only: `Double` also reads hexadecimal (0x10 is 16).
    guard number.allSatisfy({ "0123456789.eE+-".contains($0) }), let seconds = Double(number),
      seconds.isFinite, seconds >= 0
    else { return nil }
    self = .seconds(seconds)
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
