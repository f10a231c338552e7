import Foundation
import RippleFindings
import RippleTrace

/// The findings analysis running on a background thread, so the viewer is usable at once on a
/// long trace; poll ``result`` from the viewer's loop.
final class FindingsJob: @unchecked Sendable {
  private let lock = NSLock()
  private var finished: Result<AnalysedFindings, TraceError>?

  /// Starts an analysis on a new thread.
  init(_ analysis: @escaping @Sendable () throws(TraceError) -> AnalysedFindings) {
    Thread.detachNewThread { [self] in
      SignalTrap.keepOffThisThread()
      let result = Result { () throws(TraceError) -> AnalysedFindings in try analysis() }
      lock.withLock { finished = result }
    }
  }

  /// The analysis's outcome once it has finished; `nil` while it runs.
  var result: Result<AnalysedFindings, TraceError>? {
    lock.withLock { finished }
  }
}
