extension LineDecoder {
  /// The keys an `expect` object may have (SPEC §1.3).
  static let expectKeys = [
    "ripple", "phase", "visibility", "occluder", "alpha", "scale", "transmittance", "live",
    "paintOrder", "finding", "findings",
  ]
  /// The keys that describe one ripple at an instant: they need `ripple` and `t`.
  static let rippleStateKeys = [
    "phase", "visibility", "occluder", "alpha", "scale", "transmittance",
  ]

  /// Decodes an expectation line (SPEC §1.3). Its location is the line (column 1).
  ///
  /// Beyond SPEC's key list: per-ripple keys need `ripple` and `t`; `live` and `paintOrder`
  /// need `t`; `finding` and `findings` take no `t`; `ripple` needs something to check
  /// (a per-ripple key with `t`, `finding` without); an empty `expect` is an error.
  func expectation(
    _ fields: ObjectFields, expect expectValue: JSONValue, previousTime: Double?
  ) throws(TraceError) -> Expectation {
    try checkKeys(
      fields, allowed: ["t", "expect"], otherKinds: Self.allEventKeys, context: "on an expectation")
    let time = try fields.value("t").map { value throws(TraceError) in
      try self.time(value, previousTime: previousTime)
    }
    let expect = try object(expectValue, path: "expect")
    try checkKeys(expect, allowed: Self.expectKeys)
    guard !expect.members.isEmpty else {
      throw error("an empty 'expect' checks nothing", path: "expect", column: expectValue.column)
    }
    var expectation = Expectation(
      location: SourceLocation(file: file, line: line, column: 1), time: time)
    for member in expect.members {
      try decode(member, path: expect.path(member.key), into: &expectation)
    }
    for member in expect.members {
      try checkRule(for: member, in: expectation)
    }
    return expectation
  }

  private func decode(
    _ member: JSONMember, path: @autoclosure () -> String, into expectation: inout Expectation
  ) throws(TraceError) {
    let value = member.value
    switch member.key {
    case "ripple": expectation.ripple = try integer(value, path: path(), from: 1)
    case "phase": expectation.phase = try choice(value, path: path(), as: RipplePhase.self)
    case "visibility": expectation.visibility = try choice(value, path: path(), as: Visibility.self)
    case "occluder":
      if case .null = value.kind {
        expectation.occluder = .some(nil)
      } else {
        expectation.occluder = .some(try name(value, path: path()))
      }
    case "alpha": expectation.alpha = try number(value, path: path(), in: .unit)
    case "scale": expectation.scale = try number(value, path: path(), in: .finite)
    case "transmittance":
      if case .null = value.kind {
        expectation.transmittance = .some(nil)
      } else {
        expectation.transmittance = .some(try number(value, path: path(), in: .unit))
      }
    case "live": expectation.live = try integer(value, path: path(), from: 0)
    case "paintOrder":
      var names: [String] = []
      for (index, element) in try array(value, path: path()).enumerated() {
        names.append(try name(element, path: "\(path())[\(index)]"))
      }
      expectation.paintOrder = names
    case "finding":
      let code = try string(value, path: path())
      guard let finding = FindingCode(rawValue: code) else {
        throw error(
          "unknown finding code \(JSONText.string(code)); expected "
            + Self.alternatives(FindingCode.allCases.map(\.rawValue), near: code),
          path: path(), column: value.column)
      }
      expectation.finding = finding
    default: expectation.findings = try integer(value, path: path(), from: 0)
    }
  }

  private func checkRule(for member: JSONMember, in expectation: Expectation) throws(TraceError) {
    let key = "'\(member.key)'"
    let hasTime = expectation.time != nil
    var problem: String?
    switch member.key {
    case _ where Self.rippleStateKeys.contains(member.key):
      if expectation.ripple == nil {
        problem = "\(key) needs 'ripple' (the ripple to check)"
      } else if !hasTime {
        problem = "\(key) needs 't' (the instant to check at)"
      }
    case "live", "paintOrder":
      if !hasTime { problem = "\(key) needs 't' (the instant to check at)" }
    case "finding", "findings":
      if hasTime { problem = "\(key) is checked against the whole trace and takes no 't'" }
    case "ripple":
      if !hasTime && expectation.finding == nil {
        problem = "'ripple' without 't' needs 'finding'"
      } else if hasTime && !Self.rippleStateKeys.contains(where: expectationHas(expectation)) {
        // `live` and `paintOrder` check the instant, not the ripple.
        let instantKeys = [
          ("live", expectation.live != nil), ("paintOrder", expectation.paintOrder != nil),
        ]
        .filter(\.1).map(\.0)
        let instant =
          instantKeys.isEmpty
          ? ""
          : "\(instantKeys.joined(separator: " and ")) check\(instantKeys.count == 1 ? "s" : "") "
            + "the whole instant, not one ripple; drop 'ripple', or "
        problem =
          "'ripple' names a ripple to check, but no key checks it: \(instant)add "
          + Self.alternatives(Self.rippleStateKeys)
      }
    default:
      break
    }
    if let problem {
      throw error(problem, path: "expect", column: member.keyColumn)
    }
  }

  /// Whether a per-ripple key is set on an expectation.
  private func expectationHas(_ expectation: Expectation) -> (String) -> Bool {
    { key in
      switch key {
      case "phase": expectation.phase != nil
      case "visibility": expectation.visibility != nil
      case "occluder": expectation.occluder != nil
      case "alpha": expectation.alpha != nil
      case "scale": expectation.scale != nil
      default: expectation.transmittance != nil
      }
    }
  }
}
