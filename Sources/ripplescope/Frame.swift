import ArgumentParser
import RippleRender
import RippleTrace

struct Frame: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "frame",
    abstract: "Print one frame of a trace as text: the button, its layers and every ripple.",
    discussion: """
      An instant past the end of the trace shows the button as it stays (at rest, or with the \
      ripples never removed), and says so. Exits 0, 2 on a bad trace, 64 on a bad option, or \
      74 when standard output cannot be written.
      """)

  @Argument(help: "A trace file (.ripple.jsonl).")
  var trace: String

  @Option(
    parsing: .unconditional,
    help: "The instant: seconds (0.5, 0.5s), milliseconds (500ms) or a frame number (#30).",
    transform: { text in
      guard let instant = FrameInstant(text) else {
        throw ValidationError(
          "takes seconds (0.5, 0.5s), milliseconds (500ms) or a frame number (#30)")
      }
      return instant
    })
  var at: FrameInstant

  @Option(
    parsing: .unconditional,
    help: "The most canvas columns, 1…1000: the scene keeps its aspect ratio.")
  var width = FrameRun.defaultSize.width

  @Option(
    parsing: .unconditional, help: "The most canvas rows, 1…1000: the scene keeps its aspect ratio."
  )
  var height = FrameRun.defaultSize.height

  @Flag(inversion: .prefixedNo, help: "Outline occluded ripples.")
  var xray = true

  func validate() throws {
    let sizes = FrameRun.sizeRange
    guard sizes.contains(width), sizes.contains(height) else {
      throw ValidationError(
        "--width and --height must be in \(sizes.lowerBound)…\(sizes.upperBound)")
    }
  }

  func run() throws {
    var output = StandardOutput()
    do {
      let lines = try FrameRun.lines(
        path: trace, at: at, width: width, height: height, xray: xray,
        warning: printWarning)
      for line in lines { output.write(escaping: line) }
    } catch {
      throw malformedTrace(error)
    }
    try finish(&output)
  }
}
