import RippleTrace
import Testing

/// Every fixture in `Fixtures/malformed` holds one error, announced on its first line as
/// `// error: LINE:COLUMN: fragment`.
@Suite struct MalformedFixtureTests {
  static let fixtures = FixtureFiles.names(in: "malformed")

  @Test func thereAreEnoughFixtures() {
    #expect(Self.fixtures.count >= 24)
  }

  @Test(arguments: fixtures)
  func fixtureFailsWhereItsCommentSays(_ name: String) throws {
    let path = FixtureFiles.path("malformed/" + name)
    let bytes = try FixtureFiles.bytes("malformed/" + name)
    let expected = try #require(ExpectedError(firstLineOf: bytes), "no '// error:' line")
    do {
      let trace = try Trace(contentsOf: path)
      Issue.record("read without error: \(trace.lines.count) lines")
    } catch {
      #expect(error.location.file == path)
      #expect(error.location.line == expected.line, "\(error)")
      #expect(error.location.column == expected.column, "\(error)")
      #expect(error.message.contains(expected.fragment), "\(error)")
    }
  }
}

/// The `// error: LINE:COLUMN: fragment` announcement of a malformed fixture.
struct ExpectedError {
  var line: Int
  var column: Int
  var fragment: String

  init?(firstLineOf bytes: [UInt8]) {
    let firstLine = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    let prefix = "// error: "
    guard firstLine.hasPrefix(prefix) else { return nil }
    let parts = firstLine.dropFirst(prefix.count).split(
      separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]) else {
      return nil
    }
    self.line = line
    self.column = column
    fragment = String(parts[2].dropFirst())
  }
}
