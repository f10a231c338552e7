import RippleEngine
import RippleTrace

/// Watches a replay and hands out each ripple's lifecycle once it is final: when the ripple
/// is gone, or at the end of the trace for those still alive.
///
/// Memory is bounded by the number of live ripples, so a million presses stream through.
public struct TraceAnalyzer {
  private var wrongRemovals: [Int: Int] = [:]

  /// Creates an analyzer.
  public init() {}

  /// Takes one replay step, passing every lifecycle it finishes to `emit`: in the order
  /// ripples end, then, at the end of the trace, the ones still alive, by id.
  public mutating func observe(
    _ step: ReplayStep, in simulation: Simulation, emit: (LifecycleEntry) -> Void
  ) {
    switch step {
    case .event(_, let notes):
      for case .wrongRippleRemoved(_, let ripple, let released, _) in notes {
        wrongRemovals[ripple] = released
      }
    case .retired(let ripple):
      emit(LifecycleEntry(ripple: ripple, removedFromPointer: wrongRemovals.removeValue(forKey: ripple.id)))
    case .end:
      for ripple in simulation.ripples {
        emit(
          LifecycleEntry(
            ripple: ripple, removedFromPointer: wrongRemovals.removeValue(forKey: ripple.id),
            isAliveAtEnd: true,
            isPointerDownAtEnd: simulation.pointersDown.contains(ripple.pointer)))
      }
    case .expectation, .frame:
      break
    }
  }
}
