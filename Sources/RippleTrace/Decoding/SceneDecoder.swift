/// Decodes a scene (SPEC §2), remembering the node names and the forEach seen so far.
///
/// Node names are unique across the whole tree, and a scene has at most one forEach
/// (choice: the recorder drives a single `ripples` array, so a second `ForEach(ripples)`
/// would only draw the same records twice).
struct SceneDecoder {
  /// Reports errors at the header's line.
  let decoder: LineDecoder
  /// Each node name seen so far: the node's key path, and the name's key path and column.
  private var names: [String: (node: String, path: String, column: Int)] = [:]
  /// The key path of the forEach node, once seen.
  private var forEachPath: String?
  /// The forEach node's name, once seen.
  private var forEachName: String?
  /// The largest frame width, height, radius or corner radius.
  static let sizeLimit = 10000.0

  /// The keys a leaf node may have.
  static let leafKeys = ["name", "fill", "shape", "cornerRadius", "frame", "opacity", "zIndex"]
  /// The keys a group node may have.
  static let groupKeys = ["name", "children", "frame", "opacity", "zIndex", "compositingGroup"]
  /// The keys a forEach node may have.
  static let forEachKeys = [
    "name", "forEach", "at", "radius", "shape", "cornerRadius", "frame", "fill", "transition",
    "opacity", "zIndex",
  ]
  /// The keys any node may have.
  static let nodeKeys = [
    "name", "fill", "children", "forEach", "at", "radius", "shape", "cornerRadius", "frame",
    "transition", "opacity", "zIndex", "compositingGroup",
  ]

  /// Creates a decoder that has seen no node yet.
  init(decoder: LineDecoder) {
    self.decoder = decoder
  }

  /// Decodes the `scene` object.
  mutating func scene(_ value: JSONValue) throws(TraceError) -> Scene {
    let fields = try decoder.object(value, path: "scene")
    try decoder.checkKeys(fields, allowed: ["width", "height", "children", "animations"])
    let size = NumberRange.closed(Scene.sizeRange.lowerBound, Scene.sizeRange.upperBound)
    let width = try decoder.number(
      decoder.required("width", in: fields), path: "scene.width", in: size)
    let height = try decoder.number(
      decoder.required("height", in: fields), path: "scene.height", in: size)
    let children = try nodes(decoder.required("children", in: fields), path: "scene.children")
    try checkRippleLeafNames()
    var animations: [String: AnimationSpec] = [:]
    if let value = fields.value("animations") {
      let states = try decoder.object(value, path: "scene.animations")
      for member in states.members {
        let path = states.path(member.key)
        if member.key.isEmpty {
          throw decoder.error(
            "a state name must not be empty", path: path, column: member.keyColumn)
        }
        animations[member.key] = try decoder.animation(member.value, path: path)
      }
    }
    return Scene(width: width, height: height, children: children, animations: animations)
  }

  /// Refuses a node named as a ripple's leaf is (`NAME#ID` for the forEach `NAME`, SPEC
  /// §1.3): `paintOrder` and `occluder` would not tell the two apart, so an expectation naming
  /// a ripple that never existed could pass. The first such name in the header is reported.
  private func checkRippleLeafNames() throws(TraceError) {
    guard let forEachName else { return }
    let prefix = forEachName + "#"
    let clashes = names.filter { name, _ in
      name.hasPrefix(prefix) && name.count > prefix.count
        && name.dropFirst(prefix.count).allSatisfy { $0.isASCII && $0.isNumber }
    }
    guard let (name, site) = clashes.min(by: { $0.value.column < $1.value.column }) else {
      return
    }
    throw decoder.error(
      "node name \(JSONText.string(name)) is how paintOrder and occluder name a ripple of the "
        + "forEach \(JSONText.string(forEachName)) (NAME#ID, SPEC §1.3): rename it",
      path: site.path, column: site.column)
  }

