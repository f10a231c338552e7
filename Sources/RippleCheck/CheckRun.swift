import RippleTrace

/// `ripplescope check PATH...`: checks the expect lines of trace files and folders, prints each
/// failure, then `N passed, M failed` with the malformed traces and the paths without one.
public enum CheckRun {
  /// Checks every trace the paths name (``TraceFiles/expand(_:)``).
  /// - Parameters:
  ///   - problem: Receives a malformed trace's `file:line:column: message`, or a path's
  ///     problem.
  ///   - warning: Receives each trace's warnings.
  ///   - output: Receives the failures, in file order, then the summary line.
  /// - Returns: The exit code: 0 when every expectation held, 1 when one failed, 2 when a trace
  ///   was malformed or a path held none.
  public static func run(
    paths: [String], problem: (String) -> Void, warning: (TraceWarning) -> Void,
    output: (String) -> Void
  ) -> Int32 {
    let (files, unusable) = TraceFiles.expand(paths)
    var result = CheckResult()
    var malformed = 0
    for (path, reason) in unusable { problem("\(path): \(reason)") }
    for file in files {
      do {
        let reader = try TraceReader(path: file)
        result.merge(try ExpectationChecker.check(reader))
        reader.warnings.forEach(warning)
      } catch {
        problem(error.description)
        malformed += 1
      }
    }
    for failure in result.failures { output("\(failure)") }
    let unread = [
      malformed > 0 ? ", " + counted(malformed, "malformed trace") : "",
      unusable.isEmpty ? "" : ", " + counted(unusable.count, "path") + " without a trace",
    ]
    output(result.summary + unread.joined())
    if malformed + unusable.count > 0 { return 2 }
    return result.failed > 0 ? 1 : 0
  }
}
