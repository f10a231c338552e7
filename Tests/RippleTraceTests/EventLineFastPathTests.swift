import RippleFuzz
import Testing

@testable import RippleTrace

/// The fast path for event lines accepts only what the general path accepts, with the same
/// event bit for bit, and leaves everything else (with its exact error) to the general path.
@Suite struct EventLineFastPathTests {
  /// The general path's verdict on one line after the header.
  static func general(_ text: [UInt8], previousTime: Double?) -> Result<TraceLine, TraceError> {
    text.withUnsafeBufferPointer { buffer in
      Result { () throws(TraceError) in
        try TraceReader.decodeLine(buffer, file: "f", line: 7, previousTime: previousTime).line
      }
    }
  }

  /// The fast path's verdict on one line.
  static func fast(_ text: [UInt8], previousTime: Double?) -> TraceEvent? {
    text.withUnsafeBufferPointer { EventLineFastPath.decode($0, previousTime: previousTime) }
  }

  /// Equal events whose numbers also have equal bit patterns (`-0` is not `0` here).
  static func identical(_ a: TraceEvent, _ b: TraceEvent) -> Bool {
    guard a == b, a.time.bitPattern == b.time.bitPattern else { return false }
    switch (a.kind, b.kind) {
    case (.down(_, let p), .down(_, let q)), (.move(_, let p), .move(_, let q)),
      (.up(_, let p?), .up(_, let q?)):
      return p.x.bitPattern == q.x.bitPattern && p.y.bitPattern == q.y.bitPattern
    default:
      return true
    }
  }

  /// Checks one line: if the fast path decodes it, the general path decodes it the same.
  /// Returns whether the fast path accepted it.
  @discardableResult
  static func check(_ text: [UInt8], previousTime: Double?) -> Bool {
    let general = general(text, previousTime: previousTime)
    guard let fast = fast(text, previousTime: previousTime) else { return false }
    guard case .success(.event(let event)) = general, identical(event, fast) else {
      let line = String(decoding: text, as: UTF8.self)
      let previous = String(describing: previousTime)
      Issue.record(
        "fast path: \(fast), general path: \(general), line: \(line), previous: \(previous)")
      return true
    }
    return true
  }

  // MARK: Fixed cases

  @Test(arguments: [
    #"{"t":0.018036,"type":"down","pointer":1,"x":254.2,"y":61.1}"#,
    #"{"t": 0.000, "type": "down",   "pointer": 1, "x": 120, "y": 40}"#,
    #"  {"y":-3.5,"x":1e0,"pointer":2,"type":"move","t":7}"#,
    #"{"pointer":3,"t":1,"type":"up"}"#,
    #"{"t":1,"type":"up","pointer":3,"x":1,"y":2}"# + "\r",
    #"{"t":1,"type":"cancel","pointer":1000000}"#,
    "{\t\"t\"\t:\t1\t,\"type\":\"cancel\",\"pointer\":1.0}",
    #"{"t":-0,"type":"down","pointer":1,"x":-0,"y":-0.0}"#,
    #"{"t":1000000000,"type":"cancel","pointer":1}"#,  // the latest time
  ])
  func wellFormedLinesAgree(_ line: String) {
    let text = Array(line.utf8)
    let accepted = Self.check(text, previousTime: nil)
    let usesExponent = line.contains("e0")
    #expect(accepted == !usesExponent, "\(line)")
  }

