import Testing

@testable import RippleTrace

/// The line parser: values, columns and strictness.
@Suite struct JSONParserTests {
  func parse(_ text: String) throws(TraceError) -> JSONValue {
    let bytes = Array(text.utf8)
    return try bytes.withUnsafeBufferPointer { buffer throws(TraceError) in
      try JSONParser.parse(buffer, file: "f", line: 7)
    }
  }

  func failure(_ text: String) -> TraceError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func objectsKeepKeyOrderAndColumns() throws {
    let value = try parse(#" {"b": [1, true, null], "a": {"x": "é"}}"#)
    #expect(value.column == 2)
    guard case .object(let members) = value.kind else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["b", "a"])
    #expect(members.map(\.keyColumn) == [3, 25])
    #expect(members[0].value.column == 8)
    guard case .array(let elements) = members[0].value.kind else {
      Issue.record("not an array")
      return
    }
    #expect(elements.map(\.column) == [9, 12, 18])
    guard case .object(let inner) = members[1].value.kind,
      case .string(let string) = inner.first?.value.kind
    else {
      Issue.record("no inner string")
      return
    }
    #expect(string == "é")
  }

  @Test(arguments: [
    ("0", 0.0), ("-0.5", -0.5), ("1e3", 1000), ("2.5E-3", 0.0025), ("0.1", 0.1),
    ("123456789012345678901234567890", 1.2345678901234568e29), ("1e-400", 0),
    ("0.30000000000000004", 0.30000000000000004), ("17976931348623157e292", 1.7976931348623157e308),
    ("9007199254740993", 9_007_199_254_740_992),
  ])
  func numbers(_ text: String, _ expected: Double) throws {
    guard case .number(let value) = try parse(text).kind else {
      Issue.record("not a number")
      return
    }
    #expect(value == expected)
  }

  @Test func stringEscapes() throws {
    guard case .string(let value) = try parse(#""a\"\\\/\b\f\n\r\t\u0041\u00e9\ud83d\ude00""#).kind
    else {
      Issue.record("not a string")
      return
    }
    #expect(value == "a\"\\/\u{08}\u{0C}\n\r\tAé😀")
  }

  @Test(arguments: [
    ("01", 1, "leading zeros"), ("-", 2, "expected a digit after '-'"),
    ("1.", 3, "expected a digit after '.'"), ("1e+", 4, "expected a digit in the exponent"),
    ("1e999", 1, "number is not finite"), ("-1e999", 1, "number is not finite"),
    ("Infinity", 1, "NaN and Infinity"), ("NaN", 1, "NaN and Infinity"),
    ("Nope", 1, "unexpected 'N'"), ("Inf", 1, "unexpected 'I'"), ("tru", 1, "invalid literal"),
    (#"{"a": 1,}"#, 9, "expected '\"' to start an object key"),
    (#"{"a" 1}"#, 6, "expected ':' after object key"), ("[1 2]", 4, "expected ',' or ']'"),
    ("[1,", 4, "unterminated array"), (#"{"a": "#, 6, "unexpected end of line"),
    ("{\"a\": 1\r", 8, "unterminated object"), ("[1, \t ", 4, "unterminated array"),
    (#""\u12x""#, 2, "invalid \\u escape"), (#""\u12"#, 2, "unterminated string"),
    (#""\udc00""#, 2, "unpaired low surrogate"),
    (#""\ud800x""#, 2, "high surrogate"), ("\"\u{7F}\"", 0, ""), ("1 2", 3, "after the JSON value"),
    (#"{"a": 1, "a": 2}"#, 10, "duplicate key \"a\""), ("", 1, "expected a value"),
    (#"{"k": [}"#, 8, "expected a value"),
  ])
  func rejections(_ text: String, _ column: Int, _ fragment: String) {
    let error = failure(text)
    if column == 0 {
      #expect(error == nil, "\(text) is valid JSON")
      return
    }
    #expect(error?.location == SourceLocation(file: "f", line: 7, column: column), "\(text)")
    #expect(error?.message.contains(fragment) == true, "\(String(describing: error))")
  }

  /// A comment where JSON must be is told that comments are lines of their own; other stray
  /// bytes, and a `/` inside a value, are not.
  @Test(arguments: [
    (#"{"t": 0}  // note"#, 11, true), ("# note", 1, true), ("/* note */", 1, true),
    ("1 x", 3, false), (#"{"k": /}"#, 7, false),
  ])
  func aCommentIsToldWhereCommentsGo(_ text: String, _ column: Int, _ hinted: Bool) {
    let error = failure(text)
    #expect(error?.location == SourceLocation(file: "f", line: 7, column: column), "\(text)")
    #expect(
      error?.message.hasSuffix(JSONParser.commentHint) == hinted, "\(String(describing: error))")
  }

  /// A bad byte is reported where its sequence starts, the lead byte, as compilers and
  /// decoders do, naming the byte that breaks it: a valid byte after a lead is not itself
  /// invalid UTF-8.
  @Test(
    arguments: [
      ([0x22, 0x61, 0xC3, 0x28, 0x22], 3, "byte 0xC3 starts a 2-byte sequence, but '(' cannot"),
      ([0x22, 0xED, 0xA0, 0x80, 0x22], 2, "but byte 0xA0 cannot be its byte 2 (0x80…0x9F)"),
      ([0x22, 0xF5, 0x80, 0x22], 2, "invalid UTF-8: byte 0xF5 cannot start a character"),
      ([0x22, 0xE2, 0x82], 2, "byte 0xE2 starts a 3-byte sequence that the line cuts short"),
      ([0x22, 0x80, 0x22], 2, "invalid UTF-8: byte 0x80 cannot start a character"),
    ] as [([UInt8], Int, String)])
  func invalidUTF8IsRejectedWhereItsSequenceStarts(bytes: [UInt8], column: Int, fragment: String) {
    do {
      _ = try bytes.withUnsafeBufferPointer { buffer throws(TraceError) in
        try JSONParser.parse(buffer, file: "f", line: 1)
      }
      Issue.record("accepted \(bytes)")
    } catch {
      #expect(error.location.column == column, "\(error)")
      #expect(error.message.contains(fragment), "\(error)")
    }
  }

  @Test func manyKeysStillDetectDuplicates() {
    let members = (0..<20).map { #""k\#($0)": \#($0)"# } + [#""k3": 0"#]
    let error = failure("{" + members.joined(separator: ", ") + "}")
    #expect(error?.message.contains("duplicate key \"k3\"") == true)
    // At the second "k3": "{" and twenty members, 10 of 7 bytes and 10 of 9, each followed
    // by ", ", put it at offset 1 + 160 + 40 = 201, column 202 (not where the parser reads).
    #expect(error?.location.column == 202)
  }

  @Test func nestingIsLimited() {
    let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    #expect(failure(ok) == nil)
    let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
    #expect(failure(deep)?.location.column == 65)
    let hostile = String(repeating: "[", count: 100_000)
    #expect(failure(hostile)?.message.contains("nesting deeper than 64 levels") == true)
  }
}
