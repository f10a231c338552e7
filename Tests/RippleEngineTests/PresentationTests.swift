import RippleEngine
import RippleTrace
import Testing

/// SPEC §6: phases, additive interruption and state animations.
@Suite struct PresentationTests {
  /// easeInOut over 1 s in, linear over 0.5 s out, removed at 0.25: the scale keeps growing
  /// to easeInOut's value while the opacity falls linearly (WWDC23 additive animations).
  @Test func removalDuringInsertionIsAdditive() throws {
    let trace = try seedTrace(
      recorder: """
        {"onDown": {"animation": {"curve": "easeInOut", "duration": 1}},
         "onUp": {"animation": {"curve": "linear", "duration": 0.5}}}
        """.replacingOccurrences(of: "\n", with: ""),
      events: [down(0, 1), up(0.25, 1)])
    let (simulation, _) = simulate(trace)
    let ripple = simulation.ripples[0]
    let easeInOut = BezierCurve(.easeInOut)
    for time in [0.3, 0.5, 0.7] {
      let shown = simulation.presentation(of: ripple, at: time)
      let scale = 1 + (TransitionEffect.defaultScale - 1) * (1 - easeInOut.value(at: time))
      #expect(abs(shown.values.scale - scale) < 1e-9)
      #expect(abs(shown.alpha - (1 - (time - 0.25) / 0.5)) < 1e-9)
      #expect(shown.phase == .removing)
    }
    // The removal ends at 0.75; the insertion (to 1.0) does not keep it alive.
    #expect(ripple.phase(at: 0.7499) == .removing)
    #expect(ripple.phase(at: 0.75) == .gone)
  }

  /// SPEC §8's table.
  @Test func workedExample() throws {
    let trace = try seedTrace(events: [down(0, 1), up(0.5, 1)])
    let (simulation, _) = simulate(trace)
    let ripple = simulation.ripples[0]
    let early = simulation.presentation(of: ripple, at: 0.1)
    #expect(early.phase == .inserting)
    #expect(abs(early.values.scale - 0.31647) < 1e-4)
    #expect(early.alpha == 1)
    let late = simulation.presentation(of: ripple, at: 0.6)
    #expect(late.phase == .removing)
    #expect(abs(late.values.scale - 0.99172) < 1e-4)
    #expect(abs(late.alpha - 0.68354) < 1e-4)
    #expect(abs((ripple.goneAt ?? 0) - 1.3082) < 1e-4)
  }

  /// SPEC §6: a spring's progress is exactly 1 from its duration on, and at the end instant
  /// the ripple is already `present`. Appended at 0.3 s, the default spring ends at 0.3 + d,
  /// and (0.3 + d) − 0.3 falls one ulp short of d in binary: the scale is still exactly 1.
  @Test func atTheInstantItsInsertionEndsARippleIsPresentAtFullScale() throws {
    let trace = try seedTrace(events: [down(0.3, 1)])
    let (simulation, _) = simulate(trace)
    let ripple = simulation.ripples[0]
    let shown = simulation.presentation(of: ripple, at: ripple.insertionEndsAt)
    #expect(shown.phase == .present)
    #expect(shown.values.scale == 1)
  }

  /// SPEC §2.1: a group's `frame` is the default frame of its children, and a forEach placed
  /// `"at": "frame"` without a frame of its own takes its parent's: the group's, wherever the
  /// press lands.
  @Test func aRipplePlacedAtTheFrameOfAGroupTakesTheGroupsFrame() throws {
    let header = """
      {"ripplescope": 1, "scene": {"width": 300, "height": 80, "children": [
       {"name": "base", "fill": "primary"},
       {"name": "g", "frame": {"x": 100, "y": 10, "width": 60, "height": 40}, "children": [
        {"name": "ripple", "forEach": "ripples", "at": "frame", "fill": "gray"}]}]}}
      """.replacingOccurrences(of: "\n", with: "")
    let trace = try Trace(bytes: Array(header.utf8), file: "test")
    let footprint = try #require(Simulation(header: trace.header).footprint)
    #expect(
      footprint.frame(pressedAt: Point(x: 5, y: 5)) == Rect(x: 100, y: 10, width: 60, height: 40))
  }

  /// States no node reads change nothing (SPEC §2.2) and are kept out of the timeline, which
  /// every expression searches: a line setting thousands of them costs one pass, not one
  /// insertion into a growing list each. The seed scene reads no state.
  @Test func statesNoNodeReadsStayOutOfTheTimeline() throws {
    let names = (0..<3).map { #""unread\#($0)": true"# }.joined(separator: ", ")
    let trace = try seedTrace(
      events: [down(0, 1), #"{"t": 0.1, "type": "state", "set": {\#(names)}}"#, up(0.5, 1)])
    let (simulation, _) = simulate(trace)
    #expect(simulation.states == StateTimeline())
    #expect(!simulation.states.isOn("unread0"))
  }

  /// A state change animates every expression that reads it; a second change before the
  /// first ends adds to it.
  @Test func stateExpressionsAnimateAdditively() {
    var states = StateTimeline()
    let animation = Animation(.timing(.linear, duration: 1, delay: 0), sdk: .ios17)
    let dim = StateValue.conditional(state: "disabled", then: 0.5, else: 0)
    states.set("disabled", to: true, at: 0, animation: animation)
    #expect(abs(states.value(of: dim, at: 0.5) - 0.25) < 1e-12)
    states.set("disabled", to: false, at: 0.5, animation: animation)
    // target 0, first change's offset (0 − 0.5)(1 − 0.5) = −0.25, second's (0.5 − 0)(1 − 0.25)
    #expect(abs(states.value(of: dim, at: 0.75) - (-0.125 + 0.375)) < 1e-12)
    #expect(states.immediateValue(of: dim) == 0)
    #expect(states.value(of: dim, at: 2) == 0)
  }

  /// Two timelines that differ only by an animation that has ended present alike from then
  /// on; not while it runs, nor with other states on.
  @Test func anEndedAnimationPresentsNothing() {
    let animation = Animation(.timing(.linear, duration: 1, delay: 0), sdk: .ios17)
    let dim = StateValue.conditional(state: "disabled", then: 0.5, else: 0)
    var animated = StateTimeline()
    animated.set("disabled", to: true, at: 0, animation: animation)
    var instant = StateTimeline()
    instant.set("disabled", to: true, at: 0, animation: nil)
    #expect(animated != instant)
    #expect(animated.presentsTheSame(as: instant, from: 1))
    #expect(animated.value(of: dim, at: 1.5) == instant.value(of: dim, at: 1.5))
    #expect(!animated.presentsTheSame(as: instant, from: 0.5))
    #expect(animated.value(of: dim, at: 0.5) != instant.value(of: dim, at: 0.5))
    #expect(!StateTimeline().presentsTheSame(as: instant, from: 1))
  }
}
