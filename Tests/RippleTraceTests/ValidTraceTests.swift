import RippleTrace
import Testing

/// `Fixtures/valid/full.ripple.jsonl`, which uses every part of the format, reads into the
/// expected model.
@Suite struct ValidTraceTests {
  let trace: Trace

  init() throws {
    trace = try Trace(contentsOf: FixtureFiles.path("valid/full.ripple.jsonl"))
  }

  @Test func header() {
    let header = trace.header
    #expect(header.name == "seed RButton")
    #expect(header.sdk == .legacy)
    #expect(header.fps == 120)
    #expect(header.scene.width == 300)
    #expect(header.scene.height == 80)
    #expect(header.scene.children.map(\.name) == ["base", "body", "dim", "glass", "ripple"])
  }

  @Test func leavesAndGroups() throws {
    let children = trace.header.scene.children
    #expect(
      children[0]
        == SceneNode(name: "base", content: .leaf(Leaf(fill: Fill(color: "primary", alpha: 1)))))

    let body = children[1]
    #expect(body.opacity == .conditional(state: "disabled", then: 0.5, else: 1))
    #expect(body.zIndex == .constant(0.5))
    guard case .group(let group) = body.content else {
      Issue.record("body is not a group")
      return
    }
    #expect(group.compositingGroup)
    #expect(group.frame == Rect(x: 0, y: 0, width: 300, height: 80))
    #expect(
      group.children[0].content
        == .leaf(Leaf(fill: Fill(color: "blue", alpha: 1), shape: .roundedRect(cornerRadius: 12))))
    #expect(
      group.children[1].content
        == .leaf(
          Leaf(
            fill: Fill(color: "white", alpha: 1), frame: Rect(x: 110, y: 30, width: 80, height: 20))
        ))
    #expect(group.children[1].opacity == .constant(1))
    #expect(group.children[1].zIndex == .constant(0))

    guard case .leaf(let dim) = children[2].content else {
      Issue.record("dim is not a leaf")
      return
    }
    #expect(dim.fill.color == "#00000080")
    #expect(abs(dim.fill.alpha - 128.0 / 255) < 1e-12)
    #expect(dim.shape == .rect)
    #expect(dim.frame == nil)

    #expect(
      children[3].content == .leaf(Leaf(fill: Fill(color: "clear", alpha: 0), shape: .circle)))
    #expect(children[3].zIndex == .conditional(state: "pressed", then: 2, else: -1))
  }

  @Test func leafNamesOfSubtrees() {
    let children = trace.header.scene.children
    #expect(trace.header.scene.leafNames == ["base", "background", "label", "dim", "glass"])
    #expect(children[1].leafNames == ["background", "label"])
    // A group's own name is not a leaf's, nor is the forEach's.
    #expect(children[0].leafNames == ["base"])
    #expect(children[4].leafNames.isEmpty)
  }

  @Test func forEach() {
    let node = trace.header.scene.children[4]
    #expect(node.opacity == .constant(0.8))
    #expect(node.zIndex == .constant(1))
    let expected = RippleNode(
      placement: .press(radius: 50), fill: Fill(color: "#808080", alpha: 1), shape: .circle,
      transition: Transition(
        insertion: [.scale(TransitionEffect.defaultScale)], removal: [.opacity, .scale(2)]))
    #expect(node.content == .forEach(expected))
  }

  @Test func animations() {
    #expect(
      trace.header.scene.animations == [
        "disabled": .timing(.easeInOut, duration: 0.3, delay: 0),
        "pressed": .spring(response: 0.4, dampingFraction: 0.7, delay: 0.05),
        "focused": .none,
        "hovered": .default,
        "selected": .timing(.linear, duration: 0.35, delay: 0),
      ])
  }

  @Test func recorder() {
    #expect(
      trace.header.recorder
        == RecorderSettings(
          downAnimation: .timing(.easeOut, duration: 0.2, delay: 0.01), removal: .matching,
          upAnimation: .spring(response: 0.5, dampingFraction: 0.825, delay: 0), cancel: .remove,
          exitWaitsForEnter: true, maxLive: 10))
  }

  @Test func events() {
    #expect(
      trace.events == [
        TraceEvent(time: 0, kind: .down(pointer: 1, at: Point(x: 120, y: 40))),
        TraceEvent(time: 0.08, kind: .move(pointer: 1, to: Point(x: 124.5, y: -41))),
        TraceEvent(time: 0.35, kind: .up(pointer: 1, at: Point(x: 124, y: 41))),
        TraceEvent(time: 0.4, kind: .down(pointer: 2, at: Point(x: 10, y: 10))),
        TraceEvent(time: 0.5, kind: .cancel(pointer: 2)),
        TraceEvent(time: 0.6, kind: .up(pointer: 3, at: nil)),
        TraceEvent(time: 0.9, kind: .state(["disabled": true, "pressed": false])),
      ])
  }

  @Test func expectations() throws {
    let expectations = trace.lines.compactMap { line -> RippleTrace.Expectation? in
      if case .expectation(let expectation) = line { expectation } else { nil }
    }
    try #require(expectations.count == 6)
    let file = FixtureFiles.path("valid/full.ripple.jsonl")

    let first = expectations[0]
    #expect(first.location == SourceLocation(file: file, line: 12, column: 1))
    #expect(first.time == 0.7)
    #expect(first.ripple == 1)
    #expect(first.phase == .removing)
    #expect(first.visibility == .occluded)
    #expect(first.occluder == .some("base"))
    #expect(first.alpha == 0.68354)
    #expect(first.scale == 0.99172)
    #expect(first.transmittance == .some(0))
    #expect(first.live == nil)

    #expect(expectations[1].occluder == .some(nil))
    #expect(expectations[1].transmittance == .some(nil))
    #expect(expectations[1].phase == nil)

    #expect(expectations[2].live == 0)
    #expect(expectations[2].paintOrder == ["base", "background", "label", "ripple#2"])
    #expect(expectations[3].time == nil)
    #expect(expectations[3].finding == .removalOccluded)
    #expect(expectations[3].ripple == 1)
    #expect(expectations[4].findings == 3)
    #expect(expectations[4].location.line == 17)
    #expect(expectations[5].time == 2.5)
    #expect(expectations[5].phase == .gone)
  }

  @Test func defaults() throws {
    let text = """
      {"ripplescope": 1, "scene": {"width": 10, "height": 10, "children": [\
      {"name": "r", "forEach": "ripples", "at": "frame", "fill": "gray"}]}}
      """
    let trace = try Trace(bytes: Array(text.utf8), file: "some/dir/press.ripple.jsonl")
    let header = trace.header
    #expect(header.name == "press.ripple.jsonl")
    #expect(header.sdk == .ios17)
    #expect(header.fps == 60)
    #expect(header.recorder == RecorderSettings())
    #expect(header.scene.animations.isEmpty)
    #expect(trace.lines.isEmpty)
    let expected = RippleNode(
      placement: .frame(nil), fill: Fill(color: "gray", alpha: 1), shape: .rect,
      transition: .opacity)
    #expect(header.scene.children == [SceneNode(name: "r", content: .forEach(expected))])
  }

  /// Only the forEach's name, `#` and ASCII digits is how a ripple's leaf is named (SPEC
  /// §1.3), which a node may not be named; a name that only resembles it is a name like any.
  @Test(arguments: ["ripple#", "ripple#a", "ripple#1a", "ripple#\u{663}", "ripples#1"])
  func aNameThatOnlyResemblesARipplesLeafIsAccepted(name: String) throws {
    let header =
      #"{"ripplescope": 1, "scene": {"width": 300, "height": 80, "children": [{"name": "#
      + "\"\(name)\""
      + #", "fill": "blue"}, {"name": "ripple", "forEach": "ripples", "radius": 50, "#
      + #""fill": "gray"}]}}"#
    let trace = try Trace(bytes: Array(header.utf8), file: "names")
    #expect(trace.header.scene.children.map(\.name) == [name, "ripple"])
  }
}
