import Foundation
import Testing

@testable import RippleTrace

/// The file reader streams in chunks and agrees with the in-memory reader.
@Suite struct StreamingTests {
  static let header =
    #"{"ripplescope": 1, "scene": {"width": 300, "height": 80, "children": [{"name": "base", "fill": "red"}]}}"#

  /// Writes text to a fresh temporary file and returns its path.
  static func temporaryFile(_ bytes: [UInt8]) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("ripplescope-\(UUID().uuidString).ripple.jsonl").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test(arguments: [1, 2, 7, 64, 4096])
  func smallChunksReadTheSameTrace(chunkSize: Int) throws {
    let bytes = try FixtureFiles.bytes("valid/full.ripple.jsonl")
    let path = try Self.temporaryFile(bytes)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var reader = try TraceReader(path: path, chunkSize: chunkSize)
    var lines: [TraceLine] = []
    while let line = try reader.next() { lines.append(line) }
    let streamed = Trace(header: reader.header, lines: lines)
    let inMemory = try Trace(bytes: bytes, file: path)
    #expect(streamed == inMemory)
  }

  /// A pipe can be read once; commands read a trace two or three times (`report <(cmd)`,
  /// `cat trace | report /dev/stdin`): every reader of the path sees the whole trace.
  @Test func aPipeReadsTheSameTraceEveryTime() throws {
    let bytes = try FixtureFiles.bytes("valid/full.ripple.jsonl")
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    // The fixture fits in the pipe's buffer: written whole before anything reads it.
    try #require(bytes.count < 4096)
    #expect(write(ends[1], bytes, bytes.count) == bytes.count)
    close(ends[1])
    let path = "/dev/fd/\(ends[0])"
    let inMemory = try Trace(bytes: bytes, file: path)
    for _ in 1...2 {
      #expect(try Trace(contentsOf: path) == inMemory)
    }
  }

