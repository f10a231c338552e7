extension LineDecoder {
  /// The header's `recorder` object (SPEC §3); keys left out keep their defaults.
  func recorderSettings(_ value: JSONValue, path: String) throws(TraceError) -> RecorderSettings {
    let fields = try object(value, path: path)
    try checkKeys(
      fields, allowed: ["onDown", "onUp", "onCancel", "exitWaitsForEnter", "maxLive"])
    var settings = RecorderSettings()
    if let value = fields.value("onDown") {
      let onDown = try object(value, path: fields.path("onDown"))
      try checkKeys(onDown, allowed: ["animation"])
      if let animation = onDown.value("animation") {
        settings.downAnimation = try self.animation(animation, path: onDown.path("animation"))
      }
    }
    if let value = fields.value("onUp") {
      let onUp = try object(value, path: fields.path("onUp"))
      try checkKeys(onUp, allowed: ["remove", "animation"])
      if let remove = onUp.value("remove") {
        settings.removal = try choice(remove, path: onUp.path("remove"), as: RemovalPolicy.self)
      }
      if let animation = onUp.value("animation") {
        settings.upAnimation = try self.animation(animation, path: onUp.path("animation"))
      }
    }
    if let value = fields.value("onCancel") {
      settings.cancel = try choice(value, path: fields.path("onCancel"), as: CancelPolicy.self)
    }
    if let value = fields.value("exitWaitsForEnter") {
      settings.exitWaitsForEnter = try bool(value, path: fields.path("exitWaitsForEnter"))
    }
    if let value = fields.value("maxLive"), case .null = value.kind {
      settings.maxLive = nil
    } else if let value = fields.value("maxLive") {
      settings.maxLive = try integer(value, path: fields.path("maxLive"), from: 1, to: 1_000_000)
    }
    return settings
  }
}
