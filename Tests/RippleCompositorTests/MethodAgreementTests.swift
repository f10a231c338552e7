import RippleEngine
import RippleFuzz
import RippleTrace
import Testing

@testable import RippleCompositor

/// The row sweep must agree with the reference sampler (SPEC §7: "implementations may compute
/// all of this analytically but must agree with the sampled definition") on seeded random
/// scenes: rects, rounded rects and circles on a quarter-point grid (so edges often pass
/// through sample centers), nested and compositing groups, random alphas, opacities and
/// zIndexes, and random presses.
@Suite("Row sweep agrees with the sampler")
struct MethodAgreementTests {
  @Test("random scenes", arguments: 0..<8)
  func randomScenes(batch: Int) {
    var seen: Set<Visibility> = []
    var compared = 0
    for index in 0..<60 {
      let seed = UInt64(batch * 1000 + index)
      var random = RandomScene(seed: seed)
      let (header, steps) = random.trace()
      var simulation = Simulation(header: header)
      for (position, step) in steps.enumerated() {
        _ = simulation.apply(step.event)
        let next = position + 1 < steps.count ? steps[position + 1].event.time : simulation.time + 1
        for fraction in [0.0, random.unit(), random.unit()] {
          let time = simulation.time + (next - simulation.time) * fraction
          let composition = Composition(simulation: simulation, at: time)
          for leaf in composition.leaves {
            guard let id = leaf.ripple else { continue }
            let context = "seed \(seed) t \(time) ripple \(id)"
            guard
              let (sweep, sampled) = expectFastPathsAgreeWithSampler(
                in: composition, ripple: id, context: context)
            else { continue }
            compared += 1
            seen.insert(sampled.classification)
            #expect(agree(sweep.transmittance, sampled.transmittance), "\(context)")
            #expect(sweep.alpha == sampled.alpha, "\(context)")
          }
        }
      }
    }
    // The generator must exercise every classification.
    #expect(compared > 100)
    #expect(seen == Set(Visibility.allCases), "saw only \(seen)")
  }

  /// Overlays whose layers are single leaves take each member's factor in place (and skip,
  /// in T(p), what does not cover p): the sampler and the sweep share that path, so it is
  /// checked here against the layer-by-layer factors, bit for bit, on random coverings.
  @Test("single-leaf overlays equal the layer-by-layer values", arguments: 0..<2)
  func singleLeafOverlays(batch: Int) {
    var compared = 0
    for index in 0..<60 {
      var random = RandomScene(seed: UInt64(batch * 1000 + index))
      let (header, steps) = random.trace()
      var simulation = Simulation(header: header)
      for step in steps {
        _ = simulation.apply(step.event)
        let composition = Composition(simulation: simulation, at: simulation.time)
        for leaf in composition.leaves.indices where composition.leaves[leaf].ripple != nil {
          let overlay = composition.overlay(forLeafAt: leaf)
          guard overlay.layersAreSingleLeaves, !overlay.layers.isEmpty else { continue }
          let covered = overlay.members.indices.map { _ in random.unit() < 0.5 }
          covered.withUnsafeBufferPointer { covered in
            var expected = SampleStatistics(layerCount: overlay.layers.count)
            var through = 1.0
            for layer in overlay.layers.indices {
              let factor = overlay.factor(ofLayer: layer, covered: covered)
              through *= factor
              expected.hiddenSums[layer] += (1 - factor) * 3
              expected.maxFactors[layer] = max(expected.maxFactors[layer], factor)
            }
            expected.add(transmittance: through, samples: 3)
            var statistics = SampleStatistics(layerCount: overlay.layers.count)
            statistics.add(samples: 3, covered: covered, of: overlay)
            #expect(overlay.transmittance(covered: covered) == through)
            #expect(statistics == expected)
          }
          compared += 1
        }
      }
    }
    #expect(compared > 100)
  }
}

/// A seeded random trace: a scene, recorder and presses.
struct RandomScene {
  private var generator: SplitMix64
  private var names = 0

  init(seed: UInt64) { generator = SplitMix64(seed: seed) }

  /// A number in [0, 1).
  mutating func unit() -> Double { Double.random(in: 0..<1, using: &generator) }

  /// A multiple of 0.25 in a range.
  private mutating func quarter(_ range: ClosedRange<Double>) -> Double {
    Double(Int.random(in: Int(range.lowerBound * 4)...Int(range.upperBound * 4), using: &generator))
      / 4
  }

  private mutating func pick<T>(_ choices: [T]) -> T {
    choices[Int.random(in: 0..<choices.count, using: &generator)]
  }

