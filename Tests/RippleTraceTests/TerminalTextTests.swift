import Testing

@testable import RippleTrace

/// Text from a trace cannot act on the terminal it is printed on, in text or in JSON.
@Suite struct TerminalTextTests {
  /// ESC (C0), CSI as one character (C1, U+009B), DEL, a right-to-left override and a
  /// left-to-right isolate, between characters that stay as they are.
  static let hostile = "a\u{1B}[2J b\u{9B}31m c\u{7F} d\u{202E}e\u{2066} é—✓\u{2028}"

  @Test func textEscapesEveryControlAndKeepsTheRest() {
    #expect(
      TerminalText.escapingControls(Self.hostile)
        == "a\\u001B[2J b\\u009B31m c\\u007F d\\u202Ee\\u2066 é—✓\\u2028")
    #expect(TerminalText.escapingControls("ripple#1 — base") == "ripple#1 — base")
  }

  /// A line break in a name would forge a line of output (`0 passed, 0 failed`).
  @Test func lineBreaksAreEscapedToo() {
    #expect(TerminalText.escapingControls("one\ntwo\r\n") == "one\\u000Atwo\\u000D\\u000A")
  }

  @Test func jsonEscapesThemTooAndReadsBackTheSameString() throws {
    let text = JSONText.string(Self.hostile)
    #expect(!text.unicodeScalars.contains(where: TerminalText.isControl))
    #expect(text.contains("\\u009B") && text.contains("\\u202E"))
    var line = JSONLine()
    line.string(Self.hostile)
    #expect(line.text == text)
    let value = try line.bytes.withUnsafeBufferPointer { buffer throws(TraceError) in
      try JSONParser.parse(buffer, file: "f", line: 1)
    }
    guard case .string(let read) = value.kind else {
      Issue.record("not a string")
      return
    }
    #expect(read == Self.hostile)
  }
}
