/// Writes traces as canonical JSON Lines (SPEC §1): keys in a fixed order, defaults left
/// out, numbers in their shortest round-trip form (integral values without `.0`).
///
/// Reading what it writes gives back the same model, except expectation locations.
public enum TraceWriter {
  /// The header line, without a trailing newline (SPEC §1.1).
  public static func line(for header: TraceHeader) -> String {
    var object = JSONObjectText()
    object.add("ripplescope", TraceHeader.formatVersion)
    object.add("name", header.name)
    if header.sdk != .ios17 { object.add("sdk", header.sdk.rawValue) }
    if header.fps != 60 { object.add("fps", header.fps) }
    object.add("scene", raw: scene(header.scene))
    if header.recorder != RecorderSettings() {
      object.add("recorder", raw: recorder(header.recorder))
    }
    return object.text
  }

  /// An event or expectation line, without a trailing newline (SPEC §1.2, §1.3).
  public static func line(for line: TraceLine) -> String {
    switch line {
    case .event(let event): self.event(event)
    case .expectation(let expectation): self.expectation(expectation)
    }
  }

  /// The whole trace: every line followed by `\n`.
  public static func text(for trace: Trace) -> String {
    var text = line(for: trace.header) + "\n"
    for traceLine in trace.lines {
      text += line(for: traceLine) + "\n"
    }
    return text
  }

  // MARK: Header

  private static func scene(_ scene: Scene) -> String {
    var object = JSONObjectText()
    object.add("width", scene.width)
    object.add("height", scene.height)
    object.add("children", raw: nodes(scene.children))
    if !scene.animations.isEmpty {
      var animations = JSONObjectText()
      for (state, spec) in scene.animations.sorted(by: { $0.key < $1.key }) {
        animations.add(state, raw: animation(spec))
      }
      object.add("animations", raw: animations.text)
    }
    return object.text
  }

  private static func nodes(_ nodes: [SceneNode]) -> String {
    "[" + nodes.map(node).joined(separator: ", ") + "]"
  }

  private static func node(_ node: SceneNode) -> String {
    var object = JSONObjectText()
    object.add("name", node.name)
    switch node.content {
    case .leaf(let leaf):
      object.add("fill", leaf.fill.color)
      add(leaf.shape, defaultShape: .rect, to: &object)
      if let frame = leaf.frame { object.add("frame", raw: rect(frame)) }
    case .group(let group):
      object.add("children", raw: nodes(group.children))
      if let frame = group.frame { object.add("frame", raw: rect(frame)) }
      if group.compositingGroup { object.add("compositingGroup", true) }
    case .forEach(let ripple):
      object.add("forEach", "ripples")
      switch ripple.placement {
      case .press(let radius):
        object.add("radius", radius)
        add(ripple.shape, defaultShape: .circle, to: &object)
      case .frame(let frame):
        object.add("at", "frame")
        add(ripple.shape, defaultShape: .rect, to: &object)
        if let frame { object.add("frame", raw: rect(frame)) }
      }
      object.add("fill", ripple.fill.color)
      if ripple.transition != .opacity {
        object.add("transition", raw: transition(ripple.transition))
      }
    }
    if node.opacity != .constant(1) { object.add("opacity", raw: stateValue(node.opacity)) }
    if node.zIndex != .constant(0) { object.add("zIndex", raw: stateValue(node.zIndex)) }
    return object.text
  }

  private static func add(_ shape: Shape, defaultShape: Shape, to object: inout JSONObjectText) {
    guard shape != defaultShape else { return }
    switch shape {
    case .rect: object.add("shape", "rect")
    case .circle: object.add("shape", "circle")
    case .roundedRect(let cornerRadius):
      object.add("shape", "roundedRect")
      if cornerRadius != 0 { object.add("cornerRadius", cornerRadius) }
    }
  }

  private static func rect(_ rect: Rect) -> String {
    var object = JSONObjectText()
    object.add("x", rect.x)
    object.add("y", rect.y)
    object.add("width", rect.width)
    object.add("height", rect.height)
    return object.text
  }

  private static func stateValue(_ value: StateValue) -> String {
    switch value {
    case .constant(let number):
      return JSONText.number(number)
    case .conditional(let state, let then, let otherwise):
      var object = JSONObjectText()
      object.add("when", state)
      object.add("then", then)
      object.add("else", otherwise)
      return object.text
    }
  }

  private static func transition(_ transition: Transition) -> String {
    if transition.insertion == transition.removal {
      return effects(transition.insertion)
    }
    var object = JSONObjectText()
    object.add("insertion", raw: effects(transition.insertion))
    object.add("removal", raw: effects(transition.removal))
    return object.text
  }

  /// One effect as itself, several as an array (SPEC §5 combined).
  private static func effects(_ effects: [TransitionEffect]) -> String {
    if effects.count == 1, let only = effects.first { return effect(only) }
    return "[" + effects.map(effect).joined(separator: ", ") + "]"
  }

