/// The engine's self-checks: what must hold on any input, however odd (issue #5).
public enum EngineCheck: String, Hashable, Sendable, CaseIterable {
  /// Ripple ids are 1, 2, 3… in order of creation: the live ripples' ids strictly increase
  /// and each `down` creates the next one.
  case idsIncrease = "ids-increase"
  /// A ripple's removal, once made, never changes, and a ripple is retired at most once.
  case removedOnce = "removed-once"
  /// appended ≤ removal requested ≤ removal starts ≤ gone, and no ripple is retired before
  /// it is gone.
  case goneAfterAppended = "gone-after-appended"
  /// A ripple's alpha stays finite in 0…1; its scale and offsets stay finite and within what
  /// its transition's active values and a spring's overshoot allow. Checked after every event
  /// and at every frame a ripple is inserting or removing.
  case presentationInRange = "presentation-in-range"
  /// The paint order lists every scene leaf and every live ripple exactly once (after every
  /// event).
  case paintOrderPermutation = "paint-order-permutation"
  /// Re-simulating the events from scratch, without retiring anything, paints and classifies
  /// every ripple exactly as the streaming replay does (after every event), and leaves as many
  /// ripples live at the end.
  case classificationStable = "classification-stable"
  /// `TraceWriter`'s text of the trace reads back as the same trace.
  case writerRoundTrip = "writer-round-trip"
  /// The replay of a trace that was read without an error runs to its end without one.
  case replayCompletes = "replay-completes"
}
