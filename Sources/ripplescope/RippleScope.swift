import ArgumentParser
import RippleTrace

@main
struct RippleScope: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ripplescope",
    abstract: "Debug the event lifecycle of ripple buttons.",
    version: "ripplescope 0.1.0, reading trace format \(TraceHeader.formatVersion)",
    subcommands: [Report.self, Check.self, Frame.self, View.self, Fuzz.self])
}
