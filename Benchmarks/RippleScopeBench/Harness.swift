import RippleTrace

/// A tiny benchmark harness: a fixed number of timed repetitions per benchmark, medians
/// printed, and a sink the optimizer cannot see through.

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func consume<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// One benchmark's timings.
struct Measurement {
  /// The benchmark's name.
  var name: String
  /// Seconds per repetition, in the order measured.
  var seconds: [Double]
  /// How many units (bytes, events, frames…) one repetition processes.
  var units: Double
  /// What a unit is, for the throughput column: `MB`, `events`, `frames`…
  var unit: String

  /// The median repetition.
  var median: Double {
    let sorted = seconds.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The fastest repetition.
  var minimum: Double { seconds.min() ?? .nan }
}

/// Runs benchmarks and prints one line each.
struct Harness {
  /// Timed repetitions per benchmark (after one untimed warm-up).
  var repetitions: Int
  /// The benchmarks to run; empty runs all.
  var only: Set<String>

  init(repetitions: Int, only: Set<String>) {
    self.repetitions = max(1, repetitions)
    self.only = only
  }

  /// Whether a benchmark was selected.
  func wants(_ name: String) -> Bool {
    only.isEmpty || only.contains(name)
  }

  /// Times `body` `repetitions` times after one untimed warm-up and prints the median.
  /// - Parameter units: What one call processes, for the throughput column.
  mutating func measure(
    _ name: String, units: Double, unit: String, _ body: () throws -> Void
  ) rethrows {
    guard wants(name) else { return }
    let clock = ContinuousClock()
    try body()
    var seconds: [Double] = []
    for _ in 0..<repetitions {
      let start = clock.now
      try body()
      seconds.append((clock.now - start) / .seconds(1))
    }
    let measurement = Measurement(name: name, seconds: seconds, units: units, unit: unit)
    Self.print(measurement)
  }

  static func printHeader() {
    Swift.print(
      pad("benchmark", 16) + pad("median", 12, right: true) + pad("min", 12, right: true)
        + "  throughput (median)")
  }

  static func print(_ m: Measurement) {
    let perSecond = m.units / m.median
    let throughput =
      m.unit == "MB"
      ? DecimalText.fixed(perSecond, digits: 1) + " MB/s"
      : DecimalText.fixed(perSecond, digits: 0) + " \(m.unit)/s, "
        + DecimalText.fixed(m.median / m.units * 1e9, digits: 0)
        + " ns/\(singular(m.unit))"
    Swift.print(
      pad(m.name, 16) + pad(time(m.median), 12, right: true) + pad(time(m.minimum), 12, right: true)
        + "  " + throughput)
  }

  /// `event` for `events`, `press` for `presses`.
  static func singular(_ unit: String) -> String {
    if unit.hasSuffix("sses") { return String(unit.dropLast(2)) }
    return unit.hasSuffix("s") ? String(unit.dropLast()) : unit
  }

  /// `12.3 ms`, `1.234 s`, `45.6 µs`.
  static func time(_ seconds: Double) -> String {
    if seconds >= 1 { return DecimalText.fixed(seconds, digits: 3) + " s" }
    if seconds >= 1e-3 { return DecimalText.fixed(seconds * 1e3, digits: 1) + " ms" }
    return DecimalText.fixed(seconds * 1e6, digits: 1) + " µs"
  }

  static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
  }
}
