import Foundation
import RippleCheck
import Testing

/// The repository's regression traces, which several suites run on one by one.
enum RepositoryTraces {
  /// The repository's `traces/` folder.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("traces")
  /// Every `*.ripple.jsonl` under it, sorted.
  static let files = TraceFiles.expand([folder.path]).files
}

/// A wrong path would leave the suites that run on every trace with nothing to run, passing.
@Suite struct RepositoryTracesTests {
  @Test func everyTraceIsFound() {
    #expect(RepositoryTraces.files.count >= 30)
  }
}
