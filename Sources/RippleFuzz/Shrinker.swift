import RippleTrace

/// Reduces a failing press sequence to a small one that still fails the same way
/// (issue #5): drops events, merges pointers, closes the gaps between events, then rounds
/// times and positions, repeating until nothing more helps.
///
/// Every candidate is kept only when `stillFails` says it fails; the result never has more
/// events than the input, and fails whenever the input did.
public enum Shrinker {
  /// The rounds of all passes tried at most.
  public static let maximumRounds = 8

  /// Shrinks a sequence.
  /// - Parameters:
  ///   - events: A failing sequence, in non-decreasing time.
  ///   - bounds: The scene's bounds, if any: a position on the scene is never rounded off it,
  ///     so a shrunk press stays on the button.
  ///   - stillFails: Whether a candidate still fails the same check.
  /// - Returns: The smallest sequence found and what was done.
  public static func shrink(
    _ events: [TraceEvent], within bounds: Rect? = nil, while stillFails: ([TraceEvent]) -> Bool
  ) -> (events: [TraceEvent], log: ShrinkLog) {
    withoutActuallyEscaping(stillFails) { stillFails in
      var state = ShrinkState(events: events, bounds: bounds, stillFails: stillFails)
      state.log.originalCount = events.count
      for _ in 0..<maximumRounds {
        let before = state.events
        state.dropEvents()
        state.dropPresses()
        state.dropReleases()
        state.mergePointers()
        state.renumberPointers()
        state.shiftToZero()
        state.closeGaps()
        state.roundTimes()
        state.roundPositions()
        if state.events == before { break }
      }
      return (state.events, state.log)
    }
  }
}

/// The sequence being shrunk and the passes that shrink it.
private struct ShrinkState {
  var events: [TraceEvent]
  /// The scene's bounds, off which no position on them is rounded.
  let bounds: Rect?
  let stillFails: ([TraceEvent]) -> Bool
  var log = ShrinkLog()

  init(events: [TraceEvent], bounds: Rect?, stillFails: @escaping ([TraceEvent]) -> Bool) {
    self.events = events
    self.bounds = bounds
    self.stillFails = stillFails
  }

  /// Keeps a candidate when it still fails.
  private mutating func attempt(_ candidate: [TraceEvent]) -> Bool {
    guard candidate != events else { return false }
    log.evaluations += 1
    guard stillFails(candidate) else { return false }
    events = candidate
    return true
  }

  /// Drops runs of events, halving the run length down to single events (delta debugging).
  mutating func dropEvents() {
    var chunk = max(events.count / 2, 1)
    while !events.isEmpty {
      var start = 0
      while start < events.count {
        var candidate = events
        let removed = min(chunk, events.count - start)
        candidate.removeSubrange(start..<(start + removed))
        if attempt(candidate) {
          log.droppedEvents += removed
        } else {
          start += chunk
        }
      }
      if chunk == 1 { break }
      chunk /= 2
    }
  }

  /// Drops one press at a time: a `down`, the pointer's moves after it and its next release.
  /// Pressing pairs that are not adjacent, which dropping runs of events cannot remove.
  mutating func dropPresses() {
    var index = 0
    while index < events.count {
      guard case .down(let pointer, _) = events[index].kind else {
        index += 1
        continue
      }
      var press = [index]
      for later in events.indices.dropFirst(index + 1) where events[later].kind.pointer == pointer {
        if case .down = events[later].kind { break }
        press.append(later)
        if case .move = events[later].kind { continue }
        break
      }
      var candidate = events
      for position in press.reversed() { candidate.remove(at: position) }
      if attempt(candidate) {
        log.droppedEvents += press.count
      } else {
        index += 1
      }
    }
  }

  /// Drops one `up` or `cancel` at a time, giving the pointer's later events to a new pointer:
  /// the finger stays down, and its next press stays well-formed instead of becoming a
  /// duplicate `down`, which dropping the release alone would make it.
  mutating func dropReleases() {
    var index = 0
    while index < events.count {
      let released: Int? =
        switch events[index].kind {
        case .up(let pointer, _), .cancel(let pointer): pointer
        default: nil
        }
      if let released, dropRelease(at: index, of: released) { continue }
      index += 1
    }
  }

  /// Tries ``dropReleases()``'s change at one release; whether it was kept.
  private mutating func dropRelease(at index: Int, of pointer: Int) -> Bool {
    let fresh = (appearingPointers().max() ?? 0) + 1
    var candidate = events
    candidate.remove(at: index)
    for later in candidate.indices.dropFirst(index) {
      candidate[later] = candidate[later].renumbered([pointer: fresh])
    }
    guard attempt(candidate) else { return false }
    log.droppedEvents += 1
    return true
  }

