/// Finds the known key (or name) a misspelled one was probably meant to be.
public enum KeySuggestion {
  /// The longest key, in bytes, that gets a suggestion: the distance takes time in the
  /// product of two lengths, and a trace's line may hold a name of a megabyte.
  static let maximumKeyLength = 64

  /// The closest candidate within an edit distance of `maximum`, at most 2 (insertions,
  /// deletions, substitutions and adjacent transpositions), the earliest on ties; `nil` when
  /// none is that close, or when the key is longer than ``maximumKeyLength``.
  public static func closest(to key: String, in candidates: [String], within maximum: Int = 2)
    -> String?
  {
    guard key.utf8.count <= maximumKeyLength else { return nil }
    // ``editDistance(_:_:)`` gives a mere lower bound beyond 2.
    let maximum = min(maximum, 2)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(Array(key.utf8), Array(candidate.utf8))
      if distance <= maximum, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// ` (did you mean "b"?)`, the closest name quoted as JSON, when `typed` is a slip of one of
  /// the names; empty otherwise.
  static func didYouMean(_ typed: String, in names: [String]) -> String {
    closest(to: typed, in: names).map { " (did you mean \(JSONText.string($0))?)" } ?? ""
  }

  /// The optimal string alignment distance between two byte strings.
  static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    if abs(a.count - b.count) > 2 { return abs(a.count - b.count) }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
