import RippleEngine
import RippleRender
import RippleTrace

/// Frames, instants and events: where the keys of the viewer go.
extension TraceModel {
  /// The last frame index.
  public var lastFrame: Int { frameCount - 1 }

  /// The instant of a frame, `k / fps`.
  public func time(ofFrame frame: Int) -> Double {
    FrameClock.time(ofFrame: frame, fps: header.fps)
  }

  /// The first frame at or after an instant, clamped to the trace's frames.
  public func frame(atOrAfter time: Double) -> Int {
    Self.frame(atOrAfter: time, fps: header.fps, frameCount: frameCount)
  }

  /// The first of `frameCount` frames at a rate at or after an instant, clamped to them.
  static func frame(atOrAfter time: Double, fps: Double, frameCount: Int) -> Int {
    let lastFrame = frameCount - 1
    guard time > 0 else { return 0 }
    guard time * fps < Double(frameCount) else { return lastFrame }
    return min(FrameClock.frameCount(before: time, including: false, fps: fps), lastFrame)
  }

  /// The frame of an instant typed by the user, clamped to the trace's frames.
  public func frame(of instant: FrameInstant) -> Int {
    switch instant {
    case .frame(let index): min(max(index, 0), lastFrame)
    case .seconds(let seconds): frame(atOrAfter: seconds)
    }
  }

  /// The trace's events, in file order.
  public var events: [TraceEvent] { index.events }

  /// The index of the first event later than an instant.
  func firstEvent(after time: Double) -> Int {
    var low = 0
    var high = index.events.count
    while low < high {
      let middle = (low + high) / 2
      if index.events[middle].time <= time { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The first frame after `frame` that shows a new `down`, `up`, `cancel` or `state` event;
  /// `nil` when no such event comes in a later frame.
  public func nextEventFrame(after frame: Int) -> Int? {
    var position = firstEvent(after: time(ofFrame: frame))
    while position < index.events.count {
      if EventMark(index.events[position].kind) != nil {
        // An event after the last frame shows in none: there is no later frame to go to.
        let next = self.frame(atOrAfter: index.events[position].time)
        return next > frame ? next : nil
      }
      position += 1
    }
    return nil
  }

  /// The last frame before `frame` that shows a new `down`, `up`, `cancel` or `state` event.
  public func previousEventFrame(before frame: Int) -> Int? {
    guard frame > 0 else { return nil }
    var position = firstEvent(after: time(ofFrame: frame - 1)) - 1
    while position >= 0 {
      if EventMark(index.events[position].kind) != nil {
        return self.frame(atOrAfter: index.events[position].time)
      }
      position -= 1
    }
    return nil
  }

  /// The event marks of the frames in a range: for each frame that shows new events, the
  /// first mark among them.
  func eventMarks(in frames: Range<Int>) -> [Int: EventMark] {
    guard !frames.isEmpty else { return [:] }
    var marks: [Int: EventMark] = [:]
    var position = firstEvent(after: time(ofFrame: frames.lowerBound - 1))
    let last = time(ofFrame: frames.upperBound - 1)
    while position < index.events.count, index.events[position].time <= last {
      let event = index.events[position]
      if let mark = EventMark(event.kind) {
        let frame = self.frame(atOrAfter: event.time)
        if marks[frame] == nil { marks[frame] = mark }
      }
      position += 1
    }
    return marks
  }
}
