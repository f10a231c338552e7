import RippleTrace

/// Named boolean states and the animations their changes started (SPEC §2.2).
///
/// A state expression's presented value is its latest target plus the remaining offset of
/// every animation still running on its state (SPEC §6, additive interruption).
public struct StateTimeline: Sendable, Equatable {
  /// The states that are on, sorted. A scene has a handful of states, so a list is searched
  /// faster than a dictionary hashes a name.
  private var on: [String] = []
  /// The animations still running, in the order they started.
  private var running: [Change] = []

  private struct Change: Sendable, Equatable {
    var state: String
    var startedAt: Double
    var animation: Animation
    var from: Bool
    var to: Bool
    /// When the animation ends (``Animation/end(startingAt:)``).
    var endsAt: Double

    func hasEnded(by time: Double) -> Bool { time >= endsAt }
  }

  /// All states false, nothing animating.
  public init() {}

  /// The state's latest value (what `zIndex`, which never animates, reads).
  public func isOn(_ state: String) -> Bool {
    on.contains(state)
  }

  /// Sets a state at an instant; a change animates with `animation` unless it is instant.
  public mutating func set(
    _ state: String, to value: Bool, at time: Double, animation: Animation?
  ) {
    let old = isOn(state)
    guard old != value else { return }
    if value {
      on.insert(state, at: on.firstIndex { $0 > state } ?? on.endIndex)
    } else {
      on.removeAll { $0 == state }
    }
    if let animation, !animation.isInstant {
      running.append(
        Change(
          state: state, startedAt: time, animation: animation, from: old, to: value,
          endsAt: animation.end(startingAt: time)))
    }
  }

  /// Forgets animations that have ended by an instant.
  mutating func forgetAnimations(endedBy time: Double) {
    guard running.contains(where: { $0.hasEnded(by: time) }) else { return }
    running.removeAll { $0.hasEnded(by: time) }
  }

  /// Calls `body` with the span of each running animation in which its progress moves: from
  /// the end of its delay, which holds progress at 0 (SPEC §6), to its end.
  func forEachMotion(_ body: (_ start: Double, _ end: Double) -> Void) {
    for change in running { body(change.startedAt + change.animation.delay, change.endsAt) }
  }

  /// Whether an animation started by a state change is still running at an instant.
  public func isAnimating(at time: Double) -> Bool {
    running.contains { !$0.hasEnded(by: time) }
  }

  /// Whether another timeline presents every expression exactly alike from an instant on: the
  /// same states on, and the same animations running then, in the same order. An animation
  /// that has ended adds nothing, so one timeline may have forgotten it and the other not.
  public func presentsTheSame(as other: StateTimeline, from time: Double) -> Bool {
    let isRunning = { (change: Change) in !change.hasEnded(by: time) }
    return on == other.on
      && running.lazy.filter(isRunning).elementsEqual(other.running.lazy.filter(isRunning))
  }

  /// The presented value of an expression at an instant (not before the latest change).
  @inlinable public func value(of expression: StateValue, at time: Double) -> Double {
    // Inlined, a constant is read where it lies, without copying the expression.
    if case .constant(let value) = expression { return value }
    return presentedValue(of: expression, at: time)
  }

  /// ``value(of:at:)`` for any expression.
  @usableFromInline func presentedValue(of expression: StateValue, at time: Double) -> Double {
    switch expression {
    case .constant(let value):
      return value
    case .conditional(let state, let then, let otherwise):
      let value = { (on: Bool) in on ? then : otherwise }
      var result = value(isOn(state))
      for change in running where change.state == state {
        let progress =
          change.hasEnded(by: time)
          ? 1 : change.animation.progress(at: time, startedAt: change.startedAt)
        let remaining = 1 - progress
        result += (value(change.from) - value(change.to)) * remaining
      }
      return result
    }
  }

  /// The value an expression switches to at once, ignoring animations (for `zIndex`).
  @inlinable public func immediateValue(of expression: StateValue) -> Double {
    if case .constant(let value) = expression { return value }
    return expression.value(states: isOn)
  }
}
