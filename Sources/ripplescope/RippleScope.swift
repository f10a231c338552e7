import ArgumentParser

@main
struct RippleScope: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ripplescope",
    abstract: "Debug the event lifecycle of ripple buttons.",
    subcommands: [Report.self, Check.self, Frame.self, View.self, Fuzz.self])
}
