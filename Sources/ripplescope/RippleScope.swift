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
  /// name (``UnknownSubcommand``).
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let names = configuration.subcommands.compactMap { $0.configuration.commandName }
    if let message = UnknownSubcommand.message(for: arguments, names: names) {
      // Line by line: a line break inside one message is escaped.
      for line in message.split(separator: "\n") { printError(String(line)) }
      Self.exit(withError: ExitCode(64))
    }
    main(arguments)
  }
}
