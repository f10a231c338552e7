import ArgumentParser
import Foundation
import RippleTrace

/// Writes a line to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
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
