import RippleTrace

/// A change to a trace that should make a finding go away (SPEC §7: the tool re-simulates
/// the trace with it applied to confirm).
public enum Fix: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// Set a node's zIndex, e.g. `zIndex: 1` on the forEach.
  case zIndex(node: String, value: Double)
  /// Change `onUp.remove`.
  case removal(RemovalPolicy)
  /// `onCancel: remove`.
  case cancelRemoves
  /// `exitWaitsForEnter: true`.
  case exitWaitsForEnter
  /// Replace `identity` in the forEach's removal transition with `opacity`.
  case opacityRemoval
  /// Give the removal a real animation: `onUp.animation: default`.
  case animatedRemoval
  /// `maxLive: N`.
  case maxLive(Int)
  /// Several changes at once, where each alone leaves the finding.
  indirect case all([Fix])

  /// The change as the user would write it.
  public var description: String {
    switch self {
    case .zIndex(let node, let value): "zIndex: \(JSONText.number(value)) on '\(node)'"
    case .removal(let policy): "onUp.remove: \(policy.rawValue)"
    case .cancelRemoves: "onCancel: remove"
    case .exitWaitsForEnter: "exitWaitsForEnter: true"
    case .opacityRemoval: "removal transition opacity instead of identity"
    case .animatedRemoval: "onUp.animation: default instead of none"
    case .maxLive(let count): "maxLive: \(count)"
    case .all(let fixes): fixes.map(\.description).joined(separator: ", and ")
    }
  }
}
