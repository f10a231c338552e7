import RippleTrace

/// What shrinking did to a failing sequence, for the regression trace's comment.
public struct ShrinkLog: Sendable, Equatable {
  /// Events before shrinking.
  public var originalCount = 0
  /// Events dropped.
  public var droppedEvents = 0
  /// Pointers merged into another.
  public var mergedPointers = 0
  /// Whether pointers were renumbered 1, 2, … in order of appearance.
  public var renumberedPointers = false
  /// Times moved to a rounder value, or back onto the event before with every later one
  /// (including the shift to t = 0).
  public var roundedTimes = 0
  /// Positions moved to a rounder value, or dropped from `up`.
  public var roundedPositions = 0
  /// Re-simulations tried.
  public var evaluations = 0

  /// Nothing done yet.
  public init() {}

  /// `dropped 12 events, merged 1 pointer, rounded 3 times and 2 positions`.
  public var summary: String {
    var parts: [String] = []
    if droppedEvents > 0 { parts.append("dropped \(counted(droppedEvents, "event"))") }
    if mergedPointers > 0 { parts.append("merged \(counted(mergedPointers, "pointer"))") }
    if renumberedPointers { parts.append("renumbered the pointers") }
    var rounded: [String] = []
    if roundedTimes > 0 { rounded.append(counted(roundedTimes, "time")) }
    if roundedPositions > 0 { rounded.append(counted(roundedPositions, "position")) }
    if !rounded.isEmpty { parts.append("rounded " + rounded.joined(separator: " and ")) }
    return parts.isEmpty ? "nothing to drop, merge or round" : parts.joined(separator: ", ")
  }
}
