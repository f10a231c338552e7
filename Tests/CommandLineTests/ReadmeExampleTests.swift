import Foundation
import Testing

/// README's examples are what the tool does: a reader copies them first.
@Suite struct ReadmeExampleTests {
  /// README's lines.
  static func readme() throws -> [Substring] {
    try String(
      contentsOf: Executable.packageRoot.appendingPathComponent("README.md"), encoding: .utf8
    )
    .split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The lines of the first fenced block after the first line that starts with `marker`.
  static func block(after marker: String, in lines: [Substring]) throws -> [Substring] {
    let start = try #require(lines.firstIndex { $0.hasPrefix(marker) })
    let open = try #require(lines[start...].firstIndex { $0.hasPrefix("```") })
    let close = try #require(lines[(open + 1)...].firstIndex { $0.hasPrefix("```") })
    return Array(lines[(open + 1)..<close])
  }

  /// The trace of "Writing one" is valid and its three `expect` lines hold.
  @Test func theTraceExamplePassesCheck() throws {
    let trace = try Self.block(after: "### Writing one", in: Self.readme())
    let outcome = try Executable.run(
      ["check"], onTrace: trace.joined(separator: "\n") + "\n")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout == "3 passed, 0 failed\n")
  }

  /// The frame README opens with is the one `frame` prints for the command it shows.
  @Test func theOpeningFrameIsTheToolsOutput() throws {
    let block = try Self.block(after: "The seed bug:", in: Self.readme())
    let command = try #require(block.first)
    let prefix = "$ swift run ripplescope "
    #expect(command.hasPrefix(prefix))
    let arguments = command.dropFirst(prefix.count).split(separator: " ").map(String.init)
    let outcome = try Executable.run(arguments)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout == block.dropFirst().joined(separator: "\n") + "\n")
  }
}
