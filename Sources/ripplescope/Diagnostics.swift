import ArgumentParser
import Foundation
import RippleTrace

/// Writes a message and a line break to standard error, its control characters but its own
/// line breaks escaped: it may quote a trace.
func printError(_ message: String) {
  FileHandle.standardError.write(
    Data((TerminalText.escapingControls(message, keepingLineBreaks: true) + "\n").utf8))
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

/// Prints that standard output could not be written (`errno` `code`, a full disk) and exits
/// with code 74 (EX_IOERR): the output is incomplete, which a success would hide.
func failedOutput(_ code: Int32) -> ExitCode {
  printError("ripplescope: cannot write to standard output: \(String(cString: strerror(code)))")
  return ExitCode(74)
}