  /// Decodes an array of nodes.
  mutating func nodes(_ value: JSONValue, path: String) throws(TraceError) -> [SceneNode] {
    var nodes: [SceneNode] = []
    for (index, element) in try decoder.array(value, path: path).enumerated() {
      nodes.append(try node(element, path: "\(path)[\(index)]"))
    }
    return nodes
  }

  /// Decodes one node: a leaf, a group or the forEach (SPEC §2.1).
  mutating func node(_ value: JSONValue, path: String) throws(TraceError) -> SceneNode {
    let fields = try decoder.object(value, path: path)
    if fields.has("forEach") {
      try decoder.checkKeys(
        fields, allowed: Self.forEachKeys, otherKinds: Self.nodeKeys, context: "on a forEach node")
    } else if fields.has("children") {
      try decoder.checkKeys(
        fields, allowed: Self.groupKeys, otherKinds: Self.nodeKeys,
        context: "on a group node (a node is exactly one of leaf, group or forEach)")
    } else if fields.has("fill") {
      try decoder.checkKeys(
        fields, allowed: Self.leafKeys, otherKinds: Self.nodeKeys, context: "on a leaf node")
    } else {
      try decoder.checkKeys(fields, allowed: Self.nodeKeys)
      throw decoder.error(
        "a node needs 'fill' (a leaf), 'children' (a group) or 'forEach'", path: path,
        column: fields.column)
    }
    let nameValue = try decoder.required("name", in: fields)
    let name = try decoder.name(nameValue, path: fields.path("name"))
    if let first = names[name] {
      throw decoder.error(
        "duplicate node name \(JSONText.string(name)) (also used by \(first.node))",
        path: fields.path("name"), column: nameValue.column)
    }
    names[name] = (path, fields.path("name"), nameValue.column)
    var node = SceneNode(name: name, content: .leaf(Leaf(fill: Fill(color: "clear", alpha: 0))))
    if let opacity = fields.value("opacity") {
      node.opacity = try decoder.stateValue(opacity, path: fields.path("opacity"), in: .unit)
    }
    if let zIndex = fields.value("zIndex") {
      node.zIndex = try decoder.stateValue(zIndex, path: fields.path("zIndex"), in: .finite)
    }
    if fields.has("forEach") {
      node.content = .forEach(try forEach(fields))
      forEachName = name
    } else if let children = fields.value("children") {
      node.content = .group(try group(fields, children: children))
    } else {
      node.content = .leaf(try leaf(fields))
    }
    return node
  }

  private func leaf(_ fields: ObjectFields) throws(TraceError) -> Leaf {
    Leaf(
      fill: try decoder.fill(decoder.required("fill", in: fields), path: fields.path("fill")),
      shape: try shape(fields, default: .rect),
      frame: try fields.value("frame").map { value throws(TraceError) in
        try frame(value, path: fields.path("frame"))
      })
  }

  private mutating func group(
    _ fields: ObjectFields, children: JSONValue
  ) throws(TraceError) -> Group {
    var group = Group(children: [])
    if let value = fields.value("frame") {
      group.frame = try frame(value, path: fields.path("frame"))
    }
    if let value = fields.value("compositingGroup") {
      group.compositingGroup = try decoder.bool(value, path: fields.path("compositingGroup"))
    }
    group.children = try nodes(children, path: fields.path("children"))
    return group
  }

