import RippleTrace

/// The state of one sequence being generated: the clock, the pointers that are down and the
/// releases scheduled for them. Times are whole ticks of 0.1 ms, so they print short.
struct SequenceBuilder {
  /// Ticks per second.
  static let ticksPerSecond = 10_000
  /// Presses in a burst: more than 10, so a burst can pile up ripples (SPEC §7).
  static let burstPresses = 11...16

  let settings: GeneratorSettings
  var random: SplitMix64

  private var events: [TraceEvent] = []
  private var now = 0
  private var pointerCount = 1
  private var down: [Int: Point] = [:]
  private var lastPosition: [Int: Point] = [:]
  private var releases: [(pointer: Int, at: Int)] = []
  /// When each pointer last went down.
  private var pressedAt: [Int: Int] = [:]
  private var states: [String: Bool] = [:]

  init(settings: GeneratorSettings, random: SplitMix64) {
    self.settings = settings
    self.random = random
  }

  /// Generates one whole sequence.
  mutating func build() -> [TraceEvent] {
    let length = 1 + random.below(settings.maxEvents)
    pointerCount = 1 + random.below(5)
    events.reserveCapacity(length + 2 * Self.burstPresses.upperBound)
    while events.count < length {
      advance(by: gap())
      step(remaining: length - events.count)
    }
    return Array(events.prefix(length))
  }

  /// One action at the current instant.
  private mutating func step(remaining: Int) {
    let wellFormed = settings.wellFormed
    let roll = random.below(100)
    switch roll {
    case 0..<4 where remaining >= 2 * Self.burstPresses.lowerBound:
      burst(remaining: remaining)
    case 0..<8 where !settings.states.isEmpty:
      let state = settings.states[random.below(settings.states.count)]
      let value = !(states[state] ?? false)
      states[state] = value
      emit(.state([state: value]))
    case 8..<18 where !wellFormed:
      orphanRelease()
    case 18..<40:
      move()
    default:
      press()
    }
  }

  // MARK: Actions

  /// A finger touches down: a free pointer, or (not well-formed) sometimes one already down.
  private mutating func press() {
    let free = (1...pointerCount).filter { down[$0] == nil }
    let duplicate = !settings.wellFormed && !down.isEmpty && random.chance(0.15)
    guard let pointer = duplicate || free.isEmpty ? downPointer() : pick(free) else { return }
    guard down[pointer] == nil else {
      // All fingers are down (or a duplicate is wanted): press it again, or release it, held
      // at least the shortest tap (1 ms) first.
      if duplicate { return pressDown(pointer) }
      advance(to: (pressedAt[pointer] ?? now) + Self.shortestHold)
      if down[pointer] != nil { release(pointer) }
      return
    }
    pressDown(pointer)
    if settings.wellFormed || random.chance(0.9) {
      releases.append((pointer, now + hold()))
    }
  }

  /// Touches down: a real device hit-tests the touch, so a well-formed one lands on the scene.
  private mutating func pressDown(_ pointer: Int) {
    let position = self.position(mayLandOutside: !settings.wellFormed)
    down[pointer] = position
    pressedAt[pointer] = now
    lastPosition[pointer] = position
    emit(.down(pointer: pointer, at: position))
  }

  /// A finger that is down moves (not well-formed: sometimes one that is not).
  private mutating func move() {
    let stray = !settings.wellFormed && random.chance(0.2)
    guard let pointer = stray ? 1 + random.below(pointerCount) : downPointer() else {
      return press()
    }
    let last = lastPosition[pointer] ?? position()
    let position =
      random.chance(0.5)
      ? Point(
        x: last.x + Self.quantized(random.uniform(-8, 8)),
        y: last.y + Self.quantized(random.uniform(-8, 8)))
      : self.position()
    lastPosition[pointer] = position
    if down[pointer] != nil { down[pointer] = position }
    emit(.move(pointer: pointer, to: position))
  }

  /// An `up` or `cancel` for a pointer that is not down.
  private mutating func orphanRelease() {
    let free = (1...pointerCount).filter { down[$0] == nil }
    guard let pointer = pick(free) else { return press() }
    emit(random.chance(0.5) ? .up(pointer: pointer, at: position()) : .cancel(pointer: pointer))
  }

