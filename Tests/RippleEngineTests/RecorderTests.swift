import RippleEngine
import RippleTrace
import Testing

/// SPEC §3: every recorder policy, on two fingers that overlap.
@Suite struct RecorderTests {
  /// Pointer 1 presses, pointer 2 presses, pointer 2 lifts: which record goes?
  @Test(arguments: [
    ("first", 1, true),  // removeFirst(): the oldest, pointer 1's, while pointer 1 is down
    ("last", 2, false),  // removeLast(): the newest, which is pointer 2's own
    ("matching", 2, false),  // the record pointer 2 created
  ])
  func removalPolicy(policy: String, removed: Int, isWrong: Bool) throws {
    let trace = try seedTrace(
      recorder: #"{"onUp": {"remove": "\#(policy)"}}"#,
      events: [down(0, 1), down(0.1, 2), up(0.2, 2)])
    let (simulation, notes) = simulate(trace)
    let removedIDs = simulation.ripples.filter { $0.removal != nil }.map(\.id)
    #expect(removedIDs == [removed])
    #expect(simulation.ripple(withID: removed)?.removal?.cause == .up(pointer: 2))
    let wrong = RecorderNote.wrongRippleRemoved(
      time: 0.2, ripple: 1, releasedPointer: 2, ownerPointer: 1)
    #expect(notes.contains(wrong) == isWrong)
  }

  @Test func matchingWithoutARecordOfThatPointerRemovesNothing() throws {
    let trace = try seedTrace(
      recorder: #"{"onUp": {"remove": "matching"}}"#, events: [down(0, 1), up(0.2, 3)])
    let (simulation, notes) = simulate(trace)
    #expect(simulation.ripples.allSatisfy { $0.removal == nil })
    #expect(notes == [.orphanEvent(time: 0.2, pointer: 3, kind: .up)])
  }

  @Test func ignoredCancelLeavesTheRippleForever() throws {
    let trace = try seedTrace(events: [down(0, 1), cancel(0.3, 1)])
    let (simulation, _) = simulate(trace)
    #expect(simulation.ripples.count == 1)
    #expect(simulation.ripples[0].removal == nil)
    #expect(simulation.ripples[0].phase(at: 1000) == .present)
    #expect(simulation.pointersDown.isEmpty)
  }

  @Test func cancelWithRemoveIsTreatedLikeUp() throws {
    let trace = try seedTrace(
      recorder: #"{"onCancel": "remove"}"#, events: [down(0, 1), cancel(0.3, 1)])
    let (simulation, _) = simulate(trace)
    #expect(simulation.ripples[0].removal?.cause == .cancel(pointer: 1))
    #expect(simulation.ripples[0].removal?.startsAt == 0.3)
  }

  /// The default ios17 insertion is the critically damped spring, settling at 0.8082 s
  /// (SPEC §8), so a removal asked for at 0.1 starts then and ends 0.8082 s later.
  @Test func exitWaitsForEnterDefersTheRemovalToTheInsertionsEnd() throws {
    let trace = try seedTrace(
      recorder: #"{"exitWaitsForEnter": true}"#, events: [down(0, 1), up(0.1, 1)])
    let (simulation, _) = simulate(trace)
    let removal = try #require(simulation.ripples[0].removal)
    #expect(removal.requestedAt == 0.1)
    #expect(abs(removal.startsAt - 0.8082) < 1e-4)
    #expect(abs(removal.goneAt - 2 * 0.8082) < 1e-3)
    #expect(simulation.ripples[0].isInArray(at: 0.5))
    #expect(simulation.ripples[0].phase(at: 0.5) == .inserting)
    #expect(simulation.ripples[0].phase(at: 0.81) == .removing)
  }

  @Test func deferredRecordsAreSkippedByLaterRemovals() throws {
    let trace = try seedTrace(
      recorder: #"{"exitWaitsForEnter": true}"#,
      events: [down(0, 1), down(0, 2), up(0.1, 1), up(0.1, 2)])
    let (simulation, _) = simulate(trace)
    // removeFirst: the first up takes ripple 1 (deferred), the second skips it and takes 2.
    #expect(simulation.ripples.map { $0.removal?.cause } == [.up(pointer: 1), .up(pointer: 2)])
  }

  @Test func maxLiveRemovesTheOldestBeforeAppending() throws {
    let trace = try seedTrace(
      recorder: #"{"maxLive": 2}"#, events: [down(0, 1), down(0.1, 2), down(0.2, 3)])
    let (simulation, _) = simulate(trace)
    #expect(simulation.ripples.map(\.id) == [1, 2, 3])
    #expect(simulation.ripples[0].removal?.cause == .maxLive)
    #expect(simulation.ripples[0].removal?.startsAt == 0.2)
    #expect(simulation.ripples.dropFirst().allSatisfy { $0.removal == nil })
  }

  @Test func idsCountUpInCreationOrder() throws {
    let trace = try seedTrace(events: [down(0, 1), up(0.1, 1), down(0.2, 1), down(0.3, 2)])
    let (simulation, _) = simulate(trace)
    #expect(simulation.createdCount == 3)
    #expect(simulation.ripples.map(\.pointer) == [1, 1, 2])
  }

  @Test func orphanEventsAreAppliedAndNoted() throws {
    let trace = try seedTrace(events: [up(0, 4), down(0.1, 1), down(0.2, 1), up(0.3, 1)])
    let (simulation, notes) = simulate(trace)
    #expect(
      notes == [
        .orphanEvent(time: 0, pointer: 4, kind: .up),
        .orphanEvent(time: 0.2, pointer: 1, kind: .down),
      ])
    // The duplicate down still appended; the up removed the first record.
    #expect(simulation.createdCount == 2)
    #expect(simulation.ripples.map { $0.removal != nil } == [true, false])
  }

  /// `identity`, alone or combined only with itself, keeps nothing alive (SPEC §5, §6);
  /// combined with `keepAlive`, which animates, the removal lasts its animation.
  @Test(arguments: [
    (#"{"insertion": "scale", "removal": "identity"}"#, true),
    (#"["identity", "identity"]"#, true), (#"["identity", "keepAlive"]"#, false),
  ])
  func identityRemovalIsGoneAtOnce(transition: String, isInstant: Bool) throws {
    let trace = try seedTrace(
      ripple: #""transition": "# + transition, events: [down(0, 1), up(0.5, 1)])
    let (simulation, _) = simulate(trace)
    #expect((simulation.ripples[0].goneAt == 0.5) == isInstant)
    #expect((simulation.ripples[0].phase(at: 0.5) == .gone) == isInstant)
  }
}
