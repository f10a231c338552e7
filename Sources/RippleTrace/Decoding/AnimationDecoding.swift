extension LineDecoder {
  /// An animation (SPEC §6): `"default"`, `"none"`, a timing curve
  /// `{"curve": C, "duration": D, "delay": S}` or `{"curve": "spring", "response": R,
  /// "dampingFraction": Z, "delay": S}`.
  func animation(_ value: JSONValue, path: String) throws(TraceError) -> AnimationSpec {
    switch value.kind {
    case .string("default"): return .default
    case .string("none"): return .none
    case .object: break
    default:
      throw mismatch("\"default\", \"none\" or an animation object", value, path: path)
    }
    let fields = try object(value, path: path)
    let curveValue = try required("curve", in: fields)
    let curveName = try string(curveValue, path: fields.path("curve"))
    let seconds = NumberRange.aboveUpTo(0, AnimationSpec.maximumSeconds)
    let timingKeys = ["curve", "duration", "delay"]
    let springKeys = ["curve", "response", "dampingFraction", "delay"]
    if curveName == "spring" {
      try checkKeys(
        fields, allowed: springKeys, otherKinds: timingKeys, context: "on a spring (use 'response')"
      )
      let response = try fields.value("response").map { value throws(TraceError) in
        try number(value, path: fields.path("response"), in: seconds)
      }
      let damping = try fields.value("dampingFraction").map { value throws(TraceError) in
        try number(value, path: fields.path("dampingFraction"), in: .closed(0.001, 1000))
      }
      let spring = Spring(
        response: response ?? AnimationSpec.defaultResponse,
        dampingFraction: damping ?? AnimationSpec.defaultDampingFraction)
      // Its frames are replayed one by one: a spring that never settles would never end.
      guard spring.settleTime <= AnimationSpec.maximumSeconds else {
        throw error(
          "spring settles after \(JSONText.number(spring.settleTime.rounded())) s, more than "
            + "\(JSONText.number(AnimationSpec.maximumSeconds)) s: raise dampingFraction "
            + "or shorten response",
          path: path, column: value.column)
      }
      return .spring(
        response: spring.response, dampingFraction: spring.dampingFraction,
        delay: try delay(fields))
    }
    guard let curve = TimingCurve(rawValue: curveName) else {
      let names = TimingCurve.allCases.map(\.rawValue) + ["spring"]
      throw error(
        "unknown curve \(JSONText.string(curveName)); expected \(Self.alternatives(names, near: curveName))",
        path: fields.path("curve"), column: curveValue.column)
    }
    try checkKeys(
      fields, allowed: timingKeys, otherKinds: springKeys,
      context: "on a timing curve (only on springs)")
    let duration = try fields.value("duration").map { value throws(TraceError) in
      try number(value, path: fields.path("duration"), in: seconds)
    }
    return .timing(
      curve, duration: duration ?? AnimationSpec.defaultDuration, delay: try delay(fields))
  }

  /// `delay`, default 0.
  private func delay(_ fields: ObjectFields) throws(TraceError) -> Double {
    guard let value = fields.value("delay") else { return 0 }
    return try number(
      value, path: fields.path("delay"), in: .closed(0, AnimationSpec.maximumSeconds))
  }
}
