/// The occlusion errors a fix brings that the trace did not have, when every candidate that
/// removes a finding brings some: fades that newer ripples cover, say, which no candidate
/// the tool knows removes (SPEC §7 counts sibling ripples as occluders).
public struct BroughtErrors: Sendable, Equatable {
  /// The earliest-starting instance brought.
  public var first: Finding
  /// How many instances the fix brings.
  public var count: Int

  /// Creates the record of what a fix brings.
  public init(first: Finding, count: Int) {
    self.first = first
    self.count = count
  }
}
