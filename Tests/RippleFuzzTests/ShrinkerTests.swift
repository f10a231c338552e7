import RippleFuzz
import RippleTrace
import Testing

/// Shrinking (issue #5): the result still fails the same check, never has more events, and
/// is as small as the failure allows.
@Suite struct ShrinkerTests {
  static let here = Point(x: 150.25, y: 40.75)

  @Test func keepsOnlyWhatTheFailureNeeds() {
    // Fails when pointer 3 goes down and later up; everything else is noise.
    var events: [TraceEvent] = []
    for index in 0..<20 {
      let pointer = index / 2 % 5 + 1
      let kind: TraceEvent.Kind =
        index % 2 == 0
        ? .down(pointer: pointer, at: Self.here) : .up(pointer: pointer, at: Self.here)
      events.append(TraceEvent(time: 0.0123 * Double(index + 1), kind: kind))
    }
    let fails = { (candidate: [TraceEvent]) -> Bool in
      guard
        let down = candidate.firstIndex(where: {
          if case .down(3, _) = $0.kind { true } else { false }
        })
      else { return false }
      return candidate.dropFirst(down + 1).contains {
        if case .up(3, _) = $0.kind { true } else { false }
      }
    }
    #expect(fails(events))
    let (shrunk, log) = Shrinker.shrink(events, while: fails)
    #expect(fails(shrunk))
    #expect(shrunk.count == 2)
    #expect(log.originalCount == 20 && log.droppedEvents == 18)
    #expect(shrunk.first?.time == 0)
  }

  /// Fails on two downs in a well-formed sequence, as a `--well-formed` campaign keeps only
  /// well-formed candidates. Dropping the up alone would make the second down a duplicate; the
  /// shrinker drops it and gives the later down to a new pointer: two events.
  @Test func dropsAReleaseByGivingThePointersLaterPressToAnother() {
    let bounds = Rect(x: 0, y: 0, width: 300, height: 80)
    let events = [
      TraceEvent(time: 0, kind: .down(pointer: 1, at: Self.here)),
      TraceEvent(time: 0.5, kind: .up(pointer: 1, at: nil)),
      TraceEvent(time: 1, kind: .down(pointer: 1, at: Self.here)),
    ]
    let fails = { (candidate: [TraceEvent]) -> Bool in
      WellFormedness.holds(for: candidate, in: bounds)
        && candidate.count { if case .down = $0.kind { true } else { false } } >= 2
    }
    #expect(fails(events))
    let (shrunk, _) = Shrinker.shrink(events, while: fails)
    #expect(fails(shrunk))
    #expect(shrunk.count == 2)
  }

  /// Dropping pointer 1's first release gives its later press to a pointer no event uses,
  /// 3, not to pointer 2, which is still down then: that would make a duplicate `down`, an
  /// orphan event the input never had. The failure asks for exactly that shape.
  @Test func aPressGivenAwayGoesToAPointerNoEventUses() {
    func event(_ time: Double, _ kind: TraceEvent.Kind) -> TraceEvent {
      TraceEvent(time: time, kind: kind)
    }
    let origin = Point(x: 0, y: 0)
    let events = [
      event(0, .down(pointer: 1, at: origin)), event(0, .down(pointer: 2, at: origin)),
      event(0.1, .up(pointer: 1, at: nil)), event(0.2, .down(pointer: 1, at: origin)),
      event(0.3, .up(pointer: 1, at: nil)), event(0.4, .up(pointer: 2, at: nil)),
    ]
    let target = [
      event(0, .down(pointer: 1, at: origin)), event(0, .down(pointer: 2, at: origin)),
      event(0.2, .down(pointer: 3, at: origin)), event(0.3, .up(pointer: 3, at: nil)),
      event(0.4, .up(pointer: 2, at: nil)),
    ]
    let fails = { (candidate: [TraceEvent]) in candidate == events || candidate == target }
    let (shrunk, _) = Shrinker.shrink(events, while: fails)
    #expect(shrunk == target)
  }

  @Test func roundsTimesAndPositions() {
    let events = [
      TraceEvent(time: 0.4321, kind: .down(pointer: 7, at: Self.here)),
      TraceEvent(time: 0.9876, kind: .up(pointer: 7, at: Self.here)),
    ]
    // Fails whenever the up comes at least 0.3 s after the down.
    let (shrunk, log) = Shrinker.shrink(events) { candidate in
      candidate.count == 2 && candidate[1].time - candidate[0].time >= 0.3
    }
    #expect(shrunk.map(\.time) == [0, 1])
    #expect(shrunk.first?.kind == .down(pointer: 1, at: Point(x: 150, y: 50)))
    #expect(shrunk.last?.kind == .up(pointer: 1, at: nil))
    #expect(log.renumberedPointers && log.roundedTimes > 0 && log.roundedPositions > 0)
  }

