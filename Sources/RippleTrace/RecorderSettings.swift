/// How the app's gesture code turns presses into `ripples` array operations (SPEC §3).
public struct RecorderSettings: Equatable, Sendable {
  /// The animation around `ripples.append(record)`.
  public var downAnimation: AnimationSpec
  /// Which record `onEnded` removes.
  public var removal: RemovalPolicy
  /// The animation around the removal.
  public var upAnimation: AnimationSpec
  /// What a cancelled gesture does.
  public var cancel: CancelPolicy
  /// Whether a removal waits for the ripple's insertion animation to finish.
  public var exitWaitsForEnter: Bool
  /// The most records the array may hold before an append removes the oldest.
  public var maxLive: Int?

  /// Creates settings; the defaults are SPEC §3's (the seed RButton's code).
  public init(
    downAnimation: AnimationSpec = .default, removal: RemovalPolicy = .first,
    upAnimation: AnimationSpec = .default, cancel: CancelPolicy = .ignore,
    exitWaitsForEnter: Bool = false, maxLive: Int? = nil
  ) {
    self.downAnimation = downAnimation
    self.removal = removal
    self.upAnimation = upAnimation
    self.cancel = cancel
    self.exitWaitsForEnter = exitWaitsForEnter
    self.maxLive = maxLive
  }
}

/// Which record an `up` removes (`onUp.remove`).
public enum RemovalPolicy: String, Equatable, Sendable, CaseIterable {
  /// The oldest record: `removeFirst()`, the seed code.
  case first
  /// The newest record: `removeLast()`.
  case last
  /// The oldest record created by the same pointer.
  case matching
}

/// What a cancelled gesture does (`onCancel`).
public enum CancelPolicy: String, Equatable, Sendable, CaseIterable {
  /// `onEnded` is never called: nothing is removed.
  case ignore
  /// Treated like `up`.
  case remove
}