  /// More than 10 quick taps, 0–20 ms apart, each held 1–50 ms.
  private mutating func burst(remaining: Int) {
    let free = (1...pointerCount).filter { down[$0] == nil }
    guard let pointer = pick(free) else { return press() }
    let most = min(Self.burstPresses.upperBound, remaining / 2)
    let presses =
      Self.burstPresses.lowerBound + random.below(most - Self.burstPresses.lowerBound + 1)
    for index in 0..<presses {
      if index > 0 { advance(by: ticks(random.uniform(0, 0.02))) }
      pressDown(pointer)
      advance(by: ticks(random.uniform(0.001, 0.05)))
      release(pointer)
    }
  }

  /// Lifts or cancels a pointer that is down, forgetting its scheduled release.
  private mutating func release(_ pointer: Int) {
    releases.removeAll { $0.pointer == pointer }
    let position = down.removeValue(forKey: pointer) ?? lastPosition[pointer]
    if random.chance(0.2) {
      emit(.cancel(pointer: pointer))
    } else {
      emit(.up(pointer: pointer, at: random.chance(0.7) ? position : nil))
    }
  }

  // MARK: Time

  /// Moves the clock forward, emitting every scheduled release due by then, in time order.
  private mutating func advance(by ticks: Int) {
    advance(to: now + ticks)
  }

  /// Moves the clock to an instant, if it is later, emitting the releases due by then.
  private mutating func advance(to target: Int) {
    guard target >= now else { return }
    while let next = releases.indices.min(by: { releases[$0].at < releases[$1].at }),
      releases[next].at <= target
    {
      now = max(now, releases[next].at)
      release(releases[next].pointer)
    }
    now = target
  }

  /// The time to the next action: 15% equal times, 45% 1–50 ms, 25% 50–500 ms, 15% 0.5–3 s.
  private mutating func gap() -> Int {
    switch random.below(20) {
    case 0..<3: 0
    case 3..<12: ticks(random.decades(0.001, 0.05))
    case 12..<17: ticks(random.uniform(0.05, 0.5))
    default: ticks(random.uniform(0.5, 3))
    }
  }

  /// The shortest tap, in ticks: 1 ms.
  static let shortestHold = 10

  /// How long a tap is held: 1 ms to 3 s, spread evenly over the decades.
  private mutating func hold() -> Int {
    max(ticks(random.decades(0.001, 3)), Self.shortestHold)
  }

  private func ticks(_ seconds: Double) -> Int {
    Int((seconds * Double(Self.ticksPerSecond)).rounded())
  }

  // MARK: Places

  /// 60% inside the bounds, 20% exactly on an edge, 20% outside by up to 1.5 × the reach
  /// (on an edge instead unless `mayLandOutside`); on a half-point grid.
  private mutating func position(mayLandOutside: Bool = true) -> Point {
    let bounds = settings.bounds
    var x = random.uniform(bounds.x, bounds.x + bounds.width)
    var y = random.uniform(bounds.y, bounds.y + bounds.height)
    let roll = random.below(10)
    if roll >= 6 {
      let outside = roll >= 8 && mayLandOutside ? random.uniform(0.5, 1.5 * settings.reach) : 0
      switch random.below(4) {
      case 0: x = bounds.x - outside
      case 1: x = bounds.x + bounds.width + outside
      case 2: y = bounds.y - outside
      default: y = bounds.y + bounds.height + outside
      }
    }
    // On the half-point grid; a press that must land stays inside bounds whose edges are off
    // the grid (a width of 300.3 would snap an edge press to 300.5).
    let snap = { (value: Double, low: Double, high: Double) -> Double in
      mayLandOutside ? Self.quantized(value) : min(max(Self.quantized(value), low), high)
    }
    return Point(
      x: snap(x, bounds.x, bounds.x + bounds.width), y: snap(y, bounds.y, bounds.y + bounds.height))
  }

  private static func quantized(_ value: Double) -> Double { (value * 2).rounded() / 2 }

  // MARK: Helpers

  private mutating func pick(_ pointers: [Int]) -> Int? {
    pointers.isEmpty ? nil : pointers[random.below(pointers.count)]
  }

  private mutating func downPointer() -> Int? {
    pick(down.keys.sorted())
  }

  private mutating func emit(_ kind: TraceEvent.Kind) {
    events.append(TraceEvent(time: Double(now) / Double(Self.ticksPerSecond), kind: kind))
  }
}
