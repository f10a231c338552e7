import Foundation
import RippleCheck
import RippleEngine
import RippleFuzz
import RippleTrace
import Testing

@testable import RippleFindings

/// Sealing steady ripples (classifying their frames from the ripple alone) must not change a
/// single lifecycle, tally or finding: the analyzer with seals equals the analyzer that
/// composes every frame, on every trace in `traces/` and on generated press sequences.
struct SteadySealAgreementTests {
  /// The report's scope and what-if runs' (windows only), the zIndex fix's among them.
  static let scopes = [
    AnalysisScope.full, AnalysisScope(tallies: false, codes: Set(FindingCode.allCases)),
    AnalysisScope(tallies: false, codes: [.removalOccluded, .insertionOccluded]),
  ]

  /// Every output of an analysis, in order.
  static func outputs(
    of source: some TraceLineSource, scope: AnalysisScope, seals: Bool
  ) throws -> [AnalyzerOutput] {
    var analyzer = TraceAnalyzer(header: source.header, scope: scope, sealsSteadyRipples: seals)
    var outputs: [AnalyzerOutput] = []
    var replay = Replay(source, visitsFrames: true)
    try replay.run { step, simulation in
      analyzer.observe(step, in: simulation) { outputs.append($0) }
    }
    return outputs
  }

  /// Analyses events on a header with seals and composing every frame, expects the two
  /// alike, and returns the composed outputs.
  @discardableResult
  static func composedOutputs(
    of events: [TraceEvent], on header: TraceHeader, scope: AnalysisScope = .full,
    label: String = ""
  ) throws -> [AnalyzerOutput] {
    let trace = Trace(header: header, lines: events.map(TraceLine.event))
    let sealed = try outputs(of: TraceLineCursor(trace), scope: scope, seals: true)
    let composed = try outputs(of: TraceLineCursor(trace), scope: scope, seals: false)
    #expect(sealed == composed, "\(label)")
    return composed
  }

  /// The visibility tally of a ripple's lifecycle among outputs.
  static func tally(ofRipple id: Int, in outputs: [AnalyzerOutput]) -> VisibilityTally? {
    outputs.lazy.compactMap { output -> VisibilityTally? in
      if case .lifecycle(let entry) = output, entry.ripple.id == id {
        entry.visibility
      } else {
        nil
      }
    }.first
  }

  @Test(arguments: RepositoryTraces.files, scopes)
  func sealedAnalysisEqualsTheComposedOne(path: String, scope: AnalysisScope) throws {
    let sealed = try Self.outputs(of: TraceReader(path: path), scope: scope, seals: true)
    let composed = try Self.outputs(of: TraceReader(path: path), scope: scope, seals: false)
    #expect(sealed == composed, "\(path)")
    #expect(!sealed.isEmpty || path.contains("orphan"), "\(path) gave no output")
  }

