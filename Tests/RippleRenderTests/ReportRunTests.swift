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

  /// A change that leaves the trace readable (a comment appended as the report writes its
  /// first line) is found before the findings and the summary: the report ends without
  /// them, so what it wrote cannot be taken for a whole report.
  @Test func aReadableChangeStopsTheReportBeforeItsSummary() throws {
    let path = try SeedTrace.file()
    defer { try? FileManager.default.removeItem(atPath: path) }
    var lines: [String] = []
    let error = #expect(throws: TraceError.self) { () throws(TraceError) in
      try ReportRun.write(path: path, format: .json(all: false)) { line in
        if lines.isEmpty, let file = FileHandle(forWritingAtPath: path) {
          file.seekToEndOfFile()
          file.write(Data("// appended while the report runs\n".utf8))
          file.closeFile()
        }
        lines.append(line)
      }
    }
    #expect(error?.description.contains("the file changed since the report began") == true)
    #expect(lines.contains { $0.contains(#""type":"ripple""#) })
    #expect(!lines.contains { $0.contains(#""type":"summary""#) })
  }
}
