import ArgumentParser
import RippleTrace

@main
struct RippleScope: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ripplescope",
    abstract: "Debug the event lifecycle of ripple buttons.",
    version: "ripplescope 0.1.0, reading trace format \(TraceHeader.formatVersion)",
    subcommands: [Report.self, Check.self, Frame.self, View.self, Fuzz.self])

  /// Runs the command line; a first word that names no subcommand exits 64 with the nearest
  /// name (``UnknownSubcommand``), and a command line that does not parse because a file's
  /// name starts with `-` says how to name it (``OptionLikePath``).
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let names = configuration.subcommands.compactMap { $0.configuration.commandName }
    if let message = UnknownSubcommand.message(for: arguments, names: names) {
      printErrorLines(message)
      Self.exit(withError: ExitCode(64))
    }
    var command: any ParsableCommand
    do {
      command = try parseAsRoot(arguments)
    } catch {
      guard exitCode(for: error) == .validationFailure,
        let hint = OptionLikePath.hint(for: arguments)
      else { Self.exit(withError: error) }
      printErrorLines(fullMessage(for: error))
      printError(hint)
      Self.exit(withError: ExitCode(64))
    }
    // A name like `-night.ripple.jsonl` may also parse as short flags, `-h` among them: the
    // help, and success, for a command that was meant to read that file.
    let ran = ObjectIdentifier(type(of: command))
    if !configuration.subcommands.contains(where: { ObjectIdentifier($0) == ran }),
      let hint = OptionLikePath.hint(for: arguments)
    {
      printError(hint)
      Self.exit(withError: ExitCode(64))
    }
    do {
      try command.run()
    } catch {
      Self.exit(withError: error)
    }
  }

  /// Prints a message of several lines line by line: a line break inside one is escaped.
  private static func printErrorLines(_ message: String) {
    for line in message.split(separator: "\n") { printError(String(line)) }
  }
}
