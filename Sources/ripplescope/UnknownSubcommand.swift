import RippleTrace

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
    // A slip of a character or two, not another word: a third of the word at most; the
    // case of its letters is no slip (`REPORT`).
    let nearest = KeySuggestion.closest(
      to: word.lowercased(), in: names, within: max(1, word.count / 3))
    let suggestion = nearest.map { " (did you mean '\($0)'?)" } ?? ""
    return "Error: unknown subcommand '\(word)'\(suggestion)\n"
      + "Usage: ripplescope <subcommand>\n  See 'ripplescope --help' for the subcommands."
  }
}
