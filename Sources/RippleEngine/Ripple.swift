import RippleTrace

/// One ripple record and its lifecycle as known so far (SPEC §3, §6).
///
/// A ripple is appended on `down`; a later removal request fixes when its removal starts
/// (at once, or when its insertion ends under `exitWaitsForEnter`) and when it is gone.
public struct Ripple: Sendable, Equatable, Identifiable {
  /// 1, 2, 3… in order of creation.
  public let id: Int
  /// The pointer whose `down` created the record.
  public let pointer: Int
  /// The press position.
  public let position: Point
  /// When the record was appended.
  public let appendedAt: Double
  /// The animation the append ran with, or `nil` when the insertion changes nothing.
  public let insertion: Animation?
  /// When the insertion animation ends (``Animation/end(startingAt:)``); the append instant
  /// when there is none.
  public let insertionEndsAt: Double
  /// Why and when the record was taken out of the array, once it was.
  public internal(set) var removal: Removal?

  /// A record appended at an instant, not removed yet.
  init(id: Int, pointer: Int, position: Point, appendedAt: Double, insertion: Animation?) {
    self.id = id
    self.pointer = pointer
    self.position = position
    self.appendedAt = appendedAt
    self.insertion = insertion
    insertionEndsAt = insertion?.end(startingAt: appendedAt) ?? appendedAt
  }

  /// When the ripple is gone, once its removal is known.
  @inlinable public var goneAt: Double? { removal?.goneAt }

  /// The phase at an instant at or after the append (SPEC §6 Phases: boundaries belong to
  /// the later phase).
  @inlinable public func phase(at time: Double) -> RipplePhase {
    if let removal {
      if time >= removal.goneAt { return .gone }
      if time >= removal.startsAt { return .removing }
    }
    return time < insertionEndsAt ? .inserting : .present
  }

  /// Whether it is painted at an instant, as an item of its ZStack (SPEC §4): appended and
  /// not yet gone.
  @inlinable public func isPainted(at time: Double) -> Bool {
    appendedAt <= time && phase(at: time) != .gone
  }

  /// Whether it is not yet gone at an instant.
  @inlinable public func isAlive(at time: Double) -> Bool {
    time < (goneAt ?? .infinity)
  }

  /// Whether the record is still in the `ripples` array at an instant (SPEC §3).
  @inlinable public func isInArray(at time: Double) -> Bool {
    guard let removal else { return true }
    return time < removal.startsAt
  }

  /// The insertion animation's progress at an instant; 1 when there is none.
  public func insertionProgress(at time: Double) -> Double {
    guard let insertion, time < insertionEndsAt else { return 1 }
    return insertion.progress(at: time, startedAt: appendedAt)
  }

  /// The highest progress the insertion animation reached from the append until an
  /// instant, that instant included (``Animation/highestProgress(until:startedAt:)``); 1
  /// when there is none.
  public func highestInsertionProgress(until time: Double) -> Double {
    guard let insertion, time < insertionEndsAt else { return 1 }
    return insertion.highestProgress(until: time, startedAt: appendedAt)
  }
}

/// How a ripple record left the array (SPEC §3).
public struct Removal: Sendable, Equatable {
  /// What removed it.
  public var cause: RemovalCause
  /// When the removal was asked for.
  public var requestedAt: Double
  /// When the removal animation starts: the request, or the insertion's end when deferred.
  public var startsAt: Double
  /// The removal animation, or `nil` when the removal ends at once.
  public var animation: Animation?
  /// When the ripple is gone (SPEC §6: when every animation its removal started has ended).
  public var goneAt: Double
  /// The order removals were requested in, to break ties between equal start times.
  public var sequence: Int
  /// The forEach's zIndex when the removal starts: a removed item keeps it (SPEC §4). A
  /// removal that `exitWaitsForEnter` deferred starts with the zIndex the events before its
  /// start leave.
  public var zIndex: Double

  /// Whether the removal was deferred until the insertion ended.
  public var isDeferred: Bool { startsAt > requestedAt }
}

/// What took a ripple record out of the array.
public enum RemovalCause: Sendable, Equatable {
  /// `onEnded` after a finger lifted.
  case up(pointer: Int)
  /// A cancelled gesture, with `onCancel: remove`.
  case cancel(pointer: Int)
  /// An append found the array at `maxLive`.
  case maxLive
}
