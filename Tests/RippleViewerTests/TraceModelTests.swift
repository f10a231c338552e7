import Foundation
import RippleEngine
import RippleRender
import RippleTrace
import Testing

@testable import RippleViewer

/// Loading, frames, events and the seek index.
@Suite struct TraceModelTests {
  @Test func seedTraceFramesAndEvents() throws {
    let model = try Fixtures.seedModel()
    #expect(abs(model.end - 1.30825) < 1e-4)
    #expect(model.frameCount == 79)
    #expect(model.nextEventFrame(after: 0) == 30)
    #expect(model.previousEventFrame(before: 30) == 0)
    #expect(model.findingMarks.frames == [30])
    #expect(model.frame(atOrAfter: 0.5) == 30)
    #expect(model.frame(atOrAfter: 0.501) == 31)
    #expect(model.frame(atOrAfter: 99) == 78)
    #expect(model.eventMarks(in: 0..<79) == [0: .down, 30: .up])
  }

  @Test func malformedTraceThrowsItsLocation() throws {
    let path = NSTemporaryDirectory() + "ripplescope-model-\(UUID().uuidString).ripple.jsonl"
    let text = try String(contentsOfFile: Fixtures.seedTrace, encoding: .utf8)
    try (text + "{\"t\": 1, \"type\": \"up\", \"pointer\": 0}\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    do {
      _ = try TraceModel(path: path)
      Issue.record("expected a TraceError")
    } catch {
      #expect(error.location.file == path)
      #expect(error.location.line == 6)
    }
  }

  /// The model keeps the file's warnings for the viewer to print: the fixture's comment
  /// names two states no node reads, on lines 5 and 6.
  @Test func loadingKeepsTheWarnings() throws {
    let path = Fixtures.packageRoot.appendingPathComponent(
      "Tests/RippleTraceTests/Fixtures/warnings/unread-states.ripple.jsonl"
    ).path
    #expect(try TraceModel(path: path).warnings.map(\.location.line) == [5, 6])
  }

