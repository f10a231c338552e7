import RippleFindings
import RippleTrace

/// The frames at which the finding instances of a whole trace start, each with a code, for
/// `n` and `N`. ``FindingsReport/instances`` keeps only the first instances in full; this
/// keeps every one in 8 bytes, so a million-press trace's two million instances stay small.
public struct FindingMarks: Sendable {
  /// Frame index × 256 + the code's index in ``FindingCode/allCases``; sorted, one per
  /// frame, once ``finish()`` has run.
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

  /// Sorts the marks and keeps one per frame, of the code first in SPEC §7's table.
  public mutating func finish() {
    packed.sort()
    var previous: UInt64?
    packed.removeAll { mark in
      defer { previous = mark >> 8 }
      return mark >> 8 == previous
    }
  }

  /// The frames marked, in order.
  public var frames: [Int] { packed.map { Int($0 >> 8) } }

  /// The nearest mark beyond a frame: the first after it (`forward`), or the last before it.
  public func mark(beyond frame: Int, forward: Bool) -> (frame: Int, code: FindingCode)? {
    // Bisection: the first mark past the frame (forward), or at or past it (backward, then
    // the one before).
    let key = UInt64(max(frame, 0)) << 8
    var (low, high) = (0, packed.count)
    while low < high {
      let middle = (low + high) / 2
      let isPast = forward ? packed[middle] > key | 0xFF : packed[middle] >= key
      if isPast { high = middle } else { low = middle + 1 }
    }
    let index = forward ? low : low - 1
    guard packed.indices.contains(index) else { return nil }
    let mark = packed[index]
    return (Int(mark >> 8), FindingCode.allCases[Int(mark & 0xFF)])
  }

  /// Whether no instance was marked.
  public var isEmpty: Bool { packed.isEmpty }
}

/// A trace's findings as the viewer uses them: the aggregated report, and a mark for every
/// instance.
public struct AnalysedFindings: Sendable {
  /// The report, with the first instances in full.
  public var report: FindingsReport
  /// Every instance's first frame, finished.
  public var marks: FindingMarks
}
