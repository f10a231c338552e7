import Testing

@testable import RippleTrace

/// The byte builder of report lines: commas, escapes and number spellings.
@Suite struct JSONLineTests {
  @Test func placesCommasBetweenSiblingsOnly() {
    var json = JSONLine()
    json.openObject()
    json.key("a")
    json.openArray()
    json.integer(1)
    json.openObject()
    json.closeObject()
    json.openArray()
    json.closeArray()
    json.null()
    json.closeArray()
    json.key("b")
    json.openObject()
    json.key("c")
    json.bool(true)
    json.key(Visibility.partial)
    json.bool(false)
    json.closeObject()
    json.closeObject()
    #expect(json.text == #"{"a":[1,{},[],null],"b":{"c":true,"partial":false}}"#)
  }

  @Test func spacesLikeATraceFileWhenAsked() {
    var json = JSONLine(spaced: true)
    json.openObject()
    json.member("t", 0.5)
    json.key("set")
    json.openObject()
    json.key(escaping: "pressed \"now\"")
    json.bool(true)
    json.closeObject()
    json.key("list")
    json.openArray()
    json.integer(1)
    json.integer(2)
    json.closeArray()
    json.closeObject()
    #expect(json.text == #"{"t": 0.5, "set": {"pressed \"now\"": true}, "list": [1, 2]}"#)
  }

  /// After `endLine()` the next value starts a line of its own, without a comma.
  @Test func writesJSONLines() {
    var json = JSONLine(spaced: true)
    json.object { $0.member("t", 0) }
    json.endLine()
    json.object { $0.member("t", 1.5) }
    json.endLine()
    #expect(json.text == "{\"t\": 0}\n{\"t\": 1.5}\n")
  }

  @Test func spellsNumbersAndStringsAsJSONTextDoes() throws {
    let numbers = [
      0, -0.0, 3, 9, 10, -42, 254.2, 0.9004358680136293, 1e300, -1.5e-7, 9_007_199_254_740_992,
    ]
    let strings = ["plain", "é ✓", "quote \" and \\ back", "tab\tline\nend\u{01}", ""]
    var json = JSONLine()
    json.openArray()
    for number in numbers { json.number(number) }
    for string in strings { json.string(string) }
    json.integer(Int.min)
    json.closeArray()
    let expected =
      "["
      + (numbers.map(JSONText.number) + strings.map(JSONText.string) + [String(Int.min)])
      .joined(separator: ",") + "]"
    #expect(json.text == expected)

    let bytes = json.bytes
    let value = try bytes.withUnsafeBufferPointer { buffer throws(TraceError) in
      try JSONParser.parse(buffer, file: "f", line: 1)
    }
    guard case .array(let elements) = value.kind else {
      Issue.record("not an array")
      return
    }
    #expect(elements.count == numbers.count + strings.count + 1)
    for (element, string) in zip(elements.dropFirst(numbers.count), strings) {
      guard case .string(let read) = element.kind else {
        Issue.record("not a string: \(element)")
        continue
      }
      #expect(read == string)
    }
  }
}