  /// A ripple straddles `glow` (x 100…200, alpha 0.5 until `disabled` fades it out over
  /// 0.3 s): `partial` until the fade ends at 0.6, `visible` from then to its release at 1.
  /// The animation starts at 0.3; a seal made while it runs, as if the alpha of `glow` held
  /// still, would count those later frames `partial` too.
  @Test func sealedAnalysisEqualsTheComposedOneWhileALeafAboveFades() throws {
    let (_, header) = try #require(
      TestHeaders.variants().first { $0.name.contains("leaf above the ripples fades") })
    let events = [
      TraceEvent(time: 0, kind: .down(pointer: 1, at: Point(x: 100, y: 40))),
      TraceEvent(time: 0.3, kind: .state(["disabled": true])),
      TraceEvent(time: 1, kind: .up(pointer: 1, at: nil)),
    ]
    try Self.composedOutputs(of: events, on: header)
  }

  /// Held ripples on top of the seed scene, with only `body` and `dim` beneath them
  /// following `disabled`: their seals hold through its toggles. A leaf whose zIndex follows
  /// `raised`, opaque over the whole scene, rises from beneath `base` (-1) above them at 1.5
  /// (2): the ripple
  /// held at 0 turns `occluded`, so that state change must end its seal, though no alpha
  /// reads it. And when the ripples' own opacity follows `disabled` they fade out from 1.5:
  /// `faded`, where a seal kept would count them `visible`.
  @Test(arguments: [
    ##", {"name": "lid", "fill": "primary", "zIndex": {"when": "raised", "then": 2, "else": -1}}"##,
    "",
  ])
  func sealedAnalysisEqualsTheComposedOneThroughStateChanges(overlays: String) throws {
    let fades = overlays.isEmpty
    let header = try TestHeaders.seed(
      rippleOpacity: fades ? #"{"when": "disabled", "then": 0, "else": 1}"# : "1",
      overlays: overlays)
    let events = [
      TraceEvent(time: 0, kind: .down(pointer: 1, at: Point(x: 150, y: 40))),
      TraceEvent(time: 0.2, kind: .down(pointer: 2, at: Point(x: 180, y: 40))),
      TraceEvent(time: 1, kind: .state(["disabled": true])),
      TraceEvent(time: 1.2, kind: .state(["disabled": false])),
      TraceEvent(time: 1.5, kind: .state(fades ? ["disabled": true] : ["raised": true])),
      TraceEvent(time: 3, kind: .up(pointer: 1, at: nil)),
      TraceEvent(time: 3, kind: .up(pointer: 2, at: nil)),
    ]
    let composed = try Self.composedOutputs(of: events, on: header)
    let tally = try #require(Self.tally(ofRipple: 1, in: composed))
    #expect(tally.frames(.present, fades ? .faded : .occluded) > 0)
  }

  /// Ripple 2, pressed where ripple 1 is held, buries it once grown. Its release at 1 starts
  /// a removal held back 0.5 s, and `legacy` paints a removed item above the current ones of
  /// its zIndex: ripple 2 stays opaque over ripple 1 until 1.5, then fades, and ripple 1
  /// shows again before its own release at 3. A seal made while ripple 2 is removed but still
  /// opaque, as if it stayed, would count those later frames `occluded` too.
  @Test func sealedAnalysisEqualsTheComposedOneUnderARippleWhoseRemovalWaits() throws {
    let header = try TestHeaders.seed(
      recorder:
        #"{"onUp": {"remove": "matching", "animation": {"curve": "easeIn", "duration": 0.3, "delay": 0.5}}}"#,
      zIndex: "1", sdk: "legacy")
    let spot = Point(x: 150, y: 40)
    let events = [
      TraceEvent(time: 0, kind: .down(pointer: 1, at: spot)),
      TraceEvent(time: 0.1, kind: .down(pointer: 2, at: spot)),
      TraceEvent(time: 1, kind: .up(pointer: 2, at: nil)),
      TraceEvent(time: 3, kind: .up(pointer: 1, at: nil)),
    ]
    let composed = try Self.composedOutputs(of: events, on: header)
    let tally = try #require(Self.tally(ofRipple: 1, in: composed))
    #expect(tally.frames(.present, .occluded) > 0 && tally.frames(.present, .visible) > 0)
  }

  /// Ripple 2, pressed at 0.1 beside ripple 1 and painted above it (zIndex 1 on both), has
  /// nothing above it: `clear`. Ripple 1's release at 1.5 starts its fade. Under `ios17` the
  /// removed ripple sinks beneath ripple 2, which stays `visible` and may stay sealed; under
  /// `legacy` it rises above ripple 2 (SPEC §4 rule 2), which turns `partial` while ripple 1
  /// fades (0.35 s), so the release must end that seal.
  @Test(arguments: ["ios17", "legacy"])
  func sealedAnalysisEqualsTheComposedOneWhenARippleBelowIsRemoved(sdk: String) throws {
    let header = try TestHeaders.seed(
      recorder: #"{"onUp": {"remove": "matching"}}"#, zIndex: "1", sdk: sdk)
    let events = [
      TraceEvent(time: 0, kind: .down(pointer: 1, at: Point(x: 150, y: 40))),
      TraceEvent(time: 0.1, kind: .down(pointer: 2, at: Point(x: 200, y: 40))),
      TraceEvent(time: 1.5, kind: .up(pointer: 1, at: nil)),
      TraceEvent(time: 3, kind: .up(pointer: 2, at: nil)),
    ]
    let composed = try Self.composedOutputs(of: events, on: header)
    let tally = try #require(Self.tally(ofRipple: 2, in: composed))
    #expect((tally.frames(.present, .partial) > 0) == (sdk == "legacy"))
    #expect(tally.frames(.present, .visible) > 0)
  }

  /// Ripples 1 and 2 are pressed on one spot and ripple 3 beside them (zIndex 1 on all):
  /// ripple 3 covers the right of ripple 2, which is `partial` once all are grown. Ripple 1's
  /// release at 1.5 starts its fade. Under `ios17` the removed ripple sinks, and it was below
  /// ripple 2 already: ripple 2 stays `partial` and may stay sealed. Under `legacy` it rises
  /// above ripples 2 and 3 (SPEC §4 rule 2) and hides ripple 2 while still opaque, so the
  /// release must end that seal.
  @Test(arguments: ["ios17", "legacy"])
  func sealedAnalysisEqualsTheComposedOneWhenARippleBeneathIsRemoved(sdk: String) throws {
    let header = try TestHeaders.seed(
      recorder: #"{"onUp": {"remove": "matching"}}"#, zIndex: "1", sdk: sdk)
    let spot = Point(x: 150, y: 40)
    let events = [
      TraceEvent(time: 0, kind: .down(pointer: 1, at: spot)),
      TraceEvent(time: 0.1, kind: .down(pointer: 2, at: spot)),
      TraceEvent(time: 0.2, kind: .down(pointer: 3, at: Point(x: 230, y: 40))),
      TraceEvent(time: 1.5, kind: .up(pointer: 1, at: nil)),
      TraceEvent(time: 3, kind: .up(pointer: 2, at: nil)),
      TraceEvent(time: 3.1, kind: .up(pointer: 3, at: nil)),
    ]
    let composed = try Self.composedOutputs(of: events, on: header)
    let tally = try #require(Self.tally(ofRipple: 2, in: composed))
    #expect((tally.frames(.present, .occluded) > 0) == (sdk == "legacy"))
    #expect(tally.frames(.present, .partial) > 0)
  }

  /// Ripple 2, pressed on ripple 1's spot, is released at 1: removed, it sinks beneath ripple
  /// 1 (SPEC §4 rule 2, zIndex 1 on both keeps them above `base`), which buries it. Ripple 1,
  /// before it in the array, is released at 1.1 and fades above it (removed items keep the
  /// order their removals started in), so ripple 2 shows again before it fades out itself.
  /// Taking ripple 1 for a ripple painted below, by its place in the array, would keep the
  /// seal and count those frames `occluded` too.
  @Test func sealedAnalysisEqualsTheComposedOneWhenARippleAboveARemovedOneIsRemoved() throws {
    let header = try TestHeaders.seed(
      recorder: #"{"onUp": {"remove": "matching"}}"#, zIndex: "1")
    let spot = Point(x: 150, y: 40)
    let events = [
      TraceEvent(time: 0, kind: .down(pointer: 1, at: spot)),
      TraceEvent(time: 0.1, kind: .down(pointer: 2, at: spot)),
      TraceEvent(time: 1, kind: .up(pointer: 2, at: nil)),
      TraceEvent(time: 1.1, kind: .up(pointer: 1, at: nil)),
    ]
    // A removal is sealed `buried` only where `removal-reordered` is not looked for.
    for scope in Self.scopes.dropFirst() {
      try Self.composedOutputs(of: events, on: header, scope: scope)
    }
    let composed = try Self.composedOutputs(of: events, on: header)
    let tally = try #require(Self.tally(ofRipple: 2, in: composed))
    #expect(tally.frames(.removing, .occluded) > 0)
    #expect(tally.frames(.removing, .visible) + tally.frames(.removing, .partial) > 0)
  }

  /// A compositing group of opacity 1 above the ripples holds a tint of alpha 0.5 over the
  /// whole scene: the group lets half through, so the ripple held from 0 to 2 is `partial`
  /// once grown. Taking the group for opaque, as if any leaf in it were, would seal it
  /// `occluded`.
  @Test func sealedAnalysisEqualsTheComposedOneUnderATranslucentCompositingGroup() throws {
    let header = try TestHeaders.seed(
      overlays:
        ##", {"name": "veil", "compositingGroup": true, "children": [{"name": "tint", "fill": "#0000FF80"}]}"##
    )
    let events = [
      TraceEvent(time: 0, kind: .down(pointer: 1, at: Point(x: 150, y: 40))),
      TraceEvent(time: 2, kind: .up(pointer: 1, at: nil)),
    ]
    let composed = try Self.composedOutputs(of: events, on: header)
    let tally = try #require(Self.tally(ofRipple: 1, in: composed))
    #expect(tally.frames(.present, .partial) > 0 && tally.frames(.present, .occluded) == 0)
  }

  /// A ripple released 50 ms into its scale-in sinks beneath `tag` (SPEC §4 rule 1) and goes
  /// on growing while it fades, until its disk reaches `tag` at x 160: from then on the
  /// removal ordering hides part of it, `removal-reordered`. Before, `patch`, declared after
  /// the forEach so above it either way, half hides its center and nothing else covers it: a
  /// seal as `partial` would never see the reordering.
  @Test func sealedAnalysisEqualsTheComposedOneWhenARemovedRippleGrowsUnderALeaf() throws {
    let text = """
      {"ripplescope": 1, "scene": {"width": 300, "height": 80, "children": [
      {"name": "tag", "fill": "white", "frame": {"x": 160, "y": 30, "width": 20, "height": 20}},
      {"name": "ripple", "forEach": "ripples", "radius": 50, "fill": "gray",
      "transition": {"insertion": "scale", "removal": "opacity"}},
      {"name": "patch", "fill": "white", "opacity": 0.5,
      "frame": {"x": 126, "y": 36, "width": 8, "height": 8}}]}}
      """.replacingOccurrences(of: "\n", with: "")
    let header = try TraceReader(bytes: Array(text.utf8), file: "test.ripple.jsonl").header
    let events = [
      TraceEvent(time: 0, kind: .down(pointer: 1, at: Point(x: 130, y: 40))),
      TraceEvent(time: 0.05, kind: .up(pointer: 1, at: nil)),
    ]
    let composed = try Self.composedOutputs(
      of: events, on: header, scope: AnalysisScope(tallies: false, codes: [.removalReordered]))
    #expect(
      composed.contains {
        if case .finding(let finding) = $0 { finding.code == .removalReordered } else { false }
      })
  }

  /// Six presses on one spot, 0.1 s apart, each scaling in linearly over 20 s (1,200
  /// frames), released one by one from 1 s and fading out linearly over 20 s, while the others
  /// grow and fade above or beneath it (zIndex 1 keeps removed ripples above `base`), under
  /// both orders of SPEC §4 rule 2. Ripples that may hide one another are never sealed: leaps
  /// count most of their frames from the compositions at their two ends, and must count them
  /// as composing each frame does, in every scope, one that asks only which codes occur too.
  @Test(arguments: ["ios17", "legacy"])
  func leapsCountLongFadesAsComposingEveryFrameDoes(sdk: String) throws {
    let header = try TestHeaders.seed(
      recorder: """
        {"onDown": {"animation": {"curve": "linear", "duration": 20}},
        "onUp": {"remove": "matching", "animation": {"curve": "linear", "duration": 20}}}
        """, zIndex: "1", sdk: sdk)
    let spot = Point(x: 150, y: 40)
    let events =
      (1...6).map { TraceEvent(time: 0.1 * Double($0), kind: .down(pointer: $0, at: spot)) }
      + (1...6).map { TraceEvent(time: 0.9 + 0.1 * Double($0), kind: .up(pointer: $0, at: nil)) }
    let trace = Trace(header: header, lines: events.map(TraceLine.event))
    let presence = AnalysisScope(
      tallies: false, codes: AnalysisScope.occlusionCodes, presenceOnly: true)
    for scope in Self.scopes + [presence] {
      var analyzer = TraceAnalyzer(header: header, scope: scope)
      var sealed: [AnalyzerOutput] = []
      var replay = Replay(TraceLineCursor(trace), visitsFrames: true)
      try replay.run { step, simulation in
        analyzer.observe(step, in: simulation) { sealed.append($0) }
      }
      let composed = try Self.outputs(of: TraceLineCursor(trace), scope: scope, seals: false)
      #expect(sealed == composed, "\(scope)")
      #expect(analyzer.framesLeapt > (scope.tallies ? 1000 : 0), "\(scope)")
    }
  }

  @Test func sealedAnalysisEqualsTheComposedOneOnGeneratedPresses() throws {
    for (label, header, events) in try TestHeaders.generatedSequences(
      maxEvents: 24, seed: 7, runs: 15)
    {
      for scope in Self.scopes {
        try Self.composedOutputs(of: events, on: header, scope: scope, label: label)
      }
    }
  }
}