  private mutating func name() -> String {
    names += 1
    return "n\(names)"
  }

  private mutating func frame(width: Double, height: Double) -> Rect {
    Rect(
      x: quarter(-6...width), y: quarter(-6...height), width: quarter(0...width / 1.5),
      height: quarter(0...height / 1.5))
  }

  private mutating func shape() -> Shape {
    pick([.rect, .circle, .roundedRect(cornerRadius: quarter(0...8))])
  }

  private mutating func opacity() -> StateValue {
    .constant(pick([1, 1, 1, 0.5, 0.2, 0, unit()]))
  }

  private mutating func zIndex() -> StateValue {
    .constant(pick([0, 0, 0, 0, 1, -1, 2]))
  }

  private mutating func nodes(width: Double, height: Double, depth: Int) -> [SceneNode] {
    (0..<Int.random(in: 1...4, using: &generator)).map { _ in
      if depth < 2 && unit() < 0.3 {
        let frame: Rect? = unit() < 0.5 ? nil : self.frame(width: width, height: height)
        return SceneNode(
          name: name(), opacity: opacity(), zIndex: zIndex(),
          content: .group(
            Group(
              children: nodes(width: width, height: height, depth: depth + 1), frame: frame,
              compositingGroup: unit() < 0.5)))
      }
      let frame: Rect? = unit() < 0.2 ? nil : self.frame(width: width, height: height)
      let leaf = Leaf(
        fill: Fill(color: "c", alpha: pick([1, 1, 0.5, 0.3, 0, unit()])), shape: shape(),
        frame: frame)
      return SceneNode(name: name(), opacity: opacity(), zIndex: zIndex(), content: .leaf(leaf))
    }
  }

  /// Puts the forEach somewhere in the tree: at a random position of a random ZStack.
  private mutating func insert(_ forEach: SceneNode, into children: [SceneNode]) -> [SceneNode] {
    var children = children
    let groups = children.indices.filter {
      if case .group = children[$0].content { true } else { false }
    }
    if let index = groups.first, unit() < 0.4, case .group(var group) = children[index].content {
      group.children = insert(forEach, into: group.children)
      children[index].content = .group(group)
    } else {
      children.insert(forEach, at: Int.random(in: 0...children.count, using: &generator))
    }
    return children
  }

  private mutating func transition() -> [TransitionEffect] {
    pick([
      [.opacity], [.scale(pick([TransitionEffect.defaultScale, 0.5, 1.5]))], [.slide],
      [.move(pick(Edge.allCases))], [.keepAlive], [.opacity, .scale(0.3)], [.identity],
    ])
  }

  private mutating func animation() -> AnimationSpec {
    pick([
      .default, .none, .timing(pick(TimingCurve.allCases), duration: quarter(0.25...1), delay: 0),
      .spring(response: 0.4, dampingFraction: pick([0.5, 1, 1.5]), delay: 0),
    ])
  }

  /// A header and its steps in time order.
  mutating func trace() -> (TraceHeader, [Step]) {
    let width = quarter(8...48)
    let height = quarter(6...36)
    let placement: RippleNode.Placement =
      unit() < 0.6
      ? .press(radius: quarter(0.5...16))
      : .frame(unit() < 0.2 ? nil : frame(width: width, height: height))
    let forEach = SceneNode(
      name: "ripple", opacity: opacity(), zIndex: zIndex(),
      content: .forEach(
        RippleNode(
          placement: placement, fill: Fill(color: "gray", alpha: pick([1, 1, 0.5, unit()])),
          shape: shape(), transition: Transition(insertion: transition(), removal: transition()))
      ))
    let scene = Scene(
      width: width, height: height,
      children: insert(forEach, into: nodes(width: width, height: height, depth: 0)))
    let recorder = RecorderSettings(
      downAnimation: animation(), removal: pick(RemovalPolicy.allCases),
      upAnimation: animation())
    let header = TraceHeader(
      name: "random", sdk: pick(SDK.allCases), scene: scene, recorder: recorder)
    var steps: [Step] = []
    var time = 0.0
    var down: Set<Int> = []
    for _ in 0..<Int.random(in: 1...8, using: &generator) {
      time += quarter(0...0.5)
      let pointer = Int.random(in: 1...3, using: &generator)
      if down.contains(pointer) {
        steps.append(.up(time, pointer: pointer))
        down.remove(pointer)
      } else {
        steps.append(
          .down(time, pointer: pointer, x: quarter(-4...width + 4), y: quarter(-4...height + 4)))
        down.insert(pointer)
      }
    }
    return (header, steps)
  }
}