  @Test(arguments: [
    #"{"t":1,"type":"down","pointer":1,"x":1}"#,  // y missing
    #"{"t":1,"type":"up","pointer":1,"y":1}"#,  // x alone
    #"{"t":1,"type":"cancel","pointer":1,"x":1,"y":1}"#,  // x on a cancel
    #"{"t":1,"type":"down","pointer":0,"x":1,"y":1}"#,  // pointer 0
    #"{"t":1,"type":"down","pointer":1.5,"x":1,"y":1}"#,  // fractional pointer
    #"{"t":1,"type":"down","pointer":1000001,"x":1,"y":1}"#,  // pointer too large
    #"{"t":-1,"type":"down","pointer":1,"x":1,"y":1}"#,  // negative time
    #"{"t":1000000000.5,"type":"cancel","pointer":1}"#,  // past the latest time
    #"{"t":1,"type":"down","pointer":1,"x":1000000.1,"y":1}"#,  // x out of range
    #"{"t":1,"type":"down","pointer":1,"x":1,"y":1,"t":2}"#,  // duplicate key
    #"{"t":1,"type":"down","pointer":1,"x":1,"y":1,"z":2}"#,  // unknown key
    #"{"t":1,"type":"Down","pointer":1,"x":1,"y":1}"#,  // unknown type
    #"{"t":1,"type":"state","set":{"disabled":true}}"#,  // a state event
    #"{"\u0074":1,"type":"down","pointer":1,"x":1,"y":1}"#,  // escaped key
    #"{"t":1,"type":"down","pointer":1,"x":1,"y":1}x"#,  // trailing garbage
    #"{"t":1,"type":"down","pointer":1,"x":1,"y":1"#,  // truncated
    #"{"t":01,"type":"down","pointer":1,"x":1,"y":1}"#,  // leading zero
    #"{"t":1.,"type":"down","pointer":1,"x":1,"y":1}"#,  // no fraction digit
    #"{"t":1,"type":"down","pointer":1,"x":1,"y":1,}"#,  // trailing comma
    #"{"t":1,"type":"cancel","pointer":1]"#,  // wrong bracket
    #"{"t":1;"type":"cancel","pointer":1}"#,  // wrong separator
    #"{"t"=1,"type":"cancel","pointer":1}"#,  // wrong colon
    #"["t",1,"type","cancel","pointer",1]"#,  // an array
    #"{"t":1,"type":"down","pointer":1,"x":"1","y":1}"#,  // string number
    #"{"t":1,"expect":{"live":0}}"#,  // an expectation
    "// {\"t\":1,\"type\":\"cancel\",\"pointer\":1}",  // a comment
    "",
  ])
  func otherLinesAreLeftToTheGeneralPath(_ line: String) {
    #expect(!Self.check(Array(line.utf8), previousTime: nil), "\(line)")
  }

  @Test func anEarlierTimeIsLeftToTheGeneralPath() {
    let text = Array(#"{"t":1.5,"type":"cancel","pointer":1}"#.utf8)
    #expect(Self.check(text, previousTime: 1.5))
    #expect(!Self.check(text, previousTime: 1.5000001))
    #expect(
      Self.general(text, previousTime: 2)
        == .failure(
          TraceError(
            "t: time 1.5 is earlier than the previous line's 2",
            at: SourceLocation(file: "f", line: 7, column: 6))))
  }

  // MARK: Seeded random lines

  @Test func randomWellFormedLinesTakeTheFastPathWithTheSameResult() {
    var random = SplitMix64(seed: 0xFA57)
    for _ in 0..<4000 {
      let line = LineGenerator.wellFormed(&random)
      let previousTime = random.below(2) == 0 ? nil : line.time / 2
      #expect(Self.check(line.text, previousTime: previousTime), "\(line)")
    }
  }

  @Test func randomAndMutatedLinesAgreeWithTheGeneralPath() {
    var random = SplitMix64(seed: 0x0DD5)
    var accepted = 0
    var generalEvents = 0
    let count = 20_000
    for round in 0..<count {
      var text = LineGenerator.any(&random)
      if round % 2 == 1 { LineGenerator.mutate(&text, &random) }
      let previousTime: Double? =
        switch random.below(4) {
        case 0: nil
        case 1: 0
        case 2: Double(random.below(3))
        default: Double(random.below(2_000_000)) / 20000
        }
      if Self.check(text, previousTime: previousTime) { accepted += 1 }
      if case .success(.event) = Self.general(text, previousTime: previousTime) {
        generalEvents += 1
      }
    }
    // Both paths see plenty of accepted and refused lines.
    #expect(accepted > count / 20)
    #expect(generalEvents > accepted)
    #expect(generalEvents < count / 2)
  }

  @Test func readersWithAndWithoutTheFastPathReadTheSameTraces() throws {
    var random = SplitMix64(seed: 0x7EAD)
    for round in 0..<150 {
      var text = Array(LineGenerator.header.utf8) + [0x0A]
      var time = 0.0
      for _ in 0..<(10 + random.below(60)) {
        var line: [UInt8]
        switch random.below(12) {
        case 0: line = Array("// a comment".utf8)
        case 1: line = []
        case 2: line = Array(#"{"t": \#(time), "expect": {"live": 0}}"#.utf8)
        case 3: line = LineGenerator.any(&random)
        default:
          time += Double(random.below(1000)) / 997
          line = LineGenerator.wellFormed(&random, time: time).text
        }
        if random.below(40) == 0 { LineGenerator.mutate(&line, &random) }
        text += line + (random.below(8) == 0 ? [0x0D, 0x0A] : [0x0A])
      }
      if round % 3 == 0 { text.removeLast(random.below(5)) }
      let fast = Self.readAll(text, usesFastPath: true)
      let general = Self.readAll(text, usesFastPath: false)
      #expect(fast.lines == general.lines, "round \(round)")
      #expect(fast.error == general.error, "round \(round)")
    }
  }

  /// Every line a reader yields, and the error that stopped it, if any.
  static func readAll(
    _ bytes: [UInt8], usesFastPath: Bool
  ) -> (lines: [TraceLine], error: TraceError?) {
    var lines: [TraceLine] = []
    do {
      var reader = try TraceReader(bytes: bytes, file: "r", usesFastPath: usesFastPath)
      while let line = try reader.next() { lines.append(line) }
      return (lines, nil)
    } catch {
      return (lines, error)
    }
  }

  // MARK: Numbers

  /// `SimpleDecimal`'s value for a whole text, or `nil` if it refuses or stops early.
  static func simpleDecimal(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer -> Double? in
      guard let base = buffer.baseAddress else { return nil }
      var index = 0
      guard let value = SimpleDecimal.parse(base, end: buffer.count, index: &index),
        index == buffer.count
      else { return nil }
      return value
    }
  }

