/// Writes traces as canonical JSON Lines (SPEC §1): keys in a fixed order, defaults left
/// out, numbers in their shortest round-trip form (integral values without `.0`).
///
/// Reading what it writes gives back the same model, except expectation locations.
public enum TraceWriter {
  /// The header line, without a trailing newline (SPEC §1.1).
  public static func line(for header: TraceHeader) -> String {
    JSONLine.objectLine(spaced: true) { json in
      json.member("ripplescope", TraceHeader.formatVersion)
      json.member("name", header.name)
      if header.sdk != .ios17 { json.member("sdk", header.sdk.rawValue) }
      if header.fps != 60 { json.member("fps", header.fps) }
      json.key("scene")
      write(header.scene, to: &json)
      if header.recorder != RecorderSettings() {
        json.key("recorder")
        write(header.recorder, to: &json)
      }
    }
  }

  /// An event or expectation line, without a trailing newline (SPEC §1.2, §1.3).
  public static func line(for line: TraceLine) -> String {
    var json = JSONLine(spaced: true)
    write(line, to: &json)
    return json.text
  }

  /// The whole trace: every line followed by `\n`.
  public static func text(for trace: Trace) -> String {
    line(for: trace.header) + "\n" + String(decoding: bytes(for: trace.lines), as: UTF8.self)
  }

  /// Event and expectation lines as UTF-8, each followed by `\n`: the text after a header.
  public static func bytes(for lines: [TraceLine]) -> [UInt8] {
    // One buffer for every line, without a string per line.
    var json = JSONLine(spaced: true)
    for line in lines {
      write(line, to: &json)
      json.endLine()
    }
    return json.bytes
  }

  // MARK: Header

  private static func write(_ scene: Scene, to json: inout JSONLine) {
    json.object { json in
      json.member("width", scene.width)
      json.member("height", scene.height)
      json.key("children")
      write(scene.children, to: &json)
      if !scene.animations.isEmpty {
        json.key("animations")
        json.object { json in
          for (state, spec) in scene.animations.sorted(by: { $0.key < $1.key }) {
            json.key(escaping: state)
            write(spec, to: &json)
          }
        }
      }
    }
  }

  private static func write(_ nodes: [SceneNode], to json: inout JSONLine) {
    json.openArray()
    for node in nodes { write(node, to: &json) }
    json.closeArray()
  }

  private static func write(_ node: SceneNode, to json: inout JSONLine) {
    json.object { json in
      json.member("name", node.name)
      switch node.content {
      case .leaf(let leaf):
        json.member("fill", leaf.fill.color)
        write(leaf.shape, defaultShape: .rect, to: &json)
        if let frame = leaf.frame { write(frame, as: "frame", to: &json) }
      case .group(let group):
        json.key("children")
        write(group.children, to: &json)
        if let frame = group.frame { write(frame, as: "frame", to: &json) }
        if group.compositingGroup { json.member("compositingGroup", true) }
      case .forEach(let ripple):
        json.member("forEach", "ripples")
        switch ripple.placement {
        case .press(let radius):
          json.member("radius", radius)
          write(ripple.shape, defaultShape: .circle, to: &json)
        case .frame(let frame):
          json.member("at", "frame")
          write(ripple.shape, defaultShape: .rect, to: &json)
          if let frame { write(frame, as: "frame", to: &json) }
        }
        json.member("fill", ripple.fill.color)
        if ripple.transition != .opacity {
          json.key("transition")
          write(ripple.transition, to: &json)
        }
      }
      if node.opacity != .constant(1) { write(node.opacity, as: "opacity", to: &json) }
      if node.zIndex != .constant(0) { write(node.zIndex, as: "zIndex", to: &json) }
    }
  }

  private static func write(_ shape: Shape, defaultShape: Shape, to json: inout JSONLine) {
    guard shape != defaultShape else { return }
    switch shape {
    case .rect: json.member("shape", "rect")
    case .circle: json.member("shape", "circle")
    case .roundedRect(let cornerRadius):
      json.member("shape", "roundedRect")
      if cornerRadius != 0 { json.member("cornerRadius", cornerRadius) }
    }
  }

  private static func write(_ rect: Rect, as key: StaticString, to json: inout JSONLine) {
    json.key(key)
    json.object { json in
      json.member("x", rect.x)
      json.member("y", rect.y)
      json.member("width", rect.width)
      json.member("height", rect.height)
    }
  }

  private static func write(_ value: StateValue, as key: StaticString, to json: inout JSONLine) {
    switch value {
    case .constant(let number):
      json.member(key, number)
    case .conditional(let state, let then, let otherwise):
      json.key(key)
      json.object { json in
        json.member("when", state)
        json.member("then", then)
        json.member("else", otherwise)
      }
    }
  }

