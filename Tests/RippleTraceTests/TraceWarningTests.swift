import Foundation
import Testing

@testable import RippleTrace

/// States that no node reads are warned about, once each, at their key (``TraceWarning``).
@Suite struct TraceWarningTests {
  static let fixture = "warnings/unread-states.ripple.jsonl"

  /// Reads every line of a reader, returning it at the end of the file.
  static func readToEnd(_ reader: TraceReader) throws -> TraceReader {
    var reader = reader
    while try reader.next() != nil {}
    return reader
  }

  /// The 1-based column of the first `"key"` on a line of the fixture.
  static func column(of key: String, onLine number: Int) throws -> Int {
    let text = String(decoding: try FixtureFiles.bytes(fixture), as: UTF8.self)
    let line = text.split(separator: "\n", omittingEmptySubsequences: false)[number - 1].utf8
    let range = try #require(line.firstRange(of: Array("\"\(key)\"".utf8)))
    return line.distance(from: line.startIndex, to: range.lowerBound) + 1
  }

  @Test func unreadStatesAreWarnedOnceAtTheirFirstKey() throws {
    let path = FixtureFiles.path(Self.fixture)
    let reader = try Self.readToEnd(TraceReader(path: path))
    let expected = [
      TraceWarning(
        "no node's opacity or zIndex reads state \"pressed\", so its animation never runs",
        at: SourceLocation(file: path, line: 5, column: try Self.column(of: "pressed", onLine: 5))),
      TraceWarning(
        "no node's opacity or zIndex reads state \"disabeld\", so setting it changes nothing"
          + " (did you mean \"disabled\"?)",
        at: SourceLocation(file: path, line: 6, column: try Self.column(of: "disabeld", onLine: 6))),
    ]
    #expect(reader.warnings == expected)
    #expect(reader.warnings.first?.description.hasPrefix("\(path):5:") == true)
  }

  /// A copy that reads the file fills the warnings of the reader it was copied from.
  @Test func copiesShareTheirWarnings() throws {
    let reader = try TraceReader(path: FixtureFiles.path(Self.fixture))
    #expect(reader.warnings.count == 1)  // The header's.
    _ = try Self.readToEnd(reader)
    #expect(reader.warnings.count == 2)
  }

  /// Many distinct names give at most ``UnreadStates/maximumWarnings`` warnings and one more
  /// saying the rest are not listed, however many lines follow.
  @Test func theListIsBounded() throws {
    let header =
      #"{"ripplescope": 1, "scene": {"width": 100, "height": 40, "children": [{"name": "base", "fill": "red"}, {"name": "r", "forEach": "ripples", "radius": 5, "fill": "gray"}]}}"#
    let names = (1...25).map { "\"s\($0)\": true" }.joined(separator: ", ")
    let lines = [
      header, #"{"t": 0, "type": "state", "set": {\#(names)}}"#,
      #"{"t": 1, "type": "state", "set": {"another": true}}"#,
    ]
    let reader = try Self.readToEnd(
      TraceReader(bytes: Array(lines.joined(separator: "\n").utf8), file: "many.ripple.jsonl"))
    #expect(reader.warnings.count == UnreadStates.maximumWarnings + 1)
    #expect(reader.warnings.allSatisfy { $0.location.line == 2 })
    #expect(reader.warnings.last?.message.contains("only the first 20 are listed") == true)
  }

  /// The first ``UnreadStates/maximumWarnings`` names are each listed, in the order they
  /// come, and a single warning after them says the rest are not.
  @Test func theFirstTwentyNamesAreEachListedThenOneWarningForTheRest() throws {
    let header =
      #"{"ripplescope": 1, "scene": {"width": 100, "height": 40, "children": [{"name": "base", "fill": "red"}, {"name": "r", "forEach": "ripples", "radius": 5, "fill": "gray"}]}}"#
    let names = (1...25).map { "\"s\($0)\": true" }.joined(separator: ", ")
    let lines = [header, #"{"t": 0, "type": "state", "set": {\#(names)}}"#]
    let reader = try Self.readToEnd(
      TraceReader(bytes: Array(lines.joined(separator: "\n").utf8), file: "many.ripple.jsonl"))
    let listed = reader.warnings.prefix(20).map(\.message)
    #expect(
      listed
        == (1...20).map {
          "no node's opacity or zIndex reads state \"s\($0)\", so setting it changes nothing"
        })
    #expect(reader.warnings.count { $0.message.contains("only the first 20 are listed") } == 1)
  }

