/// How ``Composition`` evaluates SPEC §7 over the samples of a disk: the row sweep, or the
/// reference sampler that tests hold it to (issue #6).
enum VisibilityMethod: Sendable, Equatable, CaseIterable {
  /// Every outline covers one run of columns per row; each row splits into pieces of constant
  /// coverage. Fast, and the default.
  case rowSweep
  /// Every sample of the disk's frame, one by one: SPEC §7 read literally, the reference.
  case sampler
}
