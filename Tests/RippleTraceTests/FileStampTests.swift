import Foundation
import RippleTrace
import Testing

/// `FileStamp.checking`: what `report` and the viewer's analysis read is still the file
/// they stamped, or the change is what they say.
@Suite struct FileStampTests {
  private let reading = "it was read"
  private let advice = "read it again"

  private func file() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("stamp-\(UUID().uuidString).txt").path
    try "one\n".write(toFile: path, atomically: false, encoding: .utf8)
    return path
  }

  private func changed(_ path: String) -> String {
    "\(path):1:1: the file changed since \(reading): \(advice)"
  }

  /// A failure while the file stays as stamped is the failure; the same failure after the
  /// file changed (truncated under a reader) is the change; so is an answer read from it.
  @Test(arguments: [(false, true), (true, true), (true, false)])
  func aChangeWhileReadingIsWhatIsThrown(changes: Bool, fails: Bool) throws {
    let path = try file()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let lineError = TraceError(
      "unterminated object", at: SourceLocation(file: path, line: 9, column: 3))
    let error = #expect(throws: TraceError.self) {
      try FileStamp.checking(
        FileStamp(path: path), of: path, since: reading, advice: advice
      ) { () throws(TraceError) in
        if changes { try? "on".write(toFile: path, atomically: false, encoding: .utf8) }
        if fails { throw lineError }
      }
    }
    #expect(error?.description == (changes ? changed(path) : lineError.description))
  }

  /// Unchanged, the answer comes back; without a stamp (a pipe) nothing is checked.
  @Test func anUnchangedFileOrNoStampGivesTheAnswer() throws {
    let path = try file()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let stamped = try FileStamp.checking(
      FileStamp(path: path), of: path, since: reading, advice: advice
    ) { () throws(TraceError) in 7 }
    #expect(stamped == 7)
    let unstamped = try FileStamp.checking(nil, of: path, since: reading, advice: advice) {
      () throws(TraceError) in
      try? "two\n".write(toFile: path, atomically: false, encoding: .utf8)
      return 8
    }
    #expect(unstamped == 8)
  }
}
