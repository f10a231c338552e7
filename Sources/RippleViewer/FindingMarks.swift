import RippleFindings
import RippleTrace

/// The frames at which the finding instances of a whole trace start, each with a code, for
/// `n` and `N`. ``FindingsReport/instances`` keeps only the first instances in full; this
/// keeps every one in 8 bytes, so a million-press trace's two million instances stay small.
public struct FindingMarks: Sendable {
  /// Frame index × 256 + the code's index in ``FindingCode/allCases``; sorted, one per
  /// frame and code, once ``finish()`` has run.
  private var packed: [UInt64] = []
  private let fps: Double
  private let frameCount: Int

  /// No marks yet, for a trace's `frameCount` frames at a rate.
  public init(fps: Double, frameCount: Int) {
    self.fps = fps
    self.frameCount = frameCount
  }

  /// Marks the first frame at or after an instance's start (``TraceModel/frame(atOrAfter:)``).
  public mutating func add(_ finding: Finding) {
    let frame = TraceModel.frame(atOrAfter: finding.start, fps: fps, frameCount: frameCount)
    let code = FindingCode.allCases.firstIndex(of: finding.code) ?? 0
    packed.append(UInt64(frame) << 8 | UInt64(code))
  }

  /// Sorts the marks and keeps one per frame and code, codes of a frame in SPEC §7's order.
  public mutating func finish() {
    packed.sort()
    var previous: UInt64?
    packed.removeAll { mark in
      defer { previous = mark }
      return mark == previous
    }
  }

  /// The frames of the marks, in order; a frame repeats for each code that starts there.
  public var frames: [Int] { packed.map { Int($0 >> 8) } }

  /// The nearest mark beyond a place: from a mark (`frame` and the `code` selected), the
  /// next or the previous one, which may be another code at the same frame; from anywhere
  /// else, the first mark after the frame (`forward`) or the last before it.
  public func mark(beyond frame: Int, from code: FindingCode?, forward: Bool)
    -> (frame: Int, code: FindingCode)?
  {
    let base = UInt64(max(frame, 0)) << 8
    let here = code.flatMap { FindingCode.allCases.firstIndex(of: $0) }.map { base | UInt64($0) }
    let mark = here.flatMap { key in
      let index = firstIndex { $0 >= key }
      return packed.indices.contains(index) && packed[index] == key ? key : nil
    }
    let index =
      if let mark {
        forward ? firstIndex { $0 > mark } : firstIndex { $0 >= mark } - 1
      } else {
        forward ? firstIndex { $0 > base | 0xFF } : firstIndex { $0 >= base } - 1
      }
    guard packed.indices.contains(index) else { return nil }
    let found = packed[index]
    return (Int(found >> 8), FindingCode.allCases[Int(found & 0xFF)])
  }

  /// The index of the first mark that is past a bound (bisection: marks are sorted, and
  /// `isPast` holds from some index on).
  private func firstIndex(where isPast: (UInt64) -> Bool) -> Int {
    var (low, high) = (0, packed.count)
    while low < high {
      let middle = (low + high) / 2
      if isPast(packed[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// Whether no instance was marked.
  public var isEmpty: Bool { packed.isEmpty }
}