  /// Gives a later pointer's events to an earlier pointer.
  mutating func mergePointers() {
    var merged = true
    while merged {
      merged = false
      let pointers = appearingPointers()
      search: for later in pointers.indices.dropFirst() {
        for earlier in pointers.indices.prefix(later) {
          let map = [pointers[later]: pointers[earlier]]
          if attempt(events.map { $0.renumbered(map) }) {
            log.mergedPointers += 1
            merged = true
            break search
          }
        }
      }
    }
  }

  /// Numbers the pointers 1, 2, … in order of appearance.
  mutating func renumberPointers() {
    let pointers = appearingPointers()
    let map = Dictionary(uniqueKeysWithValues: pointers.enumerated().map { ($1, $0 + 1) })
    if attempt(events.map { $0.renumbered(map) }) { log.renumberedPointers = true }
  }

  /// Moves the whole sequence so that it starts at t = 0.
  mutating func shiftToZero() {
    guard let first = events.first?.time, first > 0 else { return }
    let shifted = events.map { event in
      var event = event
      event.time = Self.rounded(event.time - first, to: 0.0001)
      return event
    }
    if attempt(shifted) { log.roundedTimes += 1 }
  }

  /// Moves each event back onto the time of the one before it, with every later event,
  /// when the failure survives: waits it does not need go, and the rest keep their lengths.
  mutating func closeGaps() {
    for index in events.indices.dropFirst() {
      let gap = events[index].time - events[index - 1].time
      guard gap > 0 else { continue }
      var candidate = events
      candidate[index].time = events[index - 1].time
      for later in (index + 1)..<candidate.count {
        // Rounded to remove the subtraction's binary noise, never before the event before.
        candidate[later].time = max(
          candidate[later - 1].time, Self.rounded(events[later].time - gap, to: 0.000001))
      }
      if attempt(candidate) { log.roundedTimes += 1 }
    }
  }

  /// Rounds each time to the coarsest of 1 s … 1 ms that keeps the order and the failure.
  /// Events at one instant move together: rounding one alone would open a gap
  /// ``closeGaps()`` closed.
  mutating func roundTimes() {
    let steps = [1, 0.5, 0.1, 0.05, 0.01, 0.005, 0.001]
    var start = 0
    while start < events.count {
      let time = events[start].time
      let end = events[start...].firstIndex { $0.time != time } ?? events.endIndex
      let previous = start > 0 ? events[start - 1].time : 0
      let next = end < events.count ? events[end].time : .infinity
      for step in steps {
        let rounded = Self.rounded(time, to: step)
        guard rounded != time, rounded >= previous, rounded <= next else { continue }
        var candidate = events
        for index in start..<end { candidate[index].time = rounded }
        if attempt(candidate) {
          log.roundedTimes += 1
          break
        }
      }
      start = end
    }
  }

  /// Drops the optional position of each `up`, then rounds each coordinate of each position,
  /// x and y apart, to the coarsest of 50, 10 and 1 points that keeps the failure and keeps a
  /// position on the scene on it.
  mutating func roundPositions() {
    for index in events.indices {
      if case .up(let pointer, .some) = events[index].kind {
        var candidate = events
        candidate[index].kind = .up(pointer: pointer, at: nil)
        if attempt(candidate) { log.roundedPositions += 1 }
      }
      for axis in [\Point.x, \Point.y] {
        for step in [50.0, 10, 1] {
          guard let point = events[index].kind.position else { break }
          var rounded = point
          rounded[keyPath: axis] = Self.rounded(point[keyPath: axis], to: step)
          guard rounded != point else { break }
          if let bounds, WellFormedness.lands(point, in: bounds),
            !WellFormedness.lands(rounded, in: bounds)
          {
            continue
          }
          var candidate = events
          candidate[index].kind = events[index].kind.moved(to: rounded)
          if attempt(candidate) {
            log.roundedPositions += 1
            break
          }
        }
      }
    }
  }

  private func appearingPointers() -> [Int] {
    var seen: [Int] = []
    for event in events {
      if let pointer = event.kind.pointer, !seen.contains(pointer) { seen.append(pointer) }
    }
    return seen
  }

  /// A value rounded to a multiple of a step, without binary noise (0.3, not 0.30000000000000004).
  static func rounded(_ value: Double, to step: Double) -> Double {
    let inverse = (1 / step).rounded()
    return inverse >= 1 ? (value * inverse).rounded() / inverse : (value / step).rounded() * step
  }
}
