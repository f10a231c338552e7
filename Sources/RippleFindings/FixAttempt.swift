/// A candidate fix that re-simulation did not confirm: the trace with it applied still has
/// the finding code, or an error it did not have before, as `remaining` shows.
///
/// It tells a user how far the fix goes. The `zIndex` that lifts fading ripples above an
/// opaque body, say, may leave only ripples hidden by newer sibling ripples, which the
/// remaining instance's explanation names; `onCancel: remove` may end a stuck ripple but
/// remove another finger's record instead.
public struct FixAttempt: Sendable, Equatable {
  /// The fix tried.
  public var fix: Fix
  /// The earliest-starting instance of the code among those the re-simulation found before
  /// it stopped, which it does once it knows the fix failed: an instance found later could
  /// start earlier. Its explanation may quote only the frames counted by then, as "at least".
  /// When the fix did remove the code, the first instance of an error it brought instead.
  public var remaining: Finding
  /// Whether `remaining` is an error the fix brought, not the code it was to remove.
  public var isNewError: Bool

  /// Creates an attempt.
  public init(fix: Fix, remaining: Finding, isNewError: Bool = false) {
    self.fix = fix
    self.remaining = remaining
    self.isNewError = isNewError
  }
}
