import ArgumentParser
import RippleViewer

struct View: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "view",
    abstract: "Step through a trace frame by frame in a full-screen viewer.",
    discussion: """
      Shows the button, the paint order, one timeline lane per ripple and the findings. \
      Press ? in the viewer for every key; Ctrl-Z suspends it. Needs a terminal (the trace \
      may come on standard input, `cat t | ripplescope view /dev/stdin`: keys then come \
      from /dev/tty); for text output use `frame` or `report`. Exits 0 after q, 1 without a \
      usable terminal, 2 on a bad trace, 64 on a bad option, and 128 + the signal after \
      Ctrl-C, Ctrl-\\, SIGTERM or SIGHUP.
      """)

  @Argument(help: "A trace file (.ripple.jsonl).")
  var trace: String

  func run() throws {
    let status = ViewerApp.run(path: trace, printError: printError)
    if status != 0 { throw ExitCode(status) }
  }
}
