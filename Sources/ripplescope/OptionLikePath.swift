#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file named like an option (`ripplescope report -night.ripple.jsonl`): the parser reads
/// the name as an option, or as short flags, and says only that the trace is missing, or
/// prints the help for its `h`.
enum OptionLikePath {
  /// What to say instead of a command line's help, or after its parse error: how to name the
  /// first argument before any `--` that starts with `-`, is not a help or version option, and
  /// names something on disk; `nil` when none does.
  static func hint(for arguments: [String]) -> String? {
    let path = arguments.prefix { $0 != "--" }.first {
      $0.count > 1 && $0.hasPrefix("-") && !["-h", "--help", "--version"].contains($0)
        && access($0, F_OK) == 0
    }
    return path.map {
      "ripplescope: '\($0)' was read as an option; to name the file, write './\($0)' or put "
        + "'--' before it"
    }
  }
}
