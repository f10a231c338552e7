import RippleFuzz
import RippleTrace
import Testing

/// What a real device can produce: each pointer alternates down and up/cancel, and touches
/// down on the scene.
@Suite struct WellFormednessTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var kinds: [TraceEvent.Kind]
    var holds: Bool
    var testDescription: String { name }
  }

  static let here = Point(x: 150, y: 40)
  static let bounds = Rect(x: 0, y: 0, width: 300, height: 80)

  static let cases: [Case] = [
    Case(name: "empty", kinds: [], holds: true),
    Case(name: "tap", kinds: [.down(pointer: 1, at: here), .up(pointer: 1, at: nil)], holds: true),
    Case(
      name: "two fingers overlapping, a cancel, a move, a state",
      kinds: [
        .down(pointer: 1, at: here), .down(pointer: 2, at: here), .move(pointer: 2, to: here),
        .state(["disabled": true]), .cancel(pointer: 1), .up(pointer: 2, at: here),
        .down(pointer: 1, at: here),
      ],
      holds: true),
    Case(name: "orphan up", kinds: [.up(pointer: 1, at: nil)], holds: false),
    Case(name: "orphan cancel", kinds: [.cancel(pointer: 3)], holds: false),
    Case(
      name: "duplicate down", kinds: [.down(pointer: 1, at: here), .down(pointer: 1, at: here)],
      holds: false),
    Case(name: "move while up", kinds: [.move(pointer: 1, to: here)], holds: false),
    Case(
      name: "second up",
      kinds: [.down(pointer: 1, at: here), .up(pointer: 1, at: nil), .up(pointer: 1, at: nil)],
      holds: false),
    Case(
      name: "down on a corner, lifted and moved outside",
      kinds: [
        .down(pointer: 1, at: Point(x: 300, y: 80)), .move(pointer: 1, to: Point(x: 340, y: 90)),
        .up(pointer: 1, at: Point(x: 350, y: 95)),
      ],
      holds: true),
    Case(
      name: "down just outside", kinds: [.down(pointer: 1, at: Point(x: 150, y: 80.5))],
      holds: false),
    Case(
      name: "down left of the scene", kinds: [.down(pointer: 1, at: Point(x: -0.5, y: 40))],
      holds: false),
  ]

  @Test(arguments: cases) func decides(_ example: Case) {
    let events = example.kinds.enumerated().map {
      TraceEvent(time: Double($0.offset), kind: $0.element)
    }
    #expect(WellFormedness.holds(for: events, in: Self.bounds) == example.holds)
  }
}
