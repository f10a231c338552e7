/// The finite numbers a key accepts, with the wording messages use.
struct NumberRange {
  /// The lower bound, if any.
  var lower: Double?
  /// Whether `lower` itself is accepted.
  var includesLower = true
  /// The upper bound, if any.
  var upper: Double?

  /// Any finite number.
  static let finite = NumberRange()
  /// `0…1`, for opacities and alphas.
  static let unit = closed(0, 1)

  /// `lower…upper`.
  static func closed(_ lower: Double, _ upper: Double) -> NumberRange {
    NumberRange(lower: lower, upper: upper)
  }

  /// `> lower` and `≤ upper`.
  static func aboveUpTo(_ lower: Double, _ upper: Double) -> NumberRange {
    NumberRange(lower: lower, includesLower: false, upper: upper)
  }

  /// Whether a finite value lies in the range.
  func contains(_ value: Double) -> Bool {
    if let lower, includesLower ? value < lower : value <= lower { return false }
    if let upper, value > upper { return false }
    return true
  }

  /// `a number in 0…10000`, `a number > 0 and ≤ 3600`, `a number ≥ 0`, `a finite number`.
  var phrase: String {
    switch (lower, upper) {
    case (let lower?, let upper?) where includesLower:
      return "a number in \(JSONText.number(lower))…\(JSONText.number(upper))"
    case (let lower?, let upper?):
      return "a number > \(JSONText.number(lower)) and ≤ \(JSONText.number(upper))"
    case (let lower?, nil):
      return "a number \(includesLower ? "≥" : ">") \(JSONText.number(lower))"
    case (nil, let upper?):
      return "a number ≤ \(JSONText.number(upper))"
    case (nil, nil):
      return "a finite number"
    }
  }
}
