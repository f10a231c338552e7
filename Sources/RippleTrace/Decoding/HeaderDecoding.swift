extension LineDecoder {
  /// The keys a header may have (SPEC §1.1).
  static let headerKeys = ["ripplescope", "name", "sdk", "fps", "scene", "recorder"]

  /// The members of a whole line, which must be an object.
  func lineObject(_ value: JSONValue) throws(TraceError) -> ObjectFields {
    guard case .object(let members) = value.kind else {
      throw error("expected a JSON object, got \(value.summary)", path: "", column: value.column)
    }
    return ObjectFields(members: members, column: value.column, path: "")
  }

  /// Decodes the header line (SPEC §1.1); `name` defaults to `defaultName`.
  func header(_ value: JSONValue, defaultName: String) throws(TraceError) -> TraceHeader {
    let fields = try lineObject(value)
    // A trace that lacks its header starts with an event or an expectation: say so, rather
    // than that their first key is unknown.
    if fields.value("ripplescope") == nil,
      fields.members.contains(where: { ["t", "type", "expect"].contains($0.key) })
    {
      throw error(
        #"the first line must be the header, {"ripplescope": 1, "scene": …} (SPEC §1.1); "#
          + "this one is an event or an expectation", path: "", column: fields.column)
    }
    try checkKeys(fields, allowed: Self.headerKeys)
    let version = try required("ripplescope", in: fields)
    guard case .number(let versionNumber) = version.kind else {
      throw mismatch(
        "the format version \(TraceHeader.formatVersion)", version, path: "ripplescope")
    }
    guard versionNumber == Double(TraceHeader.formatVersion) else {
      throw error(
        "unsupported format version \(JSONText.number(versionNumber)); "
          + "this reader reads version \(TraceHeader.formatVersion)",
        path: "ripplescope", column: version.column)
    }
    let sceneValue = try required("scene", in: fields)
    var header = TraceHeader(name: defaultName, scene: Scene(width: 1, height: 1, children: []))
    if let name = fields.value("name") {
      header.name = try string(name, path: "name")
    }
    if let sdk = fields.value("sdk") {
      header.sdk = try choice(sdk, path: "sdk", as: SDK.self)
    }
    if let fps = fields.value("fps") {
      header.fps = try number(
        fps, path: "fps",
        in: .closed(TraceHeader.fpsRange.lowerBound, TraceHeader.fpsRange.upperBound))
    }
    var sceneDecoder = SceneDecoder(decoder: self)
    header.scene = try sceneDecoder.scene(sceneValue)
    if let recorder = fields.value("recorder") {
      header.recorder = try recorderSettings(recorder, path: "recorder")
    }
    return header
  }
}
