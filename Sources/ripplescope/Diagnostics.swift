import ArgumentParser
import RippleRender
import RippleTrace

/// Writes a message and a line break to standard error, its control characters escaped: it
/// may quote a trace. A message that cannot be written is dropped.
func printError(_ message: String) {
  StandardError.write(message: message)
}

/// Prints a malformed trace's `file:line:column: message` and exits with code 2.
func malformedTrace(_ error: TraceError) -> ExitCode {
  printError(error.description)
  return ExitCode(2)
}

/// Prints a trace's `file:line:column: warning: message`; the command goes on.
func printWarning(_ warning: TraceWarning) {
  printError(warning.description)
}

/// Writes what `output` still buffers; when any of its writes failed (a full disk), prints
/// why and exits with code 74 (EX_IOERR): the output is incomplete, which a success would hide.
func finish(_ output: inout StandardOutput) throws {
  do {
    try output.finish()
  } catch {
    printError("ripplescope: \(error)")
    throw ExitCode(74)
  }
}