  /// The general parser's value for a number text.
  static func jsonNumber(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer -> Double? in
      guard let value = try? JSONParser.parse(buffer, file: "n", line: 1),
        case .number(let number) = value.kind
      else { return nil }
      return number
    }
  }

  @Test(arguments: [
    ("0.1", true), ("123456.789012", true), ("-0", true), ("1.0", true), ("0", true),
    ("-0.0", true), ("254.2", true), ("0.018036", true), ("999999999999999", true),
    ("99999999999999.9", true), ("0.000000000000000001", true), ("1000000", true),
    ("123456789012345", true), ("12345678901234.50", false), ("1e-7", false), ("1E2", false),
    ("5e-324", false), ("9007199254740993", false), ("1234567890123456", false),
    ("0.30000000000000004", false), ("0.0000000000000000001", false),
    ("100000000000000000000", false), ("1.7976931348623157e308", false),
    ("2.2250738585072014e-308", false), ("0.1e1", false),
  ])
  func trickyNumbersConvertExactly(_ text: String, _ simple: Bool) throws {
    let expected = try #require(Double(text))
    let general = try #require(Self.jsonNumber(text))
    #expect(general.bitPattern == expected.bitPattern, "\(text)")
    let fast = Self.simpleDecimal(text)
    #expect((fast != nil) == simple, "\(text)")
    if let fast { #expect(fast.bitPattern == expected.bitPattern, "\(text)") }
  }

  @Test(arguments: ["", "-", "01", "-01", "1.", ".5", "+1", "00.5", "1e", "-.5", "0x10"])
  func notJSONNumbersAreRefused(_ text: String) {
    #expect(Self.simpleDecimal(text) == nil, "\(text)")
  }

  @Test func randomDecimalsConvertLikeDoubleFromString() throws {
    var random = SplitMix64(seed: 0xD1617)
    var converted = 0
    for _ in 0..<50_000 {
      let text = LineGenerator.number(&random)
      guard let expected = Double(text) else { continue }
      if let fast = Self.simpleDecimal(text) {
        #expect(fast.bitPattern == expected.bitPattern, "\(text)")
        converted += 1
      }
      if expected.isFinite, let general = Self.jsonNumber(text) {
        #expect(general.bitPattern == expected.bitPattern, "\(text)")
      }
    }
    #expect(converted > 10_000)
  }
}

/// Random event lines near the fast path's shape, and mutations of them.
enum LineGenerator {
  static let header =
    #"{"ripplescope": 1, "scene": {"width": 300, "height": 80, "children": [{"name": "base", "fill": "red"}]}}"#

  static func digits(_ count: Int, _ random: inout SplitMix64) -> String {
    String((0..<count).map { _ in Character(String(random.below(10))) })
  }

  /// A JSON number, simple or not: integers, decimals, signs, exponents, many digits.
  static func number(_ random: inout SplitMix64) -> String {
    let sign = random.below(5) == 0 ? "-" : ""
    let integer = random.below(3) == 0 ? "0" : String(1 + random.below(999_999))
    switch random.below(10) {
    case 0: return sign + integer
    case 1: return sign + integer + "." + digits(1 + random.below(8), &random)
    case 2: return sign + "0." + String(repeating: "0", count: random.below(22)) + "1"
    case 3:
      let exponent = ["e", "E"][random.below(2)] + ["", "+", "-"][random.below(3)]
      return sign + integer + exponent + String(random.below(30))
    case 4:
      return sign + String(1 + random.below(9)) + digits(12 + random.below(10), &random)
    case 5:
      let all = String(1 + random.below(9)) + digits(13 + random.below(6), &random)
      let point = 1 + random.below(all.count - 1)
      return sign + String(all.prefix(point)) + "." + String(all.dropFirst(point))
    case 6:
      return ["0", "-0", "0.0", "-0.0", "1.0", "1.50", "1000000", "1000000.0"][
        random.below(8)]
    case 7: return sign + integer + "." + digits(1, &random) + "0000"
    default:
      return String(random.below(300)) + "." + digits(1 + random.below(2), &random)
    }
  }

