import RippleFindings
import RippleTrace

/// The frames at which the finding instances of a whole trace start, each with a code, for
/// `n` and `N`. ``FindingsReport/instances`` keeps only the first instances in full; this
/// keeps every one in 8 bytes, so a million-press trace's two million instances stay small.
public struct FindingMarks: Sendable {
  /// Frame index × 256 + the code's index in ``FindingCode/allCases``, one per instance;
  /// sorted once ``finish()`` has run.
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

  /// Sorts the marks: by frame, and the codes of a frame in SPEC §7's order.
  public mutating func finish() {
    packed.sort()
  }

  /// The frames of the marks, in order; a frame repeats for each instance that starts there.
  public var frames: [Int] { packed.map { Int($0 >> 8) } }

  /// A mark: the frame its instance starts at, its code, and how many instances of that code
  /// start at that frame before it (in the order they were found).
  public struct Mark: Sendable, Equatable {
    /// The first frame at or after the instance's start.
    public var frame: Int
    /// The instance's code.
    public var code: FindingCode
    /// The instances of the same code and frame before it.
    public var ordinal: Int
  }

  /// The mark at an index, if there is one.
  public func mark(at index: Int) -> Mark? {
    guard packed.indices.contains(index) else { return nil }
    let key = packed[index]
    let ordinal = index - firstIndex { $0 >= key }
    return Mark(
      frame: Int(key >> 8), code: FindingCode.allCases[Int(key & 0xFF)], ordinal: ordinal)
  }

  /// The index of the mark `n` (`forward`) or `N` goes to: from a mark they reached, the next
  /// or the previous one; from a frame (`reached` is `nil`), the first mark at or after it or
  /// the last at or before it, so that the instances of the frame shown are not skipped.
  public func index(from frame: Int, reached: Int?, forward: Bool) -> Int? {
    let index =
      if let reached {
        forward ? reached + 1 : reached - 1
      } else {
        forward
          ? firstIndex { $0 >= UInt64(max(frame, 0)) << 8 }
          : firstIndex { $0 > UInt64(max(frame, 0)) << 8 | 0xFF } - 1
      }
    return packed.indices.contains(index) ? index : nil
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
