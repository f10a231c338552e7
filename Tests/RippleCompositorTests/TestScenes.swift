import RippleEngine
import RippleTrace
import Testing

@testable import RippleCompositor

// Builders for scenes and simulations written in Swift, so every test states its scene.

/// An opaque (or `alpha`) leaf.
func leaf(
  _ name: String, alpha: Double = 1, frame: Rect? = nil, shape: Shape = .rect,
  opacity: StateValue = .constant(1), zIndex: StateValue = .constant(0)
) -> SceneNode {
  SceneNode(
    name: name, opacity: opacity, zIndex: zIndex,
    content: .leaf(Leaf(fill: Fill(color: "test", alpha: alpha), shape: shape, frame: frame)))
}

/// A group (a nested ZStack).
func group(
  _ name: String, opacity: StateValue = .constant(1), zIndex: StateValue = .constant(0),
  frame: Rect? = nil, compositingGroup: Bool = false, _ children: [SceneNode]
) -> SceneNode {
  SceneNode(
    name: name, opacity: opacity, zIndex: zIndex,
    content: .group(Group(children: children, frame: frame, compositingGroup: compositingGroup)))
}

/// The forEach: by default SPEC §2's ripple, a gray circle of radius 50 at the press that
/// scales in and fades out.
func ripples(
  _ name: String = "ripple", placement: RippleNode.Placement = .press(radius: 50),
  shape: Shape = .circle, alpha: Double = 1,
  transition: Transition = Transition(
    insertion: [.scale(TransitionEffect.defaultScale)], removal: [.opacity]),
  opacity: StateValue = .constant(1), zIndex: StateValue = .constant(0)
) -> SceneNode {
  SceneNode(
    name: name, opacity: opacity, zIndex: zIndex,
    content: .forEach(
      RippleNode(
        placement: placement, fill: Fill(color: "gray", alpha: alpha), shape: shape,
        transition: transition)))
}

/// A ripple that fills a fixed rect, appears at once (`onDown` animation `none`) and stays
/// unchanged (`keepAlive`) for a linear one-second removal: its alpha is its fill alpha × its
/// opacities the whole time, so visibility depends only on what is painted above it.
func steadyRipples(
  frame: Rect, shape: Shape = .rect, zIndex: StateValue = .constant(0)
) -> SceneNode {
  ripples(
    placement: .frame(frame), shape: shape,
    transition: Transition(insertion: [.opacity], removal: [.keepAlive]), zIndex: zIndex)
}

/// The recorder settings of ``steadyRipples(frame:shape:zIndex:)``.
let steadyRecorder = RecorderSettings(
  downAnimation: .none, upAnimation: .timing(.linear, duration: 1, delay: 0))

/// SPEC §2's button without states and without its ripples: `base`, a plain `body` group
/// (`background`, `label`) and `dim` at opacity 0.
func specButton() -> [SceneNode] {
  [
    leaf("base"),
    group(
      "body",
      [
        leaf("background"),
        leaf("label", frame: Rect(x: 110, y: 30, width: 80, height: 20)),
      ]),
    leaf("dim", opacity: .constant(0)),
  ]
}

/// SPEC §2's scene without states: the button, then the ripples.
func specScene(rippleZIndex: Double = 0) -> Scene {
  Scene(
    width: 300, height: 80, children: specButton() + [ripples(zIndex: .constant(rippleZIndex))])
}

/// One event.
enum Step {
  case down(Double, pointer: Int = 1, x: Double, y: Double)
  case up(Double, pointer: Int = 1)
  case state(Double, String, Bool)

  var event: TraceEvent {
    switch self {
    case .down(let time, let pointer, let x, let y):
      TraceEvent(time: time, kind: .down(pointer: pointer, at: Point(x: x, y: y)))
    case .up(let time, let pointer):
      TraceEvent(time: time, kind: .up(pointer: pointer, at: nil))
    case .state(let time, let state, let value):
      TraceEvent(time: time, kind: .state([state: value]))
    }
  }
}

/// A simulation of a scene with every step applied.
func simulate(
  _ scene: Scene, sdk: SDK = .ios17, recorder: RecorderSettings = RecorderSettings(),
  _ steps: [Step]
) -> Simulation {
  var simulation = Simulation(
    header: TraceHeader(name: "test", sdk: sdk, scene: scene, recorder: recorder))
  for step in steps {
    _ = simulation.apply(step.event)
  }
  return simulation
}

/// The composition of a scene after some steps, at an instant.
func compose(
  _ scene: Scene, sdk: SDK = .ios17, recorder: RecorderSettings = RecorderSettings(),
  _ steps: [Step], at time: Double
) -> Composition {
  Composition(simulation: simulate(scene, sdk: sdk, recorder: recorder, steps), at: time)
}

/// |a − b| ≤ tolerance.
func close(_ actual: Double?, _ expected: Double, _ tolerance: Double = 1e-9) -> Bool {
  guard let actual else { return false }
  return abs(actual - expected) <= tolerance
}

/// Both `nil`, or both numbers within `tolerance`.
func agree(_ first: Double?, _ second: Double?, _ tolerance: Double = 1e-9) -> Bool {
  switch (first, second) {
  case (nil, nil): true
  case (let first?, let second?): abs(first - second) <= tolerance
  default: false
  }
}

/// Expects the fast paths to classify a painted ripple as the reference sampler does (SPEC §7's
/// sampled definition): the row sweep's classification and occluder, the quick
/// classification, `isOccluded` and the quick occluder.
/// - Returns: The row sweep's and the sampler's visibility, for further checks; `nil` when the
///   ripple is not painted.
func expectFastPathsAgreeWithSampler(
  in composition: Composition, ripple id: Int, context: String
) -> (swept: RippleVisibility, sampled: RippleVisibility)? {
  guard let sampled = composition.visibility(ofRipple: id, method: .sampler),
    let swept = composition.visibility(ofRipple: id, method: .rowSweep)
  else { return nil }
  #expect(swept.classification == sampled.classification, "\(context)")
  #expect(composition.classification(ofRipple: id) == sampled.classification, "\(context)")
  #expect(
    composition.isOccluded(ripple: id) == (sampled.classification == .occluded), "\(context)")
  #expect(swept.occluder == sampled.occluder, "\(context)")
  #expect(composition.occluder(ofRipple: id) == sampled.occluder, "\(context)")
  return (swept, sampled)
}
