import Foundation
import RippleRender
import Testing

/// Commands write through ``StandardOutput``: every line arrives whole and in order, and a
/// failed write is reported, never dropped silently.
@Suite struct StandardOutputTests {
  /// A new empty file in the temporary folder, open for writing, and its path.
  static func temporaryFile() throws -> (descriptor: Int32, path: String) {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("standard-output-\(UUID().uuidString)").path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(descriptor >= 0, "cannot create \(path)")
    return (descriptor, path)
  }

  @Test func linesArriveInOrderAcrossBlocks() throws {
    let (descriptor, path) = try Self.temporaryFile()
    defer { unlink(path) }
    var output = StandardOutput(fileDescriptor: descriptor)
    // 20,000 lines of 10 bytes or more: about three 64 KiB blocks.
    let lines = (0..<20_000).map {
      "line \(String($0).padding(toLength: 5, withPad: " ", startingAt: 0))"
    }
    for line in lines { output.write(line: line) }
    try output.finish()
    close(descriptor)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == lines.joined(separator: "\n") + "\n")
  }

  /// A name with a line break would forge a line of output: it stays on its line.
  @Test func controlCharactersAreEscapedLineBreaksToo() throws {
    let (descriptor, path) = try Self.temporaryFile()
    defer { unlink(path) }
    var output = StandardOutput(fileDescriptor: descriptor)
    output.write(escaping: "a\u{1B}]0;title\u{07}b\n0 passed, 0 failed")
    try output.finish()
    close(descriptor)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == "a\\u001B]0;title\\u0007b\\u000A0 passed, 0 failed\n")
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
  func aFullDiskFailsTheOutput() throws {
    let descriptor = open("/dev/full", O_WRONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var output = StandardOutput(fileDescriptor: descriptor)
    output.write(line: "lost")
    #expect(throws: StandardOutput.WriteFailure(code: ENOSPC)) { try output.finish() }
  }
}
