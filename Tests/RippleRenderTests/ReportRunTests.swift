import Foundation
import RippleRender
import RippleTrace
import Testing

/// `ripplescope report` on a trace file.
@Suite struct ReportRunTests {
  /// The report reads the file again after validating it: a file replaced in between (here
  /// as the report writes its first line) must not be analysed as the trace validated, and
  /// no line of the other file is blamed. Without the change, the same report ends well.
  @Test(arguments: [false, true])
  func aTraceChangedWhileItIsReadFailsTheReport(changes: Bool) throws {
    let path = try SeedTrace.file()
    defer { try? FileManager.default.removeItem(atPath: path) }
    var lines: [String] = []
    let report = { () throws(TraceError) in
      try ReportRun.write(path: path, format: .json(all: false)) { line in
        if lines.isEmpty && changes {
          try? "// another trace\n".write(toFile: path, atomically: false, encoding: .utf8)
        }
        lines.append(line)
      }
    }
    guard changes else {
      #expect(throws: Never.self) { try report() }
      return
    }
    let error = #expect(throws: TraceError.self) { try report() }
    #expect(
      error?.description
        == "\(path):1:1: the file changed since the report began to read it: run it again")
  }
}