  static func whitespace(_ random: inout SplitMix64) -> String {
    ["", "", "", "", "", " ", "  ", "\t", "\r", " \t"][random.below(10)]
  }

  /// A simple decimal time, e.g. `12.345678`, and its value.
  static func simpleTime(_ random: inout SplitMix64) -> (text: String, value: Double) {
    let text = String(random.below(100)) + "." + digits(1 + random.below(6), &random)
    return (text, Double(text) ?? 0)
  }

  /// A good value for a key most of the time, anything else otherwise.
  static func value(for key: String, _ random: inout SplitMix64) -> String {
    guard random.below(8) != 0 else {
      switch random.below(8) {
      case 0: return ["null", "true", "[1]", "{}", "\"1\"", "-", "1.", "01"][random.below(8)]
      case 1:
        let types = ["state", "Down", "do\\u0077n", "", "dow", "cancels", "up\\n"]
        return "\"" + types[random.below(types.count)] + "\""
      default: return number(&random)
      }
    }
    switch key {
    case "type": return "\"" + ["down", "move", "up", "cancel"][random.below(4)] + "\""
    case "pointer": return String(1 + random.below(3))
    case "t": return simpleTime(&random).text
    default: return String(random.below(300)) + "." + digits(1, &random)
    }
  }

  /// A line in the fast path's shape with valid values, in a random key order and spacing.
  static func wellFormed(
    _ random: inout SplitMix64, time: Double? = nil
  ) -> (text: [UInt8], time: Double) {
    let (timeText, time) = time.map { ("\($0)", $0) } ?? simpleTime(&random)
    let type = ["down", "move", "up", "up", "cancel"][random.below(5)]
    var members = [
      ("t", timeText), ("type", "\"\(type)\""), ("pointer", String(1 + random.below(5))),
    ]
    if type != "cancel" && (type != "up" || random.below(2) == 0) {
      members.append(("x", String(random.below(3000)) + "." + digits(1, &random)))
      members.append(("y", "-" + String(random.below(80))))
    }
    members.shuffle(using: &random)
    return (Array(render(members, &random).utf8), time)
  }

  /// An object of members with random whitespace between tokens.
  static func render(_ members: [(String, String)], _ random: inout SplitMix64) -> String {
    var text = whitespace(&random) + "{"
    for (index, (key, value)) in members.enumerated() {
      if index > 0 { text += whitespace(&random) + "," }
      text += whitespace(&random) + "\"\(key)\"" + whitespace(&random) + ":"
      text += whitespace(&random) + value
    }
    return text + whitespace(&random) + "}" + whitespace(&random)
  }

  /// A line near the fast path's shape: keys may be missing, doubled, unknown or escaped,
  /// values of any kind.
  static func any(_ random: inout SplitMix64) -> [UInt8] {
    let keys = [
      "t", "type", "pointer", "x", "y", "t", "type", "pointer", "x", "y", "set", "expect", "z",
      #"\u0074"#, "T", "",
    ]
    var members: [(String, String)] = []
    for key in keys.prefix(5) {
      if random.below(10) != 0 { members.append((key, value(for: key, &random))) }
    }
    if random.below(4) == 0 {
      let key = keys[random.below(keys.count)]
      members.append((key, value(for: key, &random)))
    }
    members.shuffle(using: &random)
    return Array(render(members, &random).utf8)
  }

  /// One to three random edits: a byte replaced (a structural one by another, often),
  /// deleted, inserted, swapped, or the line cut short.
  static func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    let interesting =
      Array(#"{}[]",:-.0123456789eE+txyp\ "#.utf8) + [0x00, 0x09, 0x0D, 0x80, 0xC3, 0xFF]
    let structural = Array(#"{}[]",:"#.utf8)
    for _ in 0..<(1 + random.below(3)) {
      guard !bytes.isEmpty else { return }
      let position = random.below(bytes.count)
      switch random.below(6) {
      case 0: bytes[position] = interesting[random.below(interesting.count)]
      case 5:
        let candidates = bytes.indices.filter { structural.contains(bytes[$0]) }
        guard let target = candidates.randomElement(using: &random) else { break }
        bytes[target] = structural[random.below(structural.count)]
      case 1: bytes.remove(at: position)
      case 2: bytes.insert(interesting[random.below(interesting.count)], at: position)
      case 3: bytes.swapAt(position, random.below(bytes.count))
      default: bytes.removeSubrange(position...)
      }
    }
  }
}