  /// An input that is not a regular file is held in memory, but only until one of its lines
  /// is longer than a line may be: `/dev/zero`, which never ends a line, fails at once where
  /// a file would, rather than after filling 512 MiB.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/zero")))
  func anEndlessLineFailsWithoutReadingOn() {
    #expect {
      _ = try Trace(contentsOf: "/dev/zero")
    } throws: { error in
      guard let error = error as? TraceError else { return false }
      return error.location.line == 1 && error.location.column == 1_048_577
        && error.message == "line is longer than 1048576 bytes"
    }
  }

  @Test func linesAfterADecodedHeaderReadAsInTheWholeFile() throws {
    let whole = try FixtureFiles.bytes("valid/full.ripple.jsonl")
    let trace = try Trace(bytes: whole, file: "full.ripple.jsonl")
    var text = ""
    for line in trace.lines { text += TraceWriter.line(for: line) + "\n" }
    let lines = try Trace(
      reader: TraceReader(header: trace.header, linesAfterHeader: Array(text.utf8), file: "f"))
    #expect(lines.header == trace.header)
    #expect(lines.lines.count == trace.lines.count)
    // An error names the line as in a file whose first line is the header.
    let broken = Array(#"{"t": 0, "type": "up", "pointer": 1}\#n{"t": 1, "type": "jump"}\#n"#.utf8)
    #expect {
      _ = try Trace(reader: TraceReader(header: trace.header, linesAfterHeader: broken, file: "f"))
    } throws: { error in
      (error as? TraceError)?.location.line == 3
    }
  }

  @Test func forEachEventHandsOverTheEventsInOrderAndPassesOverExpectations() throws {
    let bytes = try FixtureFiles.bytes("valid/full.ripple.jsonl")
    let trace = try Trace(bytes: bytes, file: "full.ripple.jsonl")
    let events = trace.lines.compactMap { line -> TraceEvent? in
      if case .event(let event) = line { event } else { nil }
    }
    #expect(events.count < trace.lines.count, "the fixture has expectation lines")
    let path = try Self.temporaryFile(bytes)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var reader = try TraceReader(path: path, chunkSize: 64)
    var seen: [TraceEvent] = []
    try reader.forEachEvent { seen.append($0) }
    #expect(seen == events)
    // The events before a malformed line are handed over, then its error is thrown.
    let broken = Array(#"{"t": 0, "type": "up", "pointer": 1}\#n{"t": 1, "type": "jump"}\#n"#.utf8)
    var brokenReader = TraceReader(header: trace.header, linesAfterHeader: broken, file: "f")
    var before: [TraceEvent] = []
    #expect {
      try brokenReader.forEachEvent { before.append($0) }
    } throws: { error in
      (error as? TraceError)?.location.line == 3
    }
    #expect(before.map(\.time) == [0])
  }

  @Test func manyLinesStreamFromAFile() throws {
    var text = Self.header + "\n"
    let count = 50_000
    for index in 0..<count {
      text += #"{"t": \#(index), "type": "move", "pointer": 1, "x": \#(index % 300), "y": 1}"#
      text += index.isMultiple(of: 2) ? "\r\n" : "\n"
    }
    let path = try Self.temporaryFile(Array(text.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    var reader = try TraceReader(path: path, chunkSize: 1000)
    var seen = 0
    while let line = try reader.next() {
      guard case .event(let event) = line, event.time == Double(seen) else {
        Issue.record("unexpected line \(seen): \(line)")
        return
      }
      seen += 1
    }
    #expect(seen == count)
    #expect(reader.header.name == URL(fileURLWithPath: path).lastPathComponent)
  }

  @Test func aLineLongerThanOneMebibyteIsAnError() {
    let long =
      #"{"t": 0, "expect": {"paintOrder": [""# + String(repeating: "a", count: 1_100_000)
      + #""]}}"#
    let bytes = Array((Self.header + "\n// c\n" + long + "\n").utf8)
    #expect(
      throws: TraceError(
        "line is longer than 1048576 bytes",
        at: SourceLocation(file: "long", line: 3, column: 1_048_577))
    ) {
      _ = try Trace(bytes: bytes, file: "long")
    }
    #expect(throws: TraceError.self) {
      let path = try Self.temporaryFile(bytes)
      defer { try? FileManager.default.removeItem(atPath: path) }
      _ = try Trace(contentsOf: path)
    }
  }

  /// README: a line is at most 1 MiB, a `//` comment line too. A comment of exactly
  /// 1,048,576 bytes (without its newline) is read and skipped, from memory and from a file.
  @Test func aLineOfExactlyOneMebibyteIsRead() throws {
    let comment = "//" + String(repeating: "a", count: 1_048_574)
    #expect(comment.utf8.count == 1_048_576)
    let event = #"{"t": 0, "type": "cancel", "pointer": 1}"#
    let bytes = Array((Self.header + "\n" + comment + "\n" + event + "\n").utf8)
    #expect(try Trace(bytes: bytes, file: "long").lines.count == 1)
    let path = try Self.temporaryFile(bytes)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try Trace(contentsOf: path).lines.count == 1)
  }

  /// A file streamed in small chunks reports a line past 1 MiB at that line as soon as it
  /// holds more than 1 MiB of it, before its end is read, with the location the same bytes
  /// in memory get: line 3, column 1,048,577.
  @Test func aLineTooLongInAFileIsAnErrorAtItsOwnLine() throws {
    let long = "//" + String(repeating: "a", count: 1_100_000)
    let bytes = Array((Self.header + "\n// c\n" + long + "\n").utf8)
    let path = try Self.temporaryFile(bytes)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(
      throws: TraceError(
        "line is longer than 1048576 bytes",
        at: SourceLocation(file: path, line: 3, column: 1_048_577))
    ) {
      var reader = try TraceReader(path: path, chunkSize: 4096)
      while try reader.next() != nil {}
    }
  }

  @Test func anUnreadableFileIsAnErrorAtLineOne() {
    for path in ["/nonexistent/dir/x.ripple.jsonl", FileManager.default.temporaryDirectory.path] {
      do {
        _ = try Trace(contentsOf: path)
        Issue.record("read \(path)")
      } catch {
        #expect(error.location == SourceLocation(file: path, line: 1, column: 1))
        #expect(error.message.hasPrefix("cannot read file: "))
      }
    }
  }

  @Test func emptyInputHasNoHeader() {
    for text in ["", "\n\n", "// just a comment", "  \t\r\n"] {
      #expect(
        throws: TraceError(
          "the trace has no header line", at: SourceLocation(file: "e", line: 1, column: 1))
      ) {
        _ = try Trace(bytes: Array(text.utf8), file: "e")
      }
    }
  }

  @Test func headerNameDefaultsToTheLastPathComponent() {
    #expect(TraceReader.lastPathComponent(of: "a/b/c.ripple.jsonl") == "c.ripple.jsonl")
    #expect(TraceReader.lastPathComponent(of: "c.ripple.jsonl") == "c.ripple.jsonl")
    #expect(TraceReader.lastPathComponent(of: "/abs/x") == "x")
    #expect(TraceReader.lastPathComponent(of: "dir/") == "dir/")
  }
}
