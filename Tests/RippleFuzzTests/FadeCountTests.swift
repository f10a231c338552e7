import RippleCompositor
import RippleEngine
import RippleFuzz
import RippleTrace
import Testing

/// `FadeTest.fadedFrames` counts by bisection where a ripple's transition moves one way; it
/// must count exactly the frames `isFaded` tells apart one by one, on every variant scene.
struct FadeCountTests {
  @Test func countsTheFramesTheTestTellsApartOneByOne() throws {
    var bisected = 0
    for (label, header, events) in try TestHeaders.generatedSequences(
      maxEvents: 16, seed: 11, runs: 40)
    {
      var simulation = Simulation(header: header)
      for event in events { _ = simulation.apply(event) }
      let fade = FadeTest(simulation: simulation, at: simulation.time)
      for ripple in simulation.ripples {
        // Every frame from the append to well past the end, in windows of varied lengths.
        let first = FrameClock.frameCount(
          before: ripple.appendedAt, including: true, fps: header.fps)
        let last = FrameClock.frameCount(
          before: (ripple.goneAt ?? ripple.insertionEndsAt) + 0.5, including: true,
          fps: header.fps)
        for length in [1, 3, 7, 40, last - first] where length > 0 {
          for start in stride(from: first, to: last, by: length) {
            let frames = start..<min(last, start + length)
            let oneByOne = frames.count {
              fade.isFaded(
                ripple, at: FrameClock.time(ofFrame: $0, fps: header.fps), in: simulation)
            }
            let counted = fade.fadedFrames(
              of: ripple, in: frames, fps: header.fps, in: simulation)
            #expect(counted == oneByOne, "\(label), ripple \(ripple.id), \(frames)")
            let times = (
              FrameClock.time(ofFrame: frames.lowerBound, fps: header.fps),
              FrameClock.time(ofFrame: frames.upperBound - 1, fps: header.fps)
            )
            if frames.count > 2,
              simulation.transitionMovesOneWay(of: ripple, from: times.0, through: times.1)
            {
              bisected += 1
            }
          }
        }
      }
    }
    // The bisection itself was exercised, not only the frame-by-frame fallback.
    #expect(bisected > 1000)
  }
}