  private static func effect(_ effect: TransitionEffect) -> String {
    switch effect {
    case .scale(let factor) where factor != TransitionEffect.defaultScale:
      var object = JSONObjectText()
      object.add("scale", factor)
      return object.text
    default:
      let name = TransitionEffect.traceNames.first { $0.effect == effect }?.name ?? "identity"
      return JSONText.string(name)
    }
  }

  private static func animation(_ spec: AnimationSpec) -> String {
    var object = JSONObjectText()
    switch spec {
    case .default: return JSONText.string("default")
    case .none: return JSONText.string("none")
    case .timing(let curve, let duration, let delay):
      object.add("curve", curve.rawValue)
      if duration != AnimationSpec.defaultDuration { object.add("duration", duration) }
      if delay != 0 { object.add("delay", delay) }
    case .spring(let response, let dampingFraction, let delay):
      object.add("curve", "spring")
      if response != AnimationSpec.defaultResponse { object.add("response", response) }
      if dampingFraction != AnimationSpec.defaultDampingFraction {
        object.add("dampingFraction", dampingFraction)
      }
      if delay != 0 { object.add("delay", delay) }
    }
    return object.text
  }

  private static func recorder(_ settings: RecorderSettings) -> String {
    let defaults = RecorderSettings()
    var object = JSONObjectText()
    if settings.downAnimation != defaults.downAnimation {
      var onDown = JSONObjectText()
      onDown.add("animation", raw: animation(settings.downAnimation))
      object.add("onDown", raw: onDown.text)
    }
    if settings.removal != defaults.removal || settings.upAnimation != defaults.upAnimation {
      var onUp = JSONObjectText()
      if settings.removal != defaults.removal { onUp.add("remove", settings.removal.rawValue) }
      if settings.upAnimation != defaults.upAnimation {
        onUp.add("animation", raw: animation(settings.upAnimation))
      }
      object.add("onUp", raw: onUp.text)
    }
    if settings.cancel != defaults.cancel { object.add("onCancel", settings.cancel.rawValue) }
    if settings.exitWaitsForEnter { object.add("exitWaitsForEnter", true) }
    if let maxLive = settings.maxLive { object.add("maxLive", maxLive) }
    return object.text
  }

  // MARK: Lines

  private static func event(_ event: TraceEvent) -> String {
    var json = JSONLine(spaced: true)
    json.openObject()
    json.member("t", event.time)
    switch event.kind {
    case .down(let pointer, let point):
      write(type: "down", pointer: pointer, point: point, to: &json)
    case .move(let pointer, let point):
      write(type: "move", pointer: pointer, point: point, to: &json)
    case .up(let pointer, let point):
      write(type: "up", pointer: pointer, point: point, to: &json)
    case .cancel(let pointer):
      write(type: "cancel", pointer: pointer, point: nil, to: &json)
    case .state(let states):
      json.member("type", "state")
      json.key("set")
      json.openObject()
      for (state, value) in states.sorted(by: { $0.key < $1.key }) {
        json.key(escaping: state)
        json.bool(value)
      }
      json.closeObject()
    }
    json.closeObject()
    return json.text
  }

  private static func write(
    type: String, pointer: Int, point: Point?, to json: inout JSONLine
  ) {
    json.member("type", type)
    json.member("pointer", pointer)
    if let point {
      json.member("x", point.x)
      json.member("y", point.y)
    }
  }

  private static func expectation(_ expectation: Expectation) -> String {
    var object = JSONObjectText()
    if let time = expectation.time { object.add("t", time) }
    var expect = JSONObjectText()
    if let ripple = expectation.ripple { expect.add("ripple", ripple) }
    if let phase = expectation.phase { expect.add("phase", phase.rawValue) }
    if let visibility = expectation.visibility { expect.add("visibility", visibility.rawValue) }
    if let occluder = expectation.occluder {
      expect.add("occluder", raw: occluder.map { JSONText.string($0) } ?? "null")
    }
    if let alpha = expectation.alpha { expect.add("alpha", alpha) }
    if let scale = expectation.scale { expect.add("scale", scale) }
    if let transmittance = expectation.transmittance {
      expect.add("transmittance", raw: transmittance.map { JSONText.number($0) } ?? "null")
    }
    if let live = expectation.live { expect.add("live", live) }
    if let paintOrder = expectation.paintOrder {
      expect.add(
        "paintOrder",
        raw: "[" + paintOrder.map { JSONText.string($0) }.joined(separator: ", ") + "]")
    }
    if let finding = expectation.finding { expect.add("finding", finding.rawValue) }
    if let findings = expectation.findings { expect.add("findings", findings) }
    object.add("expect", raw: expect.text)
    return object.text
  }
}
