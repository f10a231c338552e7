/// A first word that names no subcommand (`ripplescope reprot t.jsonl`, `ripplescope help
/// nosuch`), told before the parser sees it: it would say only "2 unexpected arguments", or
/// print the main help and succeed.
enum UnknownSubcommand {
  /// What to say about `arguments`, or `nil` when they start with a subcommand, `help` and
  /// a subcommand or nothing, an option, or nothing at all.
  /// - Parameter names: The subcommands' names.
  static func message(for arguments: [String], names: [String]) -> String? {
    let words = arguments.first == "help" ? arguments.dropFirst() : arguments[...]
    guard let word = words.first, !word.hasPrefix("-"), !(names + ["help"]).contains(word)
    else { return nil }
    // A slip of a character or two, not another word: a third of the word at most.
    let nearest = names.min { distance($0, word) < distance($1, word) }
    let suggestion = nearest.flatMap { name in
      distance(name, word) <= max(1, word.count / 3) ? " (did you mean '\(name)'?)" : nil
    }
    return "Error: unknown subcommand '\(word)'\(suggestion ?? "")\n"
      + "Usage: ripplescope <subcommand>\n  See 'ripplescope --help' for the subcommands."
  }

  /// The Levenshtein distance between two words: the fewest insertions, deletions and
  /// substitutions of characters that turn one into the other.
  static func distance(_ one: String, _ other: String) -> Int {
    let (one, other) = (Array(one), Array(other))
    var previous = Array(0...other.count)
    for (row, character) in one.enumerated() {
      var current = [row + 1]
      for (column, otherCharacter) in other.enumerated() {
        current.append(
          min(
            previous[column + 1] + 1, current[column] + 1,
            previous[column] + (character == otherCharacter ? 0 : 1)))
      }
      previous = current
    }
    return previous[other.count]
  }
}