  /// A reading for a fix must find the file the viewer read: rewritten at the same size with
  /// its write time set back (`touch -d`), its status change time still tells; removed, it
  /// is said to be gone.
  @Test func aFixRefusesAFileChangedOrGoneSinceItWasRead() throws {
    let manager = FileManager.default
    let copy = manager.temporaryDirectory.appendingPathComponent("stamp-\(UUID()).ripple.jsonl")
    let original = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent(
        "traces/seed-removal-occluded.ripple.jsonl"), encoding: .utf8)
    try original.write(to: copy, atomically: false, encoding: .utf8)
    defer { try? manager.removeItem(at: copy) }
    // A whole second, which setting it back restores exactly.
    let written = Date(timeIntervalSince1970: 1_600_000_000)
    try manager.setAttributes([.modificationDate: written], ofItemAtPath: copy.path)
    let model = try TraceModel(path: copy.path)
    let stamp = try #require(model.fileStamp)
    #expect(throws: Never.self) { try TraceModel(path: copy.path, fix: nil, stamp: stamp) }
    Thread.sleep(forTimeInterval: 0.01)
    let moved = original.replacingOccurrences(of: #""x": 150"#, with: #""x": 250"#)
    #expect(moved.utf8.count == original.utf8.count && moved != original)
    try moved.write(to: copy, atomically: false, encoding: .utf8)
    try manager.setAttributes([.modificationDate: written], ofItemAtPath: copy.path)
    #expect {
      try TraceModel(path: copy.path, fix: nil, stamp: stamp)
    } throws: { error in
      "\(error)".contains("the file changed since the viewer read it")
    }
    try manager.removeItem(at: copy)
    #expect {
      try TraceModel(path: copy.path, fix: nil, stamp: stamp)
    } throws: { error in
      "\(error)".contains("the file is gone since the viewer read it")
    }
  }

  /// A trace of 700 presses from three fingers: 1400 events, several checkpoints.
  static func busyTrace() throws -> Trace {
    let header = try TraceReader(path: Fixtures.seedTrace).header
    var state: UInt64 = 42
    func random() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    var events: [TraceEvent] = []
    var time = 0.0
    var freeAt = [0.0, 0.0, 0.0]
    for press in 0..<700 {
      let pointer = press % 3
      time = max(time + random() * 0.2, freeAt[pointer])
      let hold = [0.01, 0.1, 0.4, 1.2][Int(random() * 4)]
      let position = Point(x: random() * 300, y: random() * 80)
      events.append(TraceEvent(time: time, kind: .down(pointer: pointer + 1, at: position)))
      events.append(TraceEvent(time: time + hold, kind: .up(pointer: pointer + 1, at: position)))
      freeAt[pointer] = time + hold + 0.001
    }
    let sorted = events.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }.map(\.element)
    return Trace(header: header, lines: sorted.map { .event($0) })
  }

  @Test func seekingFromACheckpointMatchesAReplayFromTheStart() throws {
    let trace = try Self.busyTrace()
    let model = try TraceModel(path: "busy", source: TraceLineCursor(trace))
    #expect(model.index.checkpointCount > 4)
    var seeker = SimulationSeeker(header: trace.header)
    var next = 0
    let events = trace.events
    for frame in stride(from: 0, to: model.frameCount, by: 37) {
      let time = model.time(ofFrame: frame)
      while next < events.count, events[next].time <= time {
        seeker.apply(events[next])
        next += 1
      }
      let expected = seeker.simulation(at: time)
      let actual = model.index.simulation(at: time)
      #expect(actual.ripples == expected.ripples, "frame \(frame)")
      #expect(actual.createdCount == expected.createdCount, "frame \(frame)")
      #expect(actual.pointersDown == expected.pointersDown, "frame \(frame)")
    }
  }

  @Test func laneSamplesMatchTheSnapshotOfEachFrame() throws {
    let trace = try Self.busyTrace()
    let model = try TraceModel(path: "busy", source: TraceLineCursor(trace))
    let frames = 600..<640
    let samples = model.laneSamples(for: frames)
    #expect(samples.count == frames.count)
    for (offset, frame) in frames.enumerated() {
      let snapshot = model.snapshot(at: frame)
      let expected = snapshot.simulation.ripples.map {
        snapshot.composition.visibility(ofRipple: $0.id)?.classification
      }
      #expect(samples[offset]?.map(\.classification) == expected, "frame \(frame)")
      #expect(samples[offset]?.map(\.ripple.id) == snapshot.simulation.ripples.map(\.id))
    }
    #expect(!model.lanesArePending)
  }

  /// A deadline already passed leaves every frame not cached for later but the first, so
  /// that each slice moves the timeline on however long the rest of the drawing took, and
  /// says so; the frames cached meanwhile are given.
  @Test func laneSamplesStopAtTheDeadline() throws {
    let trace = try Self.busyTrace()
    let model = try TraceModel(path: "busy", source: TraceLineCursor(trace))
    _ = model.laneSamples(for: 600..<610)
    model.laneDeadline = .now
    let samples = model.laneSamples(for: 600..<640)
    #expect(samples.prefix(11).allSatisfy { $0 != nil })
    #expect(samples.dropFirst(11).allSatisfy { $0 == nil })
    #expect(model.lanesArePending)
    // A new deadline (a new drawing) clears it: a screen too small for the timeline asks for
    // no samples, and the loop would otherwise redraw it without waiting for keys.
    model.laneDeadline = .now
    #expect(!model.lanesArePending)
    model.laneDeadline = nil
    #expect(model.laneSamples(for: 600..<640).allSatisfy { $0 != nil })
    #expect(!model.lanesArePending)
  }

  /// A drawing that answers a key computes no frame past its deadline, not even the first:
  /// the key's answer shows without waiting for a frame that may take half a second.
  @Test func aDrawingThatAnswersAKeyComputesNoFramePastItsDeadline() throws {
    let trace = try Self.busyTrace()
    let model = try TraceModel(path: "busy", source: TraceLineCursor(trace))
    _ = model.laneSamples(for: 600..<610)
    model.lanesMoveOnPastDeadline = false
    model.laneDeadline = .now
    let samples = model.laneSamples(for: 600..<640)
    #expect(samples.prefix(10).allSatisfy { $0 != nil })
    #expect(samples.dropFirst(10).allSatisfy { $0 == nil })
    #expect(model.lanesArePending)
  }

  /// The lane cache is bounded by its samples, which hold ripple records, not by frames: past
  /// its limit it keeps only the frames asked for, so memory stays bounded however many
  /// frames are visited, and the frames of the window shown are never computed twice.
  @Test func laneCacheStaysWithinItsLimit() throws {
    let trace = try Self.busyTrace()
    let model = try TraceModel(path: "busy", source: TraceLineCursor(trace))
    model.laneCacheLimit = 400
    var largest = 0
    for first in stride(from: 0, to: 3000, by: 100) {
      let window = first..<(first + 100)
      let samples = model.laneSamples(for: window)
      let windowSize = samples.reduce(0) { $0 + max($1?.count ?? 0, 1) }
      #expect(model.laneCacheSize <= model.laneCacheLimit + windowSize)
      largest = max(largest, model.laneCacheSize)
      // Asked again at once, the window is served from the cache: nothing is computed again,
      // and only frames outside it may go.
      let before = model.laneCacheSize
      _ = model.laneSamples(for: window)
      #expect(model.laneCacheSize <= before && model.laneCacheSize >= windowSize)
    }
    #expect(largest > model.laneCacheLimit, "the trace must fill the cache past its limit")
  }

  @Test func timelineScrollsWhenThereAreMoreRipplesThanLanes() throws {
    let trace = try Self.busyTrace()
    let model = try TraceModel(path: "busy", source: TraceLineCursor(trace))
    var state = ViewerState()
    state.frame = 3000
    let grid = ViewerScreen.render(state, model: model, width: 80, height: 24)
    let text = grid.lines.joined(separator: "\n")
    #expect(text.contains(" · lanes "))
    let scrolled = {
      var state = state
      state.handle(.down, model: model, width: 80, height: 24)
      return state
    }()
    #expect(scrolled.timelineScroll == 1)
    let after = ViewerScreen.render(scrolled, model: model, width: 80, height: 24)
    #expect(after.lines != grid.lines)
    // The gutter marks lanes above and below with ▲ and ▼: ↑ and ↓ are releases and presses
    // on a lane.
    let lanes = { (grid: CellGrid) in
      let title = grid.lines.firstIndex { $0.contains(" · lanes ") } ?? 0
      return grid.lines[(title + 2)...].prefix { !$0.contains("Findings ─") }
    }
    #expect(lanes(grid).last?.hasPrefix("▼") == true, "\(lanes(grid))")
    #expect(!(lanes(grid) + lanes(after)).contains { $0.hasPrefix("↑") || $0.hasPrefix("↓") })
    #expect(lanes(after).first?.hasPrefix("▲") == true, "\(lanes(after))")
  }

  /// A 20×20 scene tapped at 0.001 s and released at 0.005 s, both shown at frame 1, then
  /// the lines given.
  private func tapModel(then lines: String = "") throws -> TraceModel {
    let text = """
      {"ripplescope": 1, "name": "tap", "scene": {"width": 20, "height": 20, "children": [\
      {"name": "ripple", "forEach": "ripples", "radius": 3, "fill": "gray"}]}}
      {"t": 0.001, "type": "down", "pointer": 1, "x": 10, "y": 10}
      {"t": 0.005, "type": "up", "pointer": 1}

      """
    let trace = try Trace(bytes: Array((text + lines).utf8), file: "tap.ripple.jsonl")
    return try TraceModel(path: "tap", source: TraceLineCursor(trace))
  }

  /// The tap's lane marks both its press and its release, `↕`, not the release alone.
  @Test func aTapWithinOneColumnShowsPressAndRelease() throws {
    let lines = ViewerScreen.render(ViewerState(), model: try tapModel(), width: 80, height: 24)
      .lines
    let lane = try #require(lines.first { $0.hasPrefix("    #1 ") }, "\(lines)")
    #expect(lane.contains("↕") && !lane.contains("↑") && !lane.contains("↓"), "\(lane)")
  }

  /// `onUp.remove: first`: pointer 2's release takes pointer 1's record and pointer 1's takes
  /// pointer 2's, so both lanes mark their release as a warning; ripple 3, released by its
  /// own finger, gets an ordinary mark.
  @Test func aRecordAnotherFingerTookIsMarkedAsAWarning() throws {
    let text = """
      {"ripplescope": 1, "name": "first", "scene": {"width": 20, "height": 20, "children": [\
      {"name": "ripple", "forEach": "ripples", "radius": 3, "fill": "gray"}]}}
      {"t": 0, "type": "down", "pointer": 1, "x": 5, "y": 10}
      {"t": 0.1, "type": "down", "pointer": 2, "x": 15, "y": 10}
      {"t": 0.5, "type": "up", "pointer": 2}
      {"t": 1, "type": "up", "pointer": 1}
      {"t": 1.5, "type": "down", "pointer": 3, "x": 10, "y": 10}
      {"t": 2, "type": "up", "pointer": 3}

      """
    let trace = try Trace(bytes: Array(text.utf8), file: "first.ripple.jsonl")
    let model = try TraceModel(path: "first", source: TraceLineCursor(trace))
    let grid = ViewerScreen.render(ViewerState(), model: model, width: 80, height: 24)
    let lines = grid.lines
    for (label, style) in [
      ("    #1 ", CellStyle.warning), ("    #2 ", .warning), ("    #3 ", .info),
    ] {
      let row = try #require(lines.firstIndex { $0.hasPrefix(label) }, "\(lines)")
      let release = try #require(Array(lines[row]).firstIndex(of: "↑"), "\(lines[row])")
      #expect(grid[x: release, y: row].style == style, "\(label)")
    }
  }

  /// The events row of the timeline: a frame that shows several events marks the first.
  @Test func aFrameWithSeveralEventsMarksTheFirst() throws {
    let model = try tapModel(
      then: """
        {"t": 1, "type": "cancel", "pointer": 2}
        {"t": 1, "type": "state", "set": {"pressed": true}}
        """)
    #expect(model.eventMarks(in: 0..<model.frameCount) == [1: .down, 60: .cancel])
  }
}
