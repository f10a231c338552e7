/// Where a failing sequence came from, so that anyone can find it again.
public struct FuzzProvenance: Sendable, Equatable {
  /// The trace whose header the campaign used, as the user named it.
  public var source: String
  /// The campaign's seed.
  public var seed: UInt64
  /// The run (0-based) whose sequence failed first.
  public var run: Int
  /// The generator's settings.
  public var maxEvents: Int
  /// Whether the generator was restricted to well-formed sequences.
  public var wellFormed: Bool

  /// Creates a provenance.
  public init(source: String, seed: UInt64, run: Int, maxEvents: Int, wellFormed: Bool) {
    self.source = source
    self.seed = seed
    self.run = run
    self.maxEvents = maxEvents
    self.wellFormed = wellFormed
  }

  /// The command that finds it again: `ripplescope fuzz FILE --seed S --runs N …`.
  public var command: String {
    // A path starting with `-` would be read as an option: `./` keeps it a path.
    "ripplescope fuzz \(Self.shellQuoted(source.hasPrefix("-") ? "./" + source : source)) "
      + "--seed \(seed) --runs \(run + 1) "
      + "--max-events \(maxEvents)"
      + (wellFormed ? " --well-formed" : "")
  }

  /// A path as a shell reads it back: as it is when it holds only safe characters, else in
  /// single quotes.
  static func shellQuoted(_ path: String) -> String {
    let safe = path.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "/._-+,:@%".unicodeScalars.contains(scalar))
    }
    guard !safe || path.isEmpty else { return path }
    let quoted = path.split(separator: "'", omittingEmptySubsequences: false)
      .joined(separator: #"'\''"#)
    return "'" + quoted + "'"
  }
}
