import RippleTrace

/// `ripplescope check PATH...`: checks the expect lines of trace files and folders, prints each
/// failure, then `N passed, M failed` with the malformed traces, the paths without one and the
/// traces without an expect line.
public enum CheckRun {
  /// Checks every trace the paths name (``TraceFiles/expand(_:)``).
  /// - Parameters:
  ///   - problem: Receives a malformed trace's `file:line:column: message`, a path's problem,
  ///     or that a trace has no expect line (a regression trace whose checks were commented
  ///     out would otherwise pass unseen).
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
    var unchecked = 0
    for (path, reason) in unusable { problem("\(path): \(reason)") }
    for file in files {
      do {
        let reader = try TraceReader(path: file)
        let checked = try ExpectationChecker.check(reader)
        reader.warnings.forEach(warning)
        if checked.passed + checked.failed == 0 {
          problem("\(file): warning: no expect line: nothing in this trace is checked")
          unchecked += 1
        }
        result.merge(checked)
      } catch {
        problem(error.description)
        malformed += 1
      }
    }
    for failure in result.failures { output("\(failure)") }
    let unread = [
      malformed > 0 ? ", " + counted(malformed, "malformed trace") : "",
      unusable.isEmpty ? "" : ", " + counted(unusable.count, "path") + " without a trace",
      unchecked > 0 ? ", " + counted(unchecked, "trace") + " without an expect line" : "",
    ]
    output(result.summary + unread.joined())
    if malformed + unusable.count > 0 { return 2 }
    return result.failed > 0 ? 1 : 0
  }
}
