import ArgumentParser
import Foundation
import RippleTrace

/// Writes a line to standard error, its control characters escaped: it may quote a trace.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((TerminalText.escapingControls(message) + "\n").utf8))
}

/// Writes a line of text to standard output, its control characters escaped: names come from
/// the trace, and a name must not act on the terminal.
func printLine(_ line: String) {
  print(TerminalText.escapingControls(line))
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
