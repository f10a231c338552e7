/// What a ripple's transition opacity is multiplied by at an instant to give its alpha (SPEC
/// §7): the forEach's fill alpha × its opacity, then each ancestor group's opacity, innermost
/// last. A value without storage of its own while the forEach lies in no group.
public struct AlphaFactors: Sendable, Equatable {
  /// Fill alpha × the forEach's opacity; `nil` for a scene without a forEach.
  @usableFromInline let forEach: Double?
  /// The opacity of each group that contains the forEach, outermost first.
  @usableFromInline let ancestors: [Double]

  /// The alpha of a ripple whose transition opacity is `opacity`: the factors multiplied in
  /// order, as ``Simulation/presentation(of:at:)`` computes it.
  @inlinable public func alpha(ofOpacity opacity: Double) -> Double {
    guard let forEach else { return opacity }
    return ancestors.reduce(opacity * forEach, *)
  }
}
