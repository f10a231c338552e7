/// A candidate fix that re-simulation did not confirm: the trace with it applied still has
/// the finding code, as `remaining` shows.
///
/// It tells a user how far the fix goes. The `zIndex` that lifts fading ripples above an
/// opaque body, say, may leave only ripples hidden by newer sibling ripples, which the
/// remaining instance's explanation names.
public struct FixAttempt: Sendable, Equatable {
  /// The fix tried.
  public var fix: Fix
  /// The earliest-starting instance of the code among those the re-simulation found before
  /// it stopped, which it does once it knows the fix failed: an instance found later could
  /// start earlier. Its explanation may quote only the frames counted by then, as "at least".
  public var remaining: Finding

  /// Creates an attempt.
  public init(fix: Fix, remaining: Finding) {
    self.fix = fix
    self.remaining = remaining
  }
}
