import ArgumentParser
import Foundation
import RippleTrace

/// Writes a message and a line break to standard error, its control characters but its own
/// line breaks escaped: it may quote a trace.
func printError(_ message: String) {
  FileHandle.standardError.write(
    Data((TerminalText.escapingControls(message, keepingLineBreaks: true) + "\n").utf8))
}

/// Writes text and a line break to standard output, its control characters but its own line
/// breaks escaped: names come from the trace, and a name must not act on the terminal.
func printLine(_ text: String) {
  print(TerminalText.escapingControls(text, keepingLineBreaks: true))
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
