/// What showed a check failing: a one-line message, the ripples involved and when.
public struct FailureEvidence: Sendable, Equatable {
  /// One line saying what went wrong.
  public var message: String
  /// The ripple ids involved, if any.
  public var ripples: [Int]
  /// The instant it was seen, if it has one.
  public var time: Double?

  /// Creates evidence.
  public init(message: String, ripples: [Int] = [], time: Double? = nil) {
    self.message = message
    self.ripples = ripples
    self.time = time
  }
}