  /// Fails while the press's y is in [40.5, 41): rounding y to 50, 10 or 1 point loses the
  /// failure, rounding x does not. Each coordinate is rounded on its own.
  @Test func roundsEachCoordinateOnItsOwn() {
    let events = [TraceEvent(time: 0, kind: .down(pointer: 1, at: Self.here))]
    let (shrunk, _) = Shrinker.shrink(events) { candidate in
      guard let kind = candidate.first?.kind, case .down(_, let point) = kind else { return false }
      return (40.5..<41).contains(point.y)
    }
    #expect(shrunk.first?.kind == .down(pointer: 1, at: Point(x: 150, y: 40.75)))
  }

  /// A press at (26.3, 7.6) on a 30×10 scene, failing wherever it is: x rounded to 50 would
  /// be off the scene, so it is rounded to 10, giving 30 (the edge); y rounds to 0 (the edge)
  /// at 50. Without bounds, x rounds to 50.
  @Test func aPositionOnTheSceneIsNotRoundedOffIt() {
    let events = [TraceEvent(time: 0, kind: .down(pointer: 1, at: Point(x: 26.3, y: 7.6)))]
    let bounds = Rect(x: 0, y: 0, width: 30, height: 10)
    let (onScene, _) = Shrinker.shrink(events, within: bounds) { $0.count == 1 }
    #expect(onScene.first?.kind == .down(pointer: 1, at: Point(x: 30, y: 0)))
    let (anywhere, _) = Shrinker.shrink(events) { $0.count == 1 }
    #expect(anywhere.first?.kind == .down(pointer: 1, at: Point(x: 50, y: 0)))
  }

  /// Fails while both presses come together, at 1.2 s or later: neither can be rounded
  /// alone without parting them, and 1 s is too early; together they round to 1.5, then 2.
  @Test func roundsTheTimeOfEventsAtOneInstantTogether() {
    let events = [
      TraceEvent(time: 1.45, kind: .down(pointer: 1, at: Self.here)),
      TraceEvent(time: 1.45, kind: .down(pointer: 2, at: Self.here)),
    ]
    let (shrunk, _) = Shrinker.shrink(events) { candidate in
      candidate.count == 2 && candidate[0].time == candidate[1].time && candidate[0].time >= 1.2
    }
    #expect(shrunk.map(\.time) == [2, 2])
  }

  /// Fails while pointer 1 is down 0.3 s or more before pointer 2 goes down, whatever comes
  /// after: the wait before pointer 2's up is not needed and goes, and rounding does not open
  /// it again (the down and the up, both at 0.8, round to 1 together); the wait before
  /// pointer 2's down stays, as the failure needs 0.3 s of it.
  @Test func closesTheGapsTheFailureDoesNotNeed() {
    let events = [
      TraceEvent(time: 0, kind: .down(pointer: 1, at: Self.here)),
      TraceEvent(time: 0.8, kind: .down(pointer: 2, at: Self.here)),
      TraceEvent(time: 4, kind: .up(pointer: 2, at: nil)),
    ]
    let (shrunk, _) = Shrinker.shrink(events) { candidate in
      candidate.count == 3 && candidate[1].time - candidate[0].time >= 0.3
        && candidate[2].time >= candidate[1].time
    }
    #expect(shrunk.map(\.time) == [0, 1, 1])
  }

  @Test func preservesTheFailureAndNeverGrows() throws {
    let header = try TestHeaders.seed()
    let campaign = FuzzCampaign(
      header: header, settings: GeneratorSettings(header: header, maxEvents: 16), seed: 3)
    let failures = campaign.run(runs: 30).firstFailures
    let checks: Set<FuzzCheck> = [
      .finding(.removalOccluded), .finding(.wrongRippleRemoved), .finding(.stuckRipple),
      .finding(.noVisibleFeedback),
    ]
    #expect(checks.isSubset(of: failures.map(\.check)))
    for failure in failures {
      let (shrunk, log) = campaign.shrink(failure)
      #expect(shrunk.count <= failure.events.count)
      #expect(log.originalCount - log.droppedEvents == shrunk.count)
      if checks.contains(failure.check) { #expect(shrunk.count <= 6, "\(failure.check)") }
      #expect(campaign.oracle.run(shrunk, checking: [failure.check]).fails(failure.check))
    }
  }

  @Test func keepsWellFormedFailuresWellFormed() throws {
    let header = try TestHeaders.seed()
    let campaign = FuzzCampaign(
      header: header, settings: GeneratorSettings(header: header, maxEvents: 16, wellFormed: true),
      seed: 3)
    let tally = campaign.run(runs: 20)
    #expect(!tally.firstFailures.isEmpty)
    for failure in tally.firstFailures.prefix(3) {
      let (shrunk, _) = campaign.shrink(failure)
      #expect(
        WellFormedness.holds(for: shrunk, in: header.scene.bounds), "\(failure.check)")
      #expect(campaign.oracle.run(shrunk, checking: [failure.check]).fails(failure.check))
    }
  }
}