  /// The valid fixtures set and animate only states their scenes read, except `full`, which
  /// gives every form of animation a state: its nodes read only `disabled` (body's and dim's
  /// opacity) and `pressed` (glass's zIndex), so `focused`, `hovered` and `selected` animate
  /// nothing, and neither does `pressed`, since zIndex never animates.
  @Test func validFixturesWarnOnlyOfStatesNoNodeReads() throws {
    let folder = FixtureFiles.path("valid")
    let names = FixtureFiles.names(in: "valid")
    #expect(names.contains("full.ripple.jsonl"))
    for name in names {
      let reader = try Self.readToEnd(TraceReader(path: "\(folder)/\(name)"))
      let warned = reader.warnings.map(\.message)
      if name == "full.ripple.jsonl" {
        #expect(reader.header.scene.statesRead == ["disabled", "pressed"])
        #expect(
          warned
            == ["focused", "hovered", "selected"].map {
              "no node's opacity or zIndex reads state \"\($0)\", so its animation never runs"
            } + [
              #"only zIndex reads state "pressed", and zIndex never animates (it switches at "#
                + "the event), so its animation changes nothing"
            ])
      } else {
        #expect(warned.isEmpty, "\(name): \(warned)")
      }
    }
  }

  /// An animation of a state that only a zIndex reads changes nothing, since zIndex never
  /// animates (SPEC §2.2): one warning at its key; none for a state an opacity reads too.
  @Test func anAnimationOfAStateOnlyZIndexReadsIsWarnedAbout() throws {
    let header =
      #"{"ripplescope": 1, "scene": {"width": 10, "height": 10, "children": [{"name": "b", "fill": "red", "zIndex": {"when": "pressed", "then": 2, "else": 0}, "opacity": {"when": "dim", "then": 0.5, "else": 1}}, {"name": "c", "fill": "red", "zIndex": {"when": "dim", "then": 1, "else": 0}}, {"name": "r", "forEach": "ripples", "radius": 3, "fill": "gray"}], "animations": {"pressed": {"curve": "linear", "duration": 0.2}, "dim": {"curve": "linear", "duration": 0.2}}}}"#
    let reader = try TraceReader(bytes: Array(header.utf8), file: "z.ripple.jsonl")
    let key = try #require(header.utf8.firstRange(of: Array(#""pressed": {"#.utf8)))
    #expect(
      reader.warnings == [
        TraceWarning(
          #"only zIndex reads state "pressed", and zIndex never animates (it switches at the "#
            + "event), so its animation changes nothing",
          at: SourceLocation(
            file: "z.ripple.jsonl", line: 1,
            column: header.utf8.distance(from: header.utf8.startIndex, to: key.lowerBound) + 1))
      ])
  }

  /// A scene without a forEach is legal (SPEC §2.1) but draws none of the recorder's
  /// records: one warning, at the `scene` value; none when the forEach lies in a group.
  @Test func aSceneWithoutAForEachIsWarnedAbout() throws {
    let bare =
      #"{"ripplescope": 1, "scene": {"width": 100, "height": 40, "children": [{"name": "bg", "fill": "blue"}]}}"#
    let reader = try TraceReader(bytes: Array(bare.utf8), file: "bare.ripple.jsonl")
    let column = try #require(bare.utf8.firstRange(of: Array(#""scene": "#.utf8))).upperBound
    #expect(
      reader.warnings.map(\.description) == [
        "bare.ripple.jsonl:1:\(bare.utf8.distance(from: bare.utf8.startIndex, to: column) + 1): "
          + "warning: the scene has no forEach node, so its ripple records are never drawn: "
          + #"add one, such as {"name": "ripple", "forEach": "ripples", "radius": 50, "fill": "gray"}"#
      ])
    let nested =
      #"{"ripplescope": 1, "scene": {"width": 100, "height": 40, "children": [{"name": "g", "children": [{"name": "r", "forEach": "ripples", "radius": 5, "fill": "gray"}]}]}}"#
    #expect(try TraceReader(bytes: Array(nested.utf8), file: "n.ripple.jsonl").warnings.isEmpty)
  }

  /// A fill within two edits of `clear` is an opaque color (SPEC §2.1), most likely a
  /// misspelled `clear`: one warning, at the first such fill's value, counting the others
  /// (`claer`, in a group); `Clear` (which is `clear`) and names further away (`cyan`,
  /// `teal`, three edits) are not warned about.
  @Test func aFillThatLooksLikeClearIsWarnedAbout() throws {
    let header =
      #"{"ripplescope": 1, "scene": {"width": 100, "height": 40, "children": [{"name": "base", "fill": "Clear"}, {"name": "glass", "fill": "clera"}, {"name": "g", "children": [{"name": "tint", "fill": "claer"}, {"name": "c", "fill": "cyan"}]}, {"name": "t", "fill": "teal"}, {"name": "r", "forEach": "ripples", "radius": 5, "fill": "gray"}]}}"#
    let reader = try TraceReader(bytes: Array(header.utf8), file: "near.ripple.jsonl")
    let utf8 = header.utf8
    let value = try #require(utf8.firstRange(of: Array(#""clera""#.utf8)))
    let column = utf8.distance(from: utf8.startIndex, to: value.lowerBound) + 1
    #expect(
      reader.warnings == [
        TraceWarning(
          "fill \"clera\" is an opaque color (every name but \"clear\" is): did you mean"
            + " \"clear\"? (1 more fill like it)",
          at: SourceLocation(file: "near.ripple.jsonl", line: 1, column: column))
      ])
    guard case .leaf(let base)? = reader.header.scene.children.first?.content else {
      Issue.record("base is not a leaf")
      return
    }
    #expect(base.fill.alpha == 0)
  }

  /// A suggestion costs the product of two lengths: a key longer than 64 bytes gets none,
  /// however close, and a short one still gets its closest state.
  @Test func onlyShortKeysGetASuggestion() {
    let long = String(repeating: "a", count: 100)
    #expect(KeySuggestion.closest(to: long + "b", in: [long]) == nil)
    #expect(KeySuggestion.closest(to: "disabeld", in: ["pressed", "disabled"]) == "disabled")
  }
}