  private static func write(_ transition: Transition, to json: inout JSONLine) {
    guard transition.insertion != transition.removal else {
      write(transition.insertion, to: &json)
      return
    }
    json.object { json in
      json.key("insertion")
      write(transition.insertion, to: &json)
      json.key("removal")
      write(transition.removal, to: &json)
    }
  }

  /// One effect as itself, several as an array (SPEC §5 combined).
  private static func write(_ effects: [TransitionEffect], to json: inout JSONLine) {
    if effects.count == 1, let only = effects.first {
      write(only, to: &json)
      return
    }
    json.openArray()
    for effect in effects { write(effect, to: &json) }
    json.closeArray()
  }

  private static func write(_ effect: TransitionEffect, to json: inout JSONLine) {
    switch effect {
    case .scale(let factor) where factor != TransitionEffect.defaultScale:
      json.object { json in json.member("scale", factor) }
    default:
      json.string(TransitionEffect.traceNames.first { $0.effect == effect }?.name ?? "identity")
    }
  }

  private static func write(_ spec: AnimationSpec, to json: inout JSONLine) {
    switch spec {
    case .default: json.string("default")
    case .none: json.string("none")
    case .timing(let curve, let duration, let delay):
      json.object { json in
        json.member("curve", curve.rawValue)
        if duration != AnimationSpec.defaultDuration { json.member("duration", duration) }
        if delay != 0 { json.member("delay", delay) }
      }
    case .spring(let response, let dampingFraction, let delay):
      json.object { json in
        json.member("curve", "spring")
        if response != AnimationSpec.defaultResponse { json.member("response", response) }
        if dampingFraction != AnimationSpec.defaultDampingFraction {
          json.member("dampingFraction", dampingFraction)
        }
        if delay != 0 { json.member("delay", delay) }
      }
    }
  }

  private static func write(_ settings: RecorderSettings, to json: inout JSONLine) {
    let defaults = RecorderSettings()
    json.object { json in
      if settings.downAnimation != defaults.downAnimation {
        json.key("onDown")
        json.object { json in
          json.key("animation")
          write(settings.downAnimation, to: &json)
        }
      }
      if settings.removal != defaults.removal || settings.upAnimation != defaults.upAnimation {
        json.key("onUp")
        json.object { json in
          if settings.removal != defaults.removal {
            json.member("remove", settings.removal.rawValue)
          }
          if settings.upAnimation != defaults.upAnimation {
            json.key("animation")
            write(settings.upAnimation, to: &json)
          }
        }
      }
      if settings.cancel != defaults.cancel { json.member("onCancel", settings.cancel.rawValue) }
      if settings.exitWaitsForEnter { json.member("exitWaitsForEnter", true) }
      if let maxLive = settings.maxLive { json.member("maxLive", maxLive) }
    }
  }

  // MARK: Lines

  private static func write(_ line: TraceLine, to json: inout JSONLine) {
    switch line {
    case .event(let event): write(event, to: &json)
    case .expectation(let expectation): write(expectation, to: &json)
    }
  }

  private static func write(_ event: TraceEvent, to json: inout JSONLine) {
    json.object { json in
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
        json.object { json in
          for (state, value) in states.sorted(by: { $0.key < $1.key }) {
            json.key(escaping: state)
            json.bool(value)
          }
        }
      }
    }
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

  private static func write(_ expectation: Expectation, to json: inout JSONLine) {
    json.object { json in
      if let time = expectation.time { json.member("t", time) }
      json.key("expect")
      json.object { json in
        if let ripple = expectation.ripple { json.member("ripple", ripple) }
        if let phase = expectation.phase { json.member("phase", phase.rawValue) }
        if let visibility = expectation.visibility {
          json.member("visibility", visibility.rawValue)
        }
        if let occluder = expectation.occluder {
          json.key("occluder")
          if let occluder { json.string(occluder) } else { json.null() }
        }
        if let alpha = expectation.alpha { json.member("alpha", alpha) }
        if let scale = expectation.scale { json.member("scale", scale) }
        if let transmittance = expectation.transmittance {
          json.key("transmittance")
          if let transmittance { json.number(transmittance) } else { json.null() }
        }
        if let live = expectation.live { json.member("live", live) }
        if let paintOrder = expectation.paintOrder {
          json.key("paintOrder")
          json.openArray()
          for name in paintOrder { json.string(name) }
          json.closeArray()
        }
        if let finding = expectation.finding { json.member("finding", finding.rawValue) }
        if let findings = expectation.findings { json.member("findings", findings) }
      }
    }
  }
}
