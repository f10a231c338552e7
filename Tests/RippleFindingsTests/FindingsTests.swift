import RippleFindings
import RippleTrace
import Testing

/// SPEC §7 findings: each case is a trace that triggers one code, the fix the tool must
/// suggest (verified by re-simulation), and the fixed twin that no longer has it.
@Suite struct FindingsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var code: FindingCode
    var recorder = "{}"
    var ripple = #""transition": {"insertion": "scale", "removal": "opacity"}"#
    var base = true
    var cover = false
    var radius = 50
    var events: [String]
    var fix: Fix?
    /// The candidates tried before `fix` that left the code.
    var rejected: [Fix] = []
    var testDescription: String { code.rawValue }
  }

  static let cases: [Case] = [
    // SPEC §8: the removed ripple is painted beneath the opaque base.
    Case(
      code: .removalOccluded, events: [down(0, 1, x: 150), up(0.5, 1)],
      fix: .zIndex(node: "ripple", value: 1)),
    // The same with the forEach's zIndex a state expression that is 0 while the state is off
    // (rule 1 applies, SPEC §4): the constant 1 the fix sets is above every value it can take.
    Case(
      code: .removalOccluded,
      ripple: #""zIndex": {"when": "lifted", "then": 1, "else": 0}, "#
        + #""transition": {"insertion": "scale", "removal": "opacity"}"#,
      events: [down(0, 1, x: 150), up(0.5, 1)], fix: .zIndex(node: "ripple", value: 1)),
    // An opaque cover declared after the forEach hides the inserting ripple (the up keeps
    // the trace going past the insertion: an insertion alone does not extend it).
    Case(
      code: .insertionOccluded, cover: true, events: [down(0, 1, x: 150), up(2, 1)],
      fix: .zIndex(node: "ripple", value: 1)),
    // removeFirst: pointer 2's up removes pointer 1's ripple while pointer 1 is down.
    Case(
      code: .wrongRippleRemoved, events: [down(0, 1, x: 60), down(0.1, 2, x: 240), up(1, 2)],
      fix: .removal(.matching)),
    // A cancel with onCancel: ignore never removes the ripple. (Without the opaque base: over
    // it, the removal the fix brings would fade beneath it, below.)
    Case(
      code: .stuckRipple, base: false, events: [down(0, 1, x: 150), cancel(0.3, 1)],
      fix: .cancelRemoves),
    // Under `onUp.animation: none`, the removal `onCancel: remove` brings ends at once:
    // `instant-removal` is a warning, and only an error the trace did not have rejects a fix.
    Case(
      code: .stuckRipple, recorder: #"{"onUp": {"animation": "none"}}"#, base: false,
      events: [down(0, 1, x: 150), cancel(0.5, 1)], fix: .cancelRemoves),
    // With the base, the removal `onCancel: remove` brings is painted beneath it (SPEC §4
    // rule 1), which hides the whole fade (`removal-occluded`, an error the trace does not
    // have); `matching` alone leaves the cancel ignored, and both together still fade beneath
    // the base. Then `onCancel: remove` with `zIndex: 1`, which puts the ripple above the base
    // (rule 2), is tried and holds.
    Case(
      code: .stuckRipple, events: [down(0, 1, x: 150), cancel(0.3, 1)],
      fix: .all([.cancelRemoves, .zIndex(node: "ripple", value: 1)]),
      rejected: [.cancelRemoves, .removal(.matching), .all([.cancelRemoves, .removal(.matching)])]),
    // The same under `matching`, which the trace has: it is no candidate, nor a part of one,
    // so `onCancel: remove` with `matching` is not tried again as a combination.
    Case(
      code: .stuckRipple, recorder: #"{"onUp": {"remove": "matching"}}"#,
      events: [down(0, 1, x: 150), cancel(0.3, 1)],
      fix: .all([.cancelRemoves, .zIndex(node: "ripple", value: 1)]), rejected: [.cancelRemoves]),
    // Two fingers: with onCancel: remove alone, pointer 2's cancel would remove the oldest
    // record, pointer 1's, while it is down (wrong-ripple-removed, an error the trace does not
    // have); matching alone leaves the cancel ignored. Both together fix it.
    Case(
      code: .stuckRipple, base: false,
      events: [down(0, 1, x: 60), down(0.1, 2, x: 240), cancel(0.3, 2), up(0.5, 1)],
      fix: .all([.cancelRemoves, .removal(.matching)]),
      rejected: [.cancelRemoves, .removal(.matching)]),
    Case(
      code: .instantRemoval,
      ripple: #""transition": {"insertion": "scale", "removal": "identity"}"#, base: false,
      events: [down(0, 1, x: 150), up(1, 1)], fix: .opacityRemoval),
    // Over the opaque base, the fade `opacity` brings is painted beneath it (SPEC §4 rule 1):
    // fully hidden until its alpha drops below 1/255, most of its frames (`removal-occluded`).
    // With `zIndex: 1` as well the ripple stays above the base (rule 2).
    Case(
      code: .instantRemoval,
      ripple: #""transition": {"insertion": "scale", "removal": "identity"}"#,
      events: [down(0, 1, x: 150), up(1, 1)],
      fix: .all([.opacityRemoval, .zIndex(node: "ripple", value: 1)]), rejected: [.opacityRemoval]),
    Case(
      code: .instantRemoval, recorder: #"{"onUp": {"animation": "none"}}"#, base: false,
      events: [down(0, 1, x: 150), up(1, 1)], fix: .animatedRemoval),
    // Both causes at once: neither change alone would animate the removal.
    Case(
      code: .instantRemoval, recorder: #"{"onUp": {"animation": "none"}}"#,
      ripple: #""transition": {"insertion": "scale", "removal": "identity"}"#, base: false,
      events: [down(0, 1, x: 150), up(1, 1)], fix: .all([.opacityRemoval, .animatedRemoval])),
    // A 20 ms tap: the critically damped spring is at x(0.02) ≈ 0.02 < 0.5.
    Case(
      code: .noVisibleFeedback, events: [down(0, 1, x: 150), up(0.02, 1)],
      fix: .exitWaitsForEnter),
    // Twelve fingers pressed 0.25 s apart and held, on ripples of radius 10 25 apart that
    // never overlap, with no base: nothing can hide the fades a cap brings. A removed ripple
    // stays alive for the 0.808 s spring, so a cap of 10 records still leaves 10 + 2 alive
    // at the twelfth press; a cap of 5 leaves at most 5 + 4 (removals at t, t−0.25, t−0.5,
    // t−0.75).
    Case(
      code: .ripplePileup, base: false, radius: 10, events: spreadPresses,
      fix: .maxLive(5), rejected: [.maxLive(10)]),
    // The same under maxLive 10: a cap the trace has already, or a looser one, is no
    // candidate, so 5 is the first tried.
    Case(
      code: .ripplePileup, recorder: #"{"maxLive": 10}"#, base: false, radius: 10,
      events: spreadPresses, fix: .maxLive(5)),
    // An up for a pointer never down: no fix in the app.
    Case(code: .orphanEvent, events: [up(0, 7)], fix: nil),
  ]

  @Test(arguments: cases)
  func findingHasAVerifiedFix(_ test: Case) throws {
    let trace = try findingTrace(test)
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    let summary = try #require(report.summaries.first { $0.code == test.code })
    #expect(summary.fix == test.fix)
    #expect(summary.rejectedFixes.map(\.fix) == test.rejected)
    guard let fix = test.fix else { return }
    var fixed = trace
    fixed.header = fix.applied(to: trace.header)
    let (after, _) = try FindingsAnalysis.run(TraceLineCursor(fixed))
    #expect(!after.contains(test.code))
  }

  /// The two-finger cancel of `cases`: `onCancel: remove` alone is rejected for the error it
  /// brings, which the attempt quotes.
  @Test func aFixThatBringsAnErrorIsRejectedWithIt() throws {
    let test = try #require(Self.cases.first { $0.code == .stuckRipple && $0.events.count == 4 })
    let trace = try findingTrace(test)
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    let summary = try #require(report.summaries.first { $0.code == .stuckRipple })
    let attempt = try #require(summary.rejectedFixes.first)
    #expect(attempt.isNewError)
    #expect(attempt.remaining.code == .wrongRippleRemoved)
    #expect(attempt.remaining.ripples == [1])
    #expect(attempt.remaining.explanation.hasPrefix("pointer 2's cancel removed ripple#1"))
    #expect(summary.rejectedFixes.dropFirst().allSatisfy { !$0.isNewError })
  }

  /// A quick second tap on the first's spot (trace-author walkthrough): `exitWaitsForEnter`
  /// removes its no-visible-feedback but brings a fade of ripple 1 that ripple 2, painted
  /// above it, hides. The zIndex tried with it to remove that brings the very same instance:
  /// its zIndex changed nothing, so the fix is `exitWaitsForEnter` alone, and the pill that
  /// the scene puts above the ripples stays there.
  @Test func aCombinationThatBringsTheSameIsNotTheFix() throws {
    let trace = try Trace(
      lines: [
        #"{"ripplescope": 1, "fps": 24, "scene": {"width": 100, "height": 40, "children": ["#
          + #"{"name": "base", "fill": "primary"}, {"name": "ripple", "forEach": "ripples", "#
          + #""zIndex": 1, "radius": 10, "fill": "gray", "transition": {"insertion": "slide", "#
          + #""removal": ["opacity", {"scale": 0.5}]}}, {"name": "pill", "zIndex": 2, "#
          + #""fill": "black", "frame": {"x": 0, "y": 0, "width": 40, "height": 40}}]}, "#
          + #""recorder": {"onDown": {"animation": {"curve": "spring", "response": 0.3, "#
          + #""dampingFraction": 2.0, "delay": 0.1}}, "onUp": {"animation": "#
          + #"{"curve": "easeIn", "duration": 0.3}}}}"#,
        down(0, 1, x: 50), up(0.3, 1), down(0.7, 2, x: 50), up(0.75, 2),
      ])
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    let summary = try #require(report.summaries.first { $0.code == .noVisibleFeedback })
    #expect(summary.fix == .exitWaitsForEnter)
    #expect(summary.fixBrings?.first.code == .removalOccluded)
    #expect(
      summary.rejectedFixes.map(\.fix) == [
        .all([.exitWaitsForEnter, .zIndex(node: "ripple", value: 3)])
      ])
  }

  /// A stuck ripple whose pointer's gesture was cancelled is explained by what the recorder
  /// does with a cancel: ignored, onEnded never runs; with `onCancel: remove`, the cancel is
  /// handled as a release (SPEC §3) and `first` removed ripple 1 instead, so ripple 2 stays.
  @Test(arguments: [("ignore", "onEnded is never called"), ("remove", "handled as a release")])
  func aStuckRippleSaysWhatItsCancelDid(policy: String, cause: String) throws {
    let events = [down(0, 1, x: 60), down(0.1, 2, x: 240), cancel(1, 2)]
    let trace = try findingTrace(
      Case(code: .stuckRipple, recorder: #"{"onCancel": "\#(policy)"}"#, events: events))
    let (findings, _) = try FindingsAnalysis.run(TraceLineCursor(trace))
    let stuck = try #require(findings.summary(of: .stuckRipple)?.first)
    #expect(stuck.ripples == [2])
    #expect(stuck.explanation.contains(cause), "\(stuck.explanation)")
  }

  /// A stuck ripple's finding starts where its press ended, when it should have begun to go:
  /// an ignored cancel, a release that took another record, the one release of a press with
  /// two records; from its append only when another press of its pointer took over first.
  @Test(arguments: [
    ("{}", [down(0, 1, x: 150), cancel(0.3, 1)], 1, 0.3),
    ("{}", [down(0, 3, x: 50), down(0.1, 1, x: 250), cancel(0.2, 3), up(0.3, 1)], 2, 0.3),
    (
      #"{"onUp": {"remove": "matching"}}"#, [down(0, 1, x: 50), down(0.1, 1, x: 250), up(0.2, 1)],
      2, 0.2
    ),
    (
      #"{"onUp": {"remove": "last"}}"#, [down(0, 1, x: 50), down(0.1, 1, x: 250), up(0.2, 1)],
      1, 0
    ),
  ])
  func aStuckRippleIsStuckFromTheEndOfItsPress(
    recorder: String, events: [String], ripple: Int, start: Double
  ) throws {
    let trace = try findingTrace(Case(code: .stuckRipple, recorder: recorder, events: events))
    let (findings, _) = try FindingsAnalysis.run(TraceLineCursor(trace))
    let stuck = try #require(findings.summary(of: .stuckRipple)?.first)
    #expect(stuck.ripples == [ripple])
    #expect(stuck.start == start)
  }

  /// Each explanation states the cause the trace shows (an explanations hunt found each of
  /// these false): a stuck ripple's own press ended with a cancel, though its pointer's last
  /// release was an up; a stuck ripple came from a second down of a pointer already down, or
  /// stayed as its release took a cancelled press's ripple; an orphan cancel runs nothing under `onCancel: ignore`; another
  /// pointer's release removed a ripple too early to be seen; a pile-up of ripples that were
  /// removed and fade for 3 s, or of records a cap of 20 allows.
  static let explainedCauses:
    [(recorder: String, code: FindingCode, events: [String], cause: String)] = {
      let cancelledThenUp = [down(0, 1, x: 50), cancel(0.1, 1), down(0.2, 1, x: 250), up(0.3, 1)]
      let orphanCancel = [down(0, 1, x: 50), cancel(0.3, 3), up(0.6, 1)]
      let removedByAnother = [down(0, 1, x: 50), down(0.05, 2, x: 250), up(0.06, 2)]
      let quickTaps: [String] = (0..<15).flatMap { press in
        [down(Double(press) / 10, press + 1, x: 150), up(Double(press) / 10 + 0.05, press + 1)]
      }
      let heldPresses: [String] = (0..<15).map { down(Double($0) / 100, $0 + 1, x: 150) }
      let slowFade = #"{"onUp": {"animation": {"curve": "linear", "duration": 3}}}"#
      // A second down of pointer 1 appends ripple 2 to the same press; `matching` removes
      // ripple 1, pointer 1's oldest record, at the one up (SPEC §3), leaving ripple 2.
      let repeatedDown = [down(0, 1, x: 50), down(0.1, 1, x: 250), up(0.2, 1)]
      // Pointer 3's cancel is ignored, so `first` takes its ripple 1 at pointer 1's up,
      // leaving ripple 2 (SPEC §3).
      let releaseTakesCancelled = [
        down(0, 3, x: 50), down(0.1, 1, x: 250), cancel(0.2, 3), up(0.3, 1),
      ]
      return [
        (
          #"{"onUp": {"remove": "matching"}}"#, .stuckRipple, repeatedDown,
          "appended it while that pointer was down (an orphan event), so the press had two "
            + "records, and its release removed ripple#1"
        ),
        ("{}", .stuckRipple, releaseTakesCancelled, "its release removed ripple#1 instead"),
        (
          #"{"onUp": {"remove": "last"}}"#, .stuckRipple, cancelledThenUp,
          "its gesture was cancelled"
        ),
        ("{}", .orphanEvent, orphanCancel, "runs nothing"),
        ("{}", .noVisibleFeedback, removedByAnother, "pointer 2's release removes it"),
        (slowFade, .ripplePileup, quickTaps, "most of them were removed"),
        (
          #"{"maxLive": 20}"#, .ripplePileup, heldPresses,
          "maxLive 20 lets more than 10 records stay"
        ),
      ]
    }()

  @Test(arguments: explainedCauses)
  func explanationsStateTheCauseTheTraceShows(
    recorder: String, code: FindingCode, events: [String], cause: String
  ) throws {
    let trace = try findingTrace(Case(code: code, recorder: recorder, events: events))
    let (findings, _) = try FindingsAnalysis.run(TraceLineCursor(trace))
    let explanation = try #require(findings.summary(of: code)?.first.explanation)
    #expect(explanation.contains(cause), "\(explanation)")
  }

  /// `instant-removal` names what makes the removal end at once: the transition, the animation,
  /// or both (SPEC §7).
  @Test(arguments: [
    ("{}", "identity", "its removal transition is identity, so"),
    (#"{"onUp": {"animation": "none"}}"#, "opacity", "onUp.animation is none, so"),
    (
      #"{"onUp": {"animation": "none"}}"#, "identity",
      "its removal transition is identity and onUp.animation is none, so"
    ),
  ])
  func instantRemovalNamesItsCause(recorder: String, removal: String, cause: String) throws {
    let trace = try findingTrace(
      Case(
        code: .instantRemoval, recorder: recorder,
        ripple: #""transition": {"insertion": "scale", "removal": "\#(removal)"}"#,
        events: [down(0, 1, x: 150), up(1, 1)]))
    let (findings, _) = try FindingsAnalysis.run(TraceLineCursor(trace))
    let explanation = try #require(findings.summary(of: .instantRemoval)?.first.explanation)
    #expect(explanation.contains(cause), "\(explanation)")
  }

  /// A ripple removed while inserting, gone at 0.15 s while its insertion would run until
  /// about 0.8 s: frames k = 0…8 are counted (faded at 0, on top at 1 and 2, beneath base
  /// from the removal at k = 3), 6 of 9 occluded, and the insertion-occluded span ends when it
  /// is gone, as its removal's does, not at 0.8 s.
  @Test func anInsertionCutShortByTheRippleGoneEndsWithIt() throws {
    let quick = #"{"onUp": {"animation": {"curve": "linear", "duration": 0.1}}}"#
    let trace = try findingTrace(
      Case(code: .insertionOccluded, recorder: quick, events: [down(0, 1, x: 150), up(0.05, 1)]))
    let (findings, _) = try FindingsAnalysis.run(TraceLineCursor(trace))
    let insertion = try #require(findings.summary(of: .insertionOccluded)?.first)
    let removal = try #require(findings.summary(of: .removalOccluded)?.first)
    #expect(insertion.explanation.contains("6 of 9 insertion frames"), "\(insertion.explanation)")
    #expect(insertion.end == removal.end && abs(removal.end - 0.15) < 1e-9)
  }

  /// An occluder that is not opaque is not called opaque: three sheens of alpha 0.9 over the
  /// fading ripple let 0.1³ through, hiding it together (SPEC §7), the lowest named.
  @Test func aTranslucentOccluderHidesWithoutBeingOpaque() throws {
    let sheens = (1...3).map { ##"{"name": "sheen\##($0)", "fill": "#000000E6"}"## }
    let header =
      #"{"ripplescope": 1, "scene": {"width": 300, "height": 80, "children": ["#
      + #"{"name": "ripple", "forEach": "ripples", "radius": 50, "fill": "gray", "#
      + #""transition": {"insertion": "scale", "removal": "opacity"}}, "#
      + sheens.joined(separator: ", ") + "]}}"
    let lines = [header, down(0, 1, x: 150), up(0.5, 1)]
    let trace = try Trace(lines: lines)
    let (findings, _) = try FindingsAnalysis.run(TraceLineCursor(trace))
    let explanation = try #require(findings.summary(of: .removalOccluded)?.first.explanation)
    #expect(explanation.contains("hides it") && !explanation.contains("opaque"), "\(explanation)")
  }

  /// The identity removal over the opaque base of `cases`: `opacity` alone is rejected for
  /// the `removal-occluded` it brings, quoted with the base that hides it.
  @Test func aFixThatBringsAnOcclusionIsRejectedWithIt() throws {
    let test = try #require(
      Self.cases.first { $0.code == .instantRemoval && $0.base && $0.recorder == "{}" })
    let trace = try findingTrace(test)
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    let summary = try #require(report.summaries.first { $0.code == .instantRemoval })
    let attempt = try #require(summary.rejectedFixes.first)
    #expect(attempt.isNewError)
    #expect(attempt.remaining.code == .removalOccluded)
    #expect(attempt.remaining.explanation.contains("'base' is opaque over it"))
  }

  /// Identity removals of ripples 1 (x 60) and 2 (x 240) over the opaque base, each by its
  /// own finger's up (the first record each time), ripple 3 held on ripple 1's spot, all
  /// pressed at 0 (ios17, the default). Every candidate that animates the removals brings
  /// `removal-occluded`, which the trace does not have:
  /// - `opacity` alone: both fades are painted beneath every current sibling, the base among
  ///   them (SPEC §4 rule 1): 2 instances;
  /// - with `zIndex: 1`: `removed + current` sorted by zIndex is base, ripple#1, ripple#2,
  ///   ripple#3 (rule 2), so ripple 2 shows, but ripple 1 fades beneath ripple 3's opaque
  ///   disk, the same disk: 1 instance.
  /// The one that brings the fewest is the fix, with what it brings.
  @Test func whenEveryCandidateBringsOcclusionsTheFewestWins() throws {
    let test = Case(
      code: .instantRemoval,
      ripple: #""transition": {"insertion": "scale", "removal": "identity"}"#,
      events: [down(0, 1, x: 60), down(0, 3, x: 240), down(0, 2, x: 60), up(1, 1), up(1, 3)])
    let trace = try findingTrace(test)
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    let summary = try #require(report.summaries.first { $0.code == .instantRemoval })
    #expect(summary.fix == .all([.opacityRemoval, .zIndex(node: "ripple", value: 1)]))
    let brought = try #require(summary.fixBrings)
    #expect(brought.count == 1)
    #expect(brought.first.code == .removalOccluded)
    #expect(brought.first.ripples == [1])
    #expect(summary.rejectedFixes.map(\.fix) == [.opacityRemoval])
    #expect(summary.rejectedFixes.first?.isNewError == true)
  }

  /// Finger 1's press on (150, 40) is cancelled at 1 and ignored (`stuck-ripple`), and
  /// finger 2 presses the same spot at once. `onCancel: remove` ends ripple 1 with a 1 s
  /// fade beneath the opaque base (SPEC §4 rule 1): 1 `removal-occluded`, which the trace
  /// does not have. With `zIndex: 1` as well the fade is above the base (rule 2) but beneath
  /// ripple 2, current at the same zIndex, whose opaque disk covers it from 0.05 s on: 1 as
  /// well, which no candidate removes. On the tie the combination is the fix: it removes
  /// what can be removed.
  @Test func onATieTheCombinationThatRemovesWhatTheOtherBringsWins() throws {
    let trace = try baseAndRipples(
      recorder:
        #"{"onDown": {"animation": {"curve": "linear", "duration": 0.05}}, "#
        + #""onUp": {"animation": {"curve": "linear", "duration": 1}}}"#,
      events: [down(0, 1, x: 150), cancel(1, 1), down(1, 2, x: 150)])
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    let summary = try #require(report.summaries.first { $0.code == .stuckRipple })
    #expect(summary.fix == .all([.cancelRemoves, .zIndex(node: "ripple", value: 1)]))
    let brought = try #require(summary.fixBrings)
    #expect(brought.count == 1)
    #expect(brought.first.explanation.contains("'ripple#2', painted above it"))
    #expect(summary.rejectedFixes.first?.fix == .cancelRemoves)
  }

  /// A linear 10 s fade from 1 under the opaque base, released at 1: α = 1 − (t − 1)/10 is
  /// below ε = 1/255 after t − 1 > 9.96 s, so of its 600 frames (k = 60…659 at 60 fps) k = 658
  /// and 659 are faded, 598 occluded: 99.7 %, said as 99 %, not 100 %, which would claim all.
  @Test func aShareShortOfAllIsNeverSaidAsAHundredPercent() throws {
    let trace = try baseAndRipples(
      recorder: #"{"onUp": {"animation": {"curve": "linear", "duration": 10}}}"#,
      events: [down(0, 1, x: 150), up(1, 1)])
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    let finding = try #require(report.summaries.first { $0.code == .removalOccluded }?.first)
    #expect(finding.explanation.contains("hidden in 598 of 600 removal frames (99%)"))
  }

  /// A translucent sheen at zIndex 2 above the ripple by design: the fix is the lowest
  /// zIndex that lifts the fade above the opaque base, 1 (base 0 < ripple 1 < sheen 2, SPEC
  /// §4 rule 2), where one above every sibling (3) would lift it over the sheen too. Under the
  /// sheen's α = 0x20/255 the fade keeps T = 0.875: partial, never occluded.
  @Test func theZIndexFixIsTheLowestThatWorks() throws {
    let trace = try Trace(
      bytes: Array(
        """
        {"ripplescope": 1, "scene": {"width": 300, "height": 80, "children": [\
        {"name": "base", "fill": "primary"}, \
        {"name": "ripple", "forEach": "ripples", "radius": 50, "fill": "gray", \
        "transition": {"insertion": "scale", "removal": "opacity"}}, \
        {"name": "sheen", "fill": "#FFFFFF20", "zIndex": 2}]}}
        \(down(0, 1, x: 150))
        \(up(0.5, 1))
        """.utf8), file: "sheen")
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    let summary = try #require(report.summaries.first { $0.code == .removalOccluded })
    #expect(summary.fix == .zIndex(node: "ripple", value: 1))
    #expect(summary.rejectedFixes.isEmpty)
  }

  /// Ripples in a `content` group with an opaque `capsule`, under an opaque `glass`, a
  /// sibling of the group, over the whole scene: the removed ripple is beneath the capsule
  /// (SPEC §4 rule 1) and the glass. `zIndex: 1` on the ripple leaves the glass over it, and
  /// `zIndex: 1` on content leaves the capsule over it, in every removal frame; both together
  /// put it on top, fading from alpha 1 at 0.5 s.
  @Test func theRippleAndItsGroupAreRaisedTogetherWhenNeitherAloneWorks() throws {
    let trace = try Trace(
      bytes: Array(
        """
        {"ripplescope": 1, "scene": {"width": 100, "height": 48, "children": [        {"name": "content", "children": [{"name": "capsule", "fill": "indigo"},         {"name": "ripple", "forEach": "ripples", "radius": 30, "fill": "gray",         "transition": {"insertion": "scale", "removal": "opacity"}}]},         {"name": "glass", "fill": "gray"}]}}
        {"t": 0, "type": "down", "pointer": 1, "x": 50, "y": 24}
        {"t": 0.5, "type": "up", "pointer": 1}
        """.utf8), file: "glass")
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    let summary = try #require(report.summaries.first { $0.code == .removalOccluded })
    #expect(
      summary.fix
        == .all([.zIndex(node: "ripple", value: 1), .zIndex(node: "content", value: 1)]))
    #expect(
      summary.rejectedFixes.map(\.fix) == [
        .zIndex(node: "ripple", value: 1), .zIndex(node: "content", value: 1),
      ])
  }

  /// As above, with the capsule at zIndex 2 and a label at 0 beside the ripples (code
  /// review): the ripple at 1 stays beneath the capsule, so both raised by their lowest
  /// values leave it hidden; raised by their highest, the ripple at 3 is above the capsule.
  @Test func theRippleAndItsGroupAreRaisedTogetherByTheirHighestToo() throws {
    let trace = try Trace(
      bytes: Array(
        """
        {"ripplescope": 1, "scene": {"width": 100, "height": 48, "children": [\
        {"name": "content", "children": [{"name": "capsule", "fill": "indigo", "zIndex": 2}, \
        {"name": "label", "fill": "white", "frame": {"x": 0, "y": 0, "width": 5, "height": 5}}, \
        {"name": "ripple", "forEach": "ripples", "radius": 30, "fill": "gray", \
        "transition": {"insertion": "scale", "removal": "opacity"}}]}, \
        {"name": "glass", "fill": "gray"}]}}
        {"t": 0, "type": "down", "pointer": 1, "x": 50, "y": 24}
        {"t": 0.5, "type": "up", "pointer": 1}
        """.utf8), file: "combo")
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    let summary = try #require(report.summaries.first { $0.code == .removalOccluded })
    let ripple = { (value: Double) in Fix.zIndex(node: "ripple", value: value) }
    let content = Fix.zIndex(node: "content", value: 1)
    #expect(summary.fix == .all([ripple(3), content]))
    #expect(
      summary.rejectedFixes.map(\.fix) == [
        ripple(1), ripple(3), content, .all([ripple(1), content]),
      ])
  }

  /// A ripple at zIndex 5 beside a label at 5 over the left half of a 100×100 scene: under
  /// ios17 the removed ripple goes beneath the label (SPEC §4 rule 2, ties put removed items
  /// first), which overlaps it (`removal-reordered`). `zIndex: 1`, one above the base's
  /// 0, would lower the ripple beneath the label for its whole life: the candidates are those
  /// at or above its own zIndex, so the fix is 6. With the label at 0 and a second press on
  /// the same spot at t = 0.5, whose opaque ripple (grown by t = 1) hides the whole fade
  /// (`removal-occluded`), the ripple at 5 is above every sibling: no candidate is left.
  @Test(arguments: [(5, Fix?.some(.zIndex(node: "ripple", value: 6))), (0, nil)])
  func aZIndexFixNeverLowersTheRipple(labelZIndex: Int, fix: Fix?) throws {
    let trace = try Trace(
      bytes: Array(
        """
        {"ripplescope": 1, "scene": {"width": 100, "height": 100, "children": [\
        {"name": "base", "fill": "primary"}, \
        {"name": "label", "fill": "white", "zIndex": \(labelZIndex), \
        "frame": {"x": 0, "y": 0, "width": 50, "height": 100}}, \
        {"name": "ripple", "forEach": "ripples", "radius": 20, "fill": "gray", "zIndex": 5, \
        "transition": {"insertion": "scale", "removal": "opacity"}}]}}
        {"t": 0, "type": "down", "pointer": 1, "x": 50, "y": 50}
        \(labelZIndex == 5 ? "" : #"{"t": 0.5, "type": "down", "pointer": 2, "x": 50, "y": 50}"#)
        {"t": 1, "type": "up", "pointer": 1}
        """.utf8), file: "label")
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    let code: FindingCode = labelZIndex == 5 ? .removalReordered : .removalOccluded
    let summary = try #require(report.summaries.first { $0.code == code })
    #expect(summary.fix == fix)
    #expect(summary.rejectedFixes.isEmpty)
  }

  /// The seed bug with the base at zIndex 1e16, where adding 1 is lost to rounding: the fix
  /// is the next double up, which SPEC §4 rule 2 paints above the base.
  @Test func aZIndexFixIsAboveAHugeSibling() throws {
    let trace = try Trace(
      bytes: Array(
        """
        {"ripplescope": 1, "scene": {"width": 300, "height": 80, "children": [\
        {"name": "base", "fill": "primary", "zIndex": 1e16}, \
        {"name": "ripple", "forEach": "ripples", "radius": 50, "fill": "gray", \
        "transition": {"insertion": "scale", "removal": "opacity"}}]}}
        \(down(0, 1, x: 150))
        \(up(0.5, 1))
        """.utf8), file: "huge")
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    let summary = try #require(report.summaries.first { $0.code == .removalOccluded })
    #expect(summary.fix == .zIndex(node: "ripple", value: 1e16.nextUp))
  }

  /// A second press on the spot of a held first one, released at once under `remove:
  /// last`: the removed ripple 2 is painted beneath the current ripple 1, which hides its
  /// fade, only by SPEC §4's removal ordering (as a current item, the later record is above):
  /// rule 1 with no zIndex; with zIndex 1 on the forEach, rule 2's tie under ios17. The
  /// explanation names that rule, as it does for a leaf of another node.
  @Test(arguments: [false, true])
  func aRippleThatHidesARemovedOneNamesTheOrderingRule(zIndexOnRipples: Bool) throws {
    let ripple =
      #""transition": {"insertion": "scale", "removal": "opacity"}"#
      + (zIndexOnRipples ? #", "zIndex": 1"# : "")
    let trace = try findingTrace(
      Case(
        code: .removalOccluded, recorder: #"{"onUp": {"remove": "last"}}"#, ripple: ripple,
        base: zIndexOnRipples, events: [down(0, 1, x: 150), down(0.9, 2, x: 150), up(1, 2)]))
    let (findings, _) = try FindingsAnalysis.run(TraceLineCursor(trace))
    let explanation = try #require(findings.summary(of: .removalOccluded)?.first.explanation)
    let rule =
      zIndexOnRipples
      ? "with sdk ios17, is painted beneath current siblings of equal zIndex"
      : "removed views are painted beneath current siblings when no zIndex is set"
    #expect(explanation.hasPrefix("ripple#2 is hidden in"), "\(explanation)")
    #expect(explanation.hasSuffix(rule + "; 'ripple#1' is opaque over it"), "\(explanation)")
  }

  /// The seed bug with a removal delayed 10 s, then a linear 0.2 s fade: its window is
  /// [1, 11.2), 612 frames at 60 fps. The 600 frames of the delay are one still span,
  /// classified once and counted 600 times; beneath the opaque base at alpha 1, then
  /// 1 − (t − 11) / 0.2 ≥ 1/255 up to k = 671, every one of them is occluded.
  @Test func aStillSpanCountsEveryFrameOfItsWindow() throws {
    let recorder = #"{"onUp": {"animation": {"curve": "linear", "duration": 0.2, "delay": 10}}}"#
    let trace = try findingTrace(
      Case(code: .removalOccluded, recorder: recorder, events: [down(0, 1, x: 150), up(1, 1)]))
    let report = try FindingsAnalysis.analyze(verifiesFixes: false) { TraceLineCursor(trace) }
    let summary = try #require(report.summaries.first { $0.code == .removalOccluded })
    #expect(summary.first.explanation.contains("hidden in 612 of 612 removal frames (100%)"))
  }

  @Test func seedBugExplanationNamesTheLayerAndTheRule() throws {
    let trace = try findingTrace(Self.cases[0])
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    #expect(report.count == 1)
    let explanation = try #require(report.summaries.first?.first.explanation)
    #expect(explanation.contains("'base'"))
    #expect(explanation.contains("removed views are painted beneath current siblings"))
  }

  /// A tap removed while inserting, under an opaque cover declared after the forEach. The
  /// cover is above the ripple whether or not it is removed, so without base the
  /// explanations name it without blaming SPEC §4's removal ordering. With base, the removal's
  /// occluder is the lowest leaf that hides the ripple alone (SPEC §7): base, which only that
  /// ordering puts above it.
  @Test(arguments: [false, true])
  func onlyALayerAboveByRemovalOrderIsBlamedOnIt(withBase: Bool) throws {
    let trace = try findingTrace(
      Case(
        code: .removalOccluded, base: withBase, cover: true,
        events: [down(0, 1, x: 150), up(0.2, 1)]))
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    let rule = "removed views are painted beneath current siblings when no zIndex is set"
    let removal = try #require(report.summaries.first { $0.code == .removalOccluded })
    #expect(
      removal.first.explanation.hasSuffix(
        withBase
          ? "\(rule); 'base' is opaque over it" : "'cover', painted above it, is opaque over it"))
    guard !withBase else { return }
    let insertion = try #require(report.summaries.first { $0.code == .insertionOccluded })
    #expect(insertion.first.explanation.hasSuffix("'cover' is painted above it"))
  }

  /// A translucent `L0` over the left half of the ripple, and a removal: SPEC §4 paints the
  /// removed ripple beneath L0 by rule 1 while every zIndex is 0, even one an expression could
  /// raise (legacy, `b` never set), and by rule 2 when the ripple and L0 share zIndex 1
  /// (ios17 paints a removed view beneath current siblings of equal zIndex). The explanation
  /// names the rule in effect.
  @Test(arguments: [
    (
      "legacy", #"{"when": "b", "then": 1, "else": 0}"#, "0",
      "removed views are painted beneath current siblings when no zIndex is set"
    ),
    (
      "ios17", "1", "1",
      "a removed view keeps its zIndex and, with sdk ios17, is painted beneath current "
        + "siblings of equal zIndex"
    ),
  ])
  func reorderingNamesTheRuleInEffect(
    sdk: String, rippleZIndex: String, coverZIndex: String, rule: String
  ) throws {
    let header = """
      {"ripplescope": 1, "sdk": "\(sdk)", "scene": {"width": 20, "height": 80, "children": [
      {"name": "L0", "fill": "#00000080", "zIndex": \(coverZIndex),
       "frame": {"x": 0, "y": 0, "width": 10, "height": 80}},
      {"name": "ripple", "forEach": "ripples", "fill": "gray", "radius": 5,
       "zIndex": \(rippleZIndex)}]}}
      """.replacingOccurrences(of: "\n", with: "")
    let trace = try Trace(lines: [header, down(0, 1, x: 10), up(0.5, 1)])
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    let reordered = try #require(report.summaries.first { $0.code == .removalReordered })
    // One leaf, L0: "overlaps", whether it covers part of the disk (here) or all of it.
    #expect(reordered.first.explanation.hasSuffix("'L0', which overlaps it: \(rule)"))
  }

  /// Under `zIndex: 1` the ripple fading beneath a newer one at the same point stays hidden
  /// (traces/sibling-ripple-over-removal*.ripple.jsonl reason it out): the fix is rejected,
  /// with that ripple as what it leaves and its occluder named.
  @Test func rejectedFixKeepsAnInstanceItLeaves() throws {
    let events = [
      down(0, 1, x: 150), up(1, 1), down(2, 2, x: 150), down(2.05, 3, x: 150), up(3.5, 2),
      up(5, 3),
    ]
    let trace = try findingTrace(Case(code: .removalOccluded, events: events))
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    let summary = try #require(report.summaries.first { $0.code == .removalOccluded })
    #expect(summary.count == 3)
    #expect(summary.fix == nil)
    let attempt = try #require(summary.rejectedFixes.first)
    #expect(summary.rejectedFixes.count == 1)
    #expect(attempt.fix == .zIndex(node: "ripple", value: 1))
    #expect(attempt.remaining.code == .removalOccluded)
    #expect(attempt.remaining.ripples == [2])
    #expect(attempt.remaining.explanation.contains("'ripple#3', painted above it, is opaque"))
  }

  /// Twelve presses `spacing` apart, none released: maxLive 10 removes the oldest at the
  /// 11th and 12th, but those fade out for 0.8 s: 11, then 12 alive. The explanation names
  /// the wait for the insertion only when a removed one waited (exitWaitsForEnter, SPEC §3):
  /// 0.05 s apart, ripple 1's insertion (to 0.05 + 0.808 s) has not ended at the 11th press
  /// (0.55 s); 0.25 s apart, it ended long before the 11th (2.75 s), and nothing waits.
  @Test(arguments: [(false, 0.25, false), (true, 0.25, false), (true, 0.05, true)])
  func pileupUnderACapSaysRemovedRipplesOutliveIt(
    exitWaitsForEnter: Bool, spacing: Double, waits: Bool
  ) throws {
    let presses = (1...12).map { down(Double($0) * spacing, $0, x: 150) }
    let recorder = #"{"maxLive": 10, "exitWaitsForEnter": \#(exitWaitsForEnter)}"#
    let trace = try findingTrace(Case(code: .ripplePileup, recorder: recorder, events: presses))
    let (findings, _) = try FindingsAnalysis.run(TraceLineCursor(trace))
    let explanation = try #require(findings.summary(of: .ripplePileup)?.first.explanation)
    #expect(explanation.contains("maxLive 10 bounds the records"))
    #expect(!explanation.contains("nothing bounds"))
    #expect(explanation.contains("waits for its insertion to end") == waits)
  }

  /// Twelve taps 0.1 s apart, each released after 50 ms, under exitWaitsForEnter with 3 s
  /// insertions: every removal waits for its insertion (SPEC §3), so twelve are alive though
  /// each was removed; no cap was at work, whatever maxLive is (at 3, every record in the
  /// array waits and the 4th append removes nothing).
  @Test(arguments: ["", #", "maxLive": 3"#])
  func pileupOfWaitingRemovalsSaysSo(maxLive: String) throws {
    let taps = (0..<12).flatMap { tap in
      [down(Double(tap) / 10, 1, x: 10 + 20 * Double(tap)), up(Double(tap) / 10 + 0.05, 1)]
    }
    let recorder = #"""
      {"exitWaitsForEnter": true\#(maxLive), "onDown": {"animation": \#
      {"curve": "linear", "duration": 3}}, "onUp": {"remove": "matching"}}
      """#
    let trace = try findingTrace(
      Case(code: .ripplePileup, recorder: recorder, radius: 5, events: taps))
    let (findings, _) = try FindingsAnalysis.run(TraceLineCursor(trace))
    let explanation = try #require(findings.summary(of: .ripplePileup)?.first.explanation)
    #expect(explanation.contains("most of them were removed"), "\(explanation)")
    #expect(explanation.contains("waits for its insertion to end (exitWaitsForEnter)"))
    #expect(!explanation.contains("bounds the records"))
  }

  /// Fourteen presses on one spot 0.1 s apart, none released, then one far off at 3 s. Under
  /// maxLive 10 the 11th to 14th presses (1.0–1.3 s) remove ripples 1–4, each fading for the
  /// default spring's settle time, 0.8082 s (SPEC §8): the pile-up starts at 1.0 s with
  /// ripples 1–11 and ends when ripple 4 is gone, at 1.3 + 0.8082 = 2.1082 s, before the last
  /// press. The re-simulation stops classifying frames once the pile-up has started, and must
  /// still follow it to that end.
  @Test func aRejectedCapQuotesThePileupToItsEnd() throws {
    let presses = (0..<14).map { down(Double($0) / 10, $0 + 1, x: 150) } + [down(3, 15, x: 290)]
    let trace = try findingTrace(Case(code: .ripplePileup, events: presses))
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    let summary = try #require(report.summaries.first { $0.code == .ripplePileup })
    let attempt = try #require(summary.rejectedFixes.first)
    #expect(attempt.fix == .maxLive(10))
    #expect(attempt.remaining.ripples == Array(1...11))
    #expect(attempt.remaining.start == 1)
    #expect(abs(attempt.remaining.end - 2.1082) < 1e-3)
  }

  /// A press at 0.2 s released at 0.3 s: 0.3 − 0.2 is 0.0999… in doubles, and the
  /// explanation rounds it to 100 ms rather than truncating it to 99.
  @Test func noVisibleFeedbackRoundsItsMilliseconds() throws {
    let trace = try findingTrace(
      Case(code: .noVisibleFeedback, events: [down(0.2, 1, x: 150), up(0.3, 1)]))
    let (findings, _) = try FindingsAnalysis.run(TraceLineCursor(trace))
    let explanation = try #require(findings.summary(of: .noVisibleFeedback)?.first.explanation)
    #expect(explanation.contains("removal starts 100 ms after its press"), "\(explanation)")
  }

  /// A forEach inside a group: the removed ripple is painted beneath `background` in the
  /// group's own ZStack (SPEC §4 rules 1 and 3), and `zIndex: 1` on `ripple` there lifts it.
  @Test func aNestedForEachIsFixedWhereItIsDeclared() throws {
    let lines = [
      #"{"ripplescope": 1, "scene": {"width": 300, "height": 80, "children": ["#
        + #"{"name": "body", "children": [{"name": "background", "fill": "blue"}, "#
        + #"{"name": "ripple", "forEach": "ripples", "radius": 50, "fill": "gray", "#
        + #""transition": {"insertion": "scale", "removal": "opacity"}}]}]}}"#,
      down(0, 1, x: 150), up(0.5, 1),
    ]
    let trace = try Trace(lines: lines)
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    let summary = try #require(report.summaries.first { $0.code == .removalOccluded })
    #expect(summary.fix == .zIndex(node: "ripple", value: 1))
  }

  /// A rejected fix that brings several errors quotes the earliest. Under `legacy` (SPEC §4
  /// rule 2: current + removed, stable-sorted by zIndex), ripples at zIndex 1 with an
  /// `identity` removal, whose animation waits 1 s then runs 1 s linearly; `cover` (x 0…100)
  /// goes to zIndex 2 at t = 1. With the `opacity` removal tried for `instant-removal`,
  /// ripple 1 (x 40, its disk inside the cover's frame once clipped) fades from 1.1 s beneath
  /// the cover, fully hidden (`removal-occluded` from 1.1 s), and ripple 2, removed at 2 s,
  /// fades above ripple 3, pressed on its spot at 2 s, which inserts beneath it still opaque
  /// (`insertion-occluded` from 2 s). The attempt quotes ripple 1's, the earlier.
  @Test func aRejectedFixQuotesTheEarliestErrorItBrings() throws {
    let lines = [
      #"{"ripplescope": 1, "sdk": "legacy", "scene": {"width": 300, "height": 80, "children": ["#
        + #"{"name": "base", "fill": "primary"}, {"name": "cover", "fill": "blue", "#
        + #""frame": {"x": 0, "y": 0, "width": 100, "height": 80}, "#
        + #""zIndex": {"when": "up", "then": 2, "else": 0}}, {"name": "ripple", "#
        + #""forEach": "ripples", "radius": 50, "fill": "gray", "zIndex": 1, "#
        + #""transition": {"insertion": "scale", "removal": "identity"}}]}, "recorder": "#
        + #"{"onUp": {"animation": {"curve": "linear", "duration": 1, "delay": 1}}}}"#,
      down(0, 1, x: 40), down(0.5, 2, x: 220), #"{"t": 1, "type": "state", "set": {"up": true}}"#,
      up(1.1, 1), down(2, 3, x: 220), up(2, 2),
    ]
    let trace = try Trace(lines: lines)
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    let summary = try #require(report.summaries.first { $0.code == .instantRemoval })
    let attempt = try #require(summary.rejectedFixes.first)
    #expect(attempt.fix == .opacityRemoval && attempt.isNewError)
    #expect(attempt.remaining.code == .removalOccluded)
    #expect(attempt.remaining.ripples == [1])
    #expect(attempt.remaining.start == 1.1)
  }

  /// An up at 0.146 s: the default spring's progress x(0.146) = 1 − (1 + ωt)e^(−ωt) with
  /// ω = 11.424 is 0.4967, under one half though it rounds to 50%. With maxLive 1 a second
  /// press 0.1 s after the first removes the first at progress x(0.1) = 0.316, and no tap ended.
  @Test func noVisibleFeedbackReadsAsUnderHalfAndNamesItsCause() throws {
    let tap = try findingTrace(
      Case(code: .noVisibleFeedback, events: [down(0, 1, x: 150), up(0.146, 1)]))
    let tapReport = try FindingsAnalysis.analyze(verifiesFixes: false) { TraceLineCursor(tap) }
    let tapText = try #require(
      tapReport.summaries.first { $0.code == .noVisibleFeedback }?.first.explanation)
    #expect(
      tapText.contains(
        "progress 49.6% (< 50%): the tap ends before the ripple has grown halfway, so it fades"))
    let capped = try findingTrace(
      Case(
        code: .noVisibleFeedback, recorder: #"{"maxLive": 1}"#,
        events: [down(0, 1, x: 150), down(0.1, 2, x: 150)]))
    let cappedReport = try FindingsAnalysis.analyze(verifiesFixes: false) {
      TraceLineCursor(capped)
    }
    let cappedText = try #require(
      cappedReport.summaries.first { $0.code == .noVisibleFeedback }?.first.explanation)
    #expect(cappedText.contains("progress 32% (< 50%): an append at maxLive removes it"))
  }

  @Test func pileupIsOneFindingPerEpisode() throws {
    let presses = (1...12).map { down(Double($0) / 100, $0, x: 150) }
    let releases = (1...12).map { up(2 + Double($0) / 100, $0) }
    let again = (1...12).map { down(10 + Double($0) / 100, $0, x: 150) }
    let trace = try findingTrace(Case(code: .ripplePileup, events: presses + releases + again))
    let (findings, _) = try FindingsAnalysis.run(TraceLineCursor(trace))
    #expect(findings.summaries.first { $0.code == .ripplePileup }?.count == 2)
  }

  /// The 11th press starts the episode with ripples 1–11 alive; the 12th joins it later, so
  /// the finding does not name it and its lifecycle does not list the code.
  @Test func pileupIsListedByTheRipplesItNames() throws {
    let presses = (1...12).map { down(Double($0) / 100, $0, x: 150) }
    let trace = try findingTrace(Case(code: .ripplePileup, events: presses))
    var listing: [Int: Bool] = [:]
    _ = try FindingsAnalysis.run(
      TraceLineCursor(trace),
      output: { output in
        if case .lifecycle(let entry) = output {
          listing[entry.ripple.id] = entry.findings.contains(.ripplePileup)
        }
      })
    #expect(listing == Dictionary(uniqueKeysWithValues: (1...12).map { ($0, $0 <= 11) }))
  }

  /// SPEC §7: a pile-up lasts while more than 10 ripples are alive, so it ends when a ripple
  /// that goes brings the count back to 10. Ripples 1 and 2 are released 5 ms apart, so they
  /// go 5 ms apart, between two frames (and between two events, which is all a run without
  /// frames sees). With 11 alive, the first to go ends it: ripple 2, released first though
  /// ripple 1 comes first in the array. With 12, the second does: ripple 2 again.
  @Test(
    arguments: [AnalysisScope.full, AnalysisScope(tallies: false, codes: [.ripplePileup])],
    [10, 11])
  func pileupEndsWhenTheCountIsBackToTen(scope: AnalysisScope, pressedAtOnce: Int) throws {
    let presses = (1...pressedAtOnce).map { down(0, $0, x: Double(20 * $0)) }
    let releases = pressedAtOnce == 10 ? [up(0.1, 2), up(0.105, 1)] : [up(0.1, 1), up(0.105, 2)]
    let events = presses + releases + [down(0.2, pressedAtOnce + 1, x: 250)]
    let trace = try findingTrace(
      Case(code: .ripplePileup, recorder: #"{"onUp": {"remove": "matching"}}"#, events: events))
    var ends: [Double] = []
    var goneAt: [Int: Double] = [:]
    var order: [Int] = []
    _ = try FindingsAnalysis.run(
      TraceLineCursor(trace), scope: scope,
      output: { output in
        switch output {
        case .finding(let finding) where finding.code == .ripplePileup: ends.append(finding.end)
        case .lifecycle(let entry):
          order.append(entry.ripple.id)
          goneAt[entry.ripple.id] = entry.ripple.removal?.goneAt
        default: break
        }
      })
    let (one, two) = (try #require(goneAt[1]), try #require(goneAt[2]))
    #expect(ends == [two])
    // Lifecycles come in the order ripples go.
    #expect(order.prefix(2) == (one < two ? [1, 2] : [2, 1]))
  }

  private func findingTrace(_ test: Case) throws -> Trace {
    let base = test.base ? #"{"name": "base", "fill": "primary"}, "# : ""
    let cover = test.cover ? #", {"name": "cover", "fill": "black"}"# : ""
    let header = """
      {"ripplescope": 1, "recorder": \(test.recorder), "scene": {"width": 300, "height": 80,
       "children": [\(base)
        {"name": "ripple", "forEach": "ripples", "radius": \(test.radius), "fill": "gray",
         \(test.ripple)}
        \(cover)]}}
      """.replacingOccurrences(of: "\n", with: "")
    return try Trace(lines: [header] + test.events)
  }
}

/// Twelve presses 0.25 s apart at x = 12.5, 37.5, …, 287.5.
private let spreadPresses = (1...12).map { down(Double($0) / 4, $0, x: 25 * Double($0) - 12.5) }

/// A trace of the opaque `base` beneath a forEach of ripples (radius 50, gray, scaling in
/// and fading out), with a recorder and event lines.
private func baseAndRipples(recorder: String, events: [String]) throws -> Trace {
  let header = """
    {"ripplescope": 1, "scene": {"width": 300, "height": 80, "children": [\
    {"name": "base", "fill": "primary"}, \
    {"name": "ripple", "forEach": "ripples", "radius": 50, "fill": "gray", \
    "transition": {"insertion": "scale", "removal": "opacity"}}]}, "recorder": \(recorder)}
    """
  return try Trace(lines: [header] + events, file: "base and ripples")
}

extension Trace {
  /// The trace of these lines: a header, then events and expectations.
  fileprivate init(lines: [String], file: String = "test") throws {
    try self.init(bytes: Array(lines.joined(separator: "\n").utf8), file: file)
  }
}

private func down(_ time: Double, _ pointer: Int, x: Double) -> String {
  #"{"t": \#(time), "type": "down", "pointer": \#(pointer), "x": \#(x), "y": 40}"#
}

private func up(_ time: Double, _ pointer: Int) -> String {
  #"{"t": \#(time), "type": "up", "pointer": \#(pointer)}"#
}

private func cancel(_ time: Double, _ pointer: Int) -> String {
  #"{"t": \#(time), "type": "cancel", "pointer": \#(pointer)}"#
}
