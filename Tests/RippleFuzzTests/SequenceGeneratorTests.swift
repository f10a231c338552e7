import RippleFuzz
import RippleTrace
import Testing

/// The press-sequence generator: deterministic per seed and run, within its settings, and
/// producing every kind of input issue #5 lists.
@Suite struct SequenceGeneratorTests {
  static let runs = 2_000

  func generator(wellFormed: Bool = false, seed: UInt64 = 1) throws -> SequenceGenerator {
    let header = try TestHeaders.seed()
    return SequenceGenerator(
      settings: GeneratorSettings(header: header, maxEvents: 32, wellFormed: wellFormed),
      seed: seed)
  }

  @Test func sameSeedGivesTheSameSequences() throws {
    let first = try generator()
    let second = try generator()
    for run in [0, 1, 17, 999] {
      #expect(first.sequence(run: run) == second.sequence(run: run))
    }
    let other = try generator(seed: 2)
    #expect((0..<20).contains { first.sequence(run: $0) != other.sequence(run: $0) })
  }

  @Test func staysWithinItsSettings() throws {
    let generator = try generator()
    for run in 0..<Self.runs {
      let events = generator.sequence(run: run)
      #expect((1...32).contains(events.count))
      #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
      #expect(events.allSatisfy { $0.time.isFinite && $0.time >= 0 })
      let pointers = Set(events.compactMap(\.pointer))
      #expect(pointers.allSatisfy { (1...5).contains($0) })
    }
  }

  /// Bounds whose edges are off the half-point grid: an edge press snapped to the grid
  /// (300.3 → 300.5) would land outside, which a real device cannot do.
  @Test func wellFormedPressesLandInsideBoundsOffTheGrid() throws {
    let text = """
      {"ripplescope": 1, "scene": {"width": 300.3, "height": 80.2, "children": [\
      {"name": "ripple", "forEach": "ripples", "radius": 50, "fill": "gray"}]}}
      """
    let header = try TraceReader(bytes: Array(text.utf8), file: "test.ripple.jsonl").header
    let generator = SequenceGenerator(
      settings: GeneratorSettings(header: header, maxEvents: 32, wellFormed: true), seed: 1)
    for run in 0..<Self.runs {
      let events = generator.sequence(run: run)
      #expect(WellFormedness.holds(for: events, in: generator.settings.bounds), "run \(run)")
    }
  }

  @Test func wellFormedSequencesAreWellFormed() throws {
    let generator = try generator(wellFormed: true)
    var places: Set<String> = []
    for run in 0..<Self.runs {
      let events = generator.sequence(run: run)
      #expect(WellFormedness.holds(for: events, in: generator.settings.bounds), "run \(run)")
      for event in events {
        if case .move(_, let point) = event.kind {
          places.insert(Self.place(point, in: generator.settings.bounds))
        }
      }
    }
    // A finger that is down may still leave the scene.
    #expect(places == ["inside", "edge", "outside"])
  }

  /// Issue #5 asks for taps of 1 ms to 3 s: a release ends a pointer's press at least 1 ms
  /// after its first down, even when every finger is down and one must lift for the next
  /// press.
  @Test(arguments: [false, true])
  func tapsLastAtLeastAMillisecond(wellFormed: Bool) throws {
    let generator = try generator(wellFormed: wellFormed)
    for run in 0..<Self.runs {
      var pressedAt: [Int: Double] = [:]
      for event in generator.sequence(run: run) {
        switch event.kind {
        // A duplicate down (not well-formed) does not start another tap.
        case .down(let pointer, _): pressedAt[pointer] = pressedAt[pointer] ?? event.time
        case .up(let pointer, _), .cancel(let pointer):
          if let start = pressedAt.removeValue(forKey: pointer) {
            #expect(event.time - start >= 0.001 - 1e-9, "run \(run): \(event)")
          }
        default: break
        }
      }
    }
  }

  @Test func producesEveryKindOfInput() throws {
    let generator = try generator()
    var seen: Set<String> = []
    let bounds = Rect(x: 0, y: 0, width: 300, height: 80)
    for run in 0..<Self.runs {
      let events = generator.sequence(run: run)
      if !WellFormedness.holds(for: events, in: bounds) { seen.insert("ill-formed") }
      if zip(events, events.dropFirst()).contains(where: { $0.time == $1.time }) {
        seen.insert("equal times")
      }
      if Set(events.compactMap(\.pointer)).count >= 4 { seen.insert("4+ pointers") }
      var downs: [Int: Double] = [:]
      var heldShort = false
      var heldLong = false
      for event in events {
        switch event.kind {
        case .down(let pointer, let point):
          downs[pointer] = event.time
          seen.insert(Self.place(point, in: bounds))
        case .up(let pointer, _), .cancel(let pointer):
          if case .cancel = event.kind { seen.insert("cancel") }
          if let start = downs.removeValue(forKey: pointer) {
            heldShort = heldShort || event.time - start <= 0.01
            heldLong = heldLong || event.time - start >= 1
          }
        case .move: seen.insert("move")
        case .state: seen.insert("state")
        }
      }
      if heldShort { seen.insert("tap ≤ 10 ms") }
      if heldLong { seen.insert("hold ≥ 1 s") }
      let downTimes = events.filter { if case .down = $0.kind { true } else { false } }.map(\.time)
      if downTimes.indices.contains(where: {
        downTimes.dropFirst($0).prefix(11).count == 11
          && downTimes[$0 + 10] - downTimes[$0] < 1
      }) {
        seen.insert("burst")
      }
    }
    let expected: Set<String> = [
      "ill-formed", "equal times", "4+ pointers", "inside", "edge", "outside", "cancel", "move",
      "state", "tap ≤ 10 ms", "hold ≥ 1 s", "burst",
    ]
    #expect(expected.subtracting(seen).isEmpty, "never generated: \(expected.subtracting(seen))")
  }

  static func place(_ point: Point, in bounds: Rect) -> String {
    let insideX = point.x > bounds.x && point.x < bounds.x + bounds.width
    let insideY = point.y > bounds.y && point.y < bounds.y + bounds.height
    if insideX && insideY { return "inside" }
    let onX = point.x >= bounds.x && point.x <= bounds.x + bounds.width
    let onY = point.y >= bounds.y && point.y <= bounds.y + bounds.height
    return onX && onY ? "edge" : "outside"
  }
}

extension TraceEvent {
  /// The pointer of a pointer event.
  var pointer: Int? {
    switch kind {
    case .down(let pointer, _), .move(let pointer, _), .up(let pointer, _), .cancel(let pointer):
      pointer
    case .state:
      nil
    }
  }
}
