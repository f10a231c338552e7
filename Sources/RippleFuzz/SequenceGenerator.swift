import RippleTrace

/// Generates press sequences from a seed (issue #5): 1–5 pointers, taps held from 1 ms to
/// 3 s, overlapping presses, cancels, moves, positions inside, on the edge of and outside the
/// bounds, bursts of more than 10 presses and events at equal times; unless
/// ``GeneratorSettings/wellFormed``, also orphan `up`/`cancel` events, duplicate `down`s and
/// pointers never released.
///
/// Run `n` of a seed is always the same sequence, whatever was generated before it.
public struct SequenceGenerator: Sendable {
  /// What to generate.
  public let settings: GeneratorSettings
  /// The campaign's seed.
  public let seed: UInt64

  /// Creates a generator.
  public init(settings: GeneratorSettings, seed: UInt64) {
    self.settings = settings
    self.seed = seed
  }

  /// The sequence of one run: at most ``GeneratorSettings/maxEvents`` events in
  /// non-decreasing time, starting at t = 0 or later.
  public func sequence(run: Int) -> [TraceEvent] {
    var builder = SequenceBuilder(
      settings: settings, random: SplitMix64(seed: seed, stream: run))
    return builder.build()
  }
}
