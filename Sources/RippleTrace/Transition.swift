/// How a view enters and leaves (SPEC §5): the effects applied on insertion and on removal.
public struct Transition: Equatable, Sendable {
  /// Effects animated from their active value to identity when a view is inserted.
  public var insertion: [TransitionEffect]
  /// Effects animated from identity to their active value when a view is removed.
  public var removal: [TransitionEffect]

  /// Creates an asymmetric (or, with equal lists, symmetric) transition.
  public init(insertion: [TransitionEffect], removal: [TransitionEffect]) {
    self.insertion = insertion
    self.removal = removal
  }

  /// The default transition, `.opacity` both ways [O].
  public static let opacity = Transition(insertion: [.opacity], removal: [.opacity])
}

/// One transition (SPEC §5 table).
public enum TransitionEffect: Equatable, Hashable, Sendable {
  /// Opacity 0 when active.
  case opacity
  /// Scale about the center; active value `factor` (0.00001 for plain `scale`).
  case scale(Double)
  /// Offset (−width, 0) on insertion, (+width, 0) on removal.
  case slide
  /// Offset toward an edge by the view's own size.
  case move(Edge)
  /// Nothing animates; a removal ends at once.
  case identity
  /// An animatable no-op: the view stays unchanged for the animation's duration.
  case keepAlive

  /// The scale a plain `scale` transition starts or ends at [O].
  public static let defaultScale = 0.00001

  /// Whether the effect makes an animation run (everything but `identity`).
  public var isAnimatable: Bool { self != .identity }
}

/// An edge of a view, for `move` transitions.
public enum Edge: String, Equatable, Hashable, Sendable, CaseIterable {
  /// Offset (−width, 0).
  case leading
  /// Offset (+width, 0).
  case trailing
  /// Offset (0, −height).
  case top
  /// Offset (0, +height).
  case bottom
}