  private mutating func forEach(_ fields: ObjectFields) throws(TraceError) -> RippleNode {
    guard let member = fields.member("forEach") else {
      throw decoder.error(
        "missing required key 'forEach'", path: fields.path, column: fields.column)
    }
    let collection = try decoder.string(member.value, path: fields.path("forEach"))
    guard collection == "ripples" else {
      throw decoder.mismatch("\"ripples\"", member.value, path: fields.path("forEach"))
    }
    if let first = forEachPath {
      throw decoder.error(
        "a scene has at most one forEach (the first is \(first))", path: fields.path,
        column: member.keyColumn)
    }
    forEachPath = fields.path
    let isPress: Bool
    if let at = fields.value("at") {
      isPress = try decoder.choice(at, path: fields.path("at"), as: PlacementName.self) == .press
    } else {
      isPress = true
    }
    let placement: RippleNode.Placement
    if isPress {
      if let frame = fields.member("frame") {
        throw decoder.error(
          "key 'frame' is not allowed with \"at\": \"press\" (the ripple is centered on the press)",
          path: fields.path, column: frame.keyColumn)
      }
      if let shape = fields.member("shape"),
        try decoder.choice(shape.value, path: fields.path("shape"), as: ShapeName.self) != .circle
      {
        throw decoder.error(
          "a ripple \"at\": \"press\" is a circle of 'radius' (SPEC §2.1): another 'shape' "
            + "needs \"at\": \"frame\"", path: fields.path, column: shape.keyColumn)
      }
      let radius = try decoder.required("radius", in: fields)
      placement = .press(
        radius: try decoder.number(
          radius, path: fields.path("radius"), in: .aboveUpTo(0, Self.sizeLimit)))
    } else {
      if let radius = fields.member("radius") {
        throw decoder.error(
          "key 'radius' is only allowed with \"at\": \"press\"", path: fields.path,
          column: radius.keyColumn)
      }
      placement = .frame(
        try fields.value("frame").map { value throws(TraceError) in
          try frame(value, path: fields.path("frame"))
        })
    }
    var transition = Transition.opacity
    if let value = fields.value("transition") {
      transition = try decoder.transition(value, path: fields.path("transition"))
    }
    return RippleNode(
      placement: placement,
      fill: try decoder.fill(decoder.required("fill", in: fields), path: fields.path("fill")),
      shape: try shape(fields, default: isPress ? .circle : .rect),
      transition: transition)
  }

  /// `shape` and `cornerRadius` (only with `roundedRect`, default 0).
  private func shape(
    _ fields: ObjectFields, default defaultShape: Shape
  ) throws(TraceError) -> Shape {
    var name: ShapeName
    switch defaultShape {
    case .rect: name = .rect
    case .roundedRect: name = .roundedRect
    case .circle: name = .circle
    }
    if let value = fields.value("shape") {
      name = try decoder.choice(value, path: fields.path("shape"), as: ShapeName.self)
    }
    let corner = fields.member("cornerRadius")
    switch name {
    case .rect, .circle:
      if let corner {
        throw decoder.error(
          "key 'cornerRadius' needs \"shape\": \"roundedRect\"", path: fields.path,
          column: corner.keyColumn)
      }
      return name == .rect ? .rect : .circle
    case .roundedRect:
      let radius = try corner.map { member throws(TraceError) in
        try decoder.number(
          member.value, path: fields.path("cornerRadius"), in: .closed(0, Self.sizeLimit))
      }
      return .roundedRect(cornerRadius: radius ?? 0)
    }
  }

  /// `{x, y, width, height}`, all four required.
  private func frame(_ value: JSONValue, path: String) throws(TraceError) -> Rect {
    let fields = try decoder.object(value, path: path)
    try decoder.checkKeys(fields, allowed: ["x", "y", "width", "height"])
    let position = NumberRange.closed(-LineDecoder.coordinateLimit, LineDecoder.coordinateLimit)
    let size = NumberRange.closed(0, Self.sizeLimit)
    return Rect(
      x: try decoder.number(
        decoder.required("x", in: fields), path: fields.path("x"), in: position),
      y: try decoder.number(
        decoder.required("y", in: fields), path: fields.path("y"), in: position),
      width: try decoder.number(
        decoder.required("width", in: fields), path: fields.path("width"), in: size),
      height: try decoder.number(
        decoder.required("height", in: fields), path: fields.path("height"), in: size))
  }

  /// The names `shape` takes.
  private enum ShapeName: String, CaseIterable {
    case rect, roundedRect, circle
  }

  /// The names `at` takes.
  private enum PlacementName: String, CaseIterable {
    case press, frame
  }
}
