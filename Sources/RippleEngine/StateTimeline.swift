import RippleTrace

/// Named boolean states and the animations their changes started (SPEC §2.2).
///
/// A state expression's presented value is its latest target plus the remaining offset of
/// every animation still running on its state (SPEC §6, additive interruption).
public struct StateTimeline: Sendable, Equatable {
  private var targets: [String: Bool] = [:]
  private var running: [String: [Change]] = [:]

  private struct Change: Sendable, Equatable {
    var startedAt: Double
    var animation: Animation
    var from: Bool
    var to: Bool

    func hasEnded(by time: Double) -> Bool { time >= startedAt + animation.duration }
  }

  /// All states false, nothing animating.
  public init() {}

  /// The state's latest value (what `zIndex`, which never animates, reads).
  public func isOn(_ state: String) -> Bool {
    !targets.isEmpty && targets[state] ?? false  // Looking up hashes the name, even when empty.
  }

  /// Sets a state at an instant; a change animates with `animation` unless it is instant.
  public mutating func set(
    _ state: String, to value: Bool, at time: Double, animation: Animation?
  ) {
    let old = isOn(state)
    guard old != value else { return }
    targets[state] = value
    if let animation, !animation.isInstant {
      running[state, default: []].append(
        Change(startedAt: time, animation: animation, from: old, to: value))
    }
  }

  /// Forgets animations that have ended by an instant.
  mutating func forgetAnimations(endedBy time: Double) {
    guard running.values.contains(where: { $0.contains { $0.hasEnded(by: time) } }) else { return }
    for (state, changes) in running {
      let left = changes.filter { !$0.hasEnded(by: time) }
      running[state] = left.isEmpty ? nil : left
    }
  }

  /// Whether an animation started by a state change is still running at an instant.
  public func isAnimating(at time: Double) -> Bool {
    running.values.contains { changes in
      changes.contains { !$0.hasEnded(by: time) }
    }
  }

  /// The presented value of an expression at an instant (not before the latest change).
  public func value(of expression: StateValue, at time: Double) -> Double {
    switch expression {
    case .constant(let value):
      return value
    case .conditional(let state, let then, let otherwise):
      let value = { (on: Bool) in on ? then : otherwise }
      var result = value(isOn(state))
      guard !running.isEmpty else { return result }  // As above: skip hashing the name.
      for change in running[state] ?? [] {
        let remaining = 1 - change.animation.progress(at: time - change.startedAt)
        result += (value(change.from) - value(change.to)) * remaining
      }
      return result
    }
  }

  /// The value an expression switches to at once, ignoring animations (for `zIndex`).
  public func immediateValue(of expression: StateValue) -> Double {
    expression.value(states: isOn)
  }
}
