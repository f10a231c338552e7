extension JSONParser {
  /// Powers of ten that a `Double` holds exactly, for the fast conversion path (also the
  /// event-line fast path's, ``SimpleDecimal``).
  static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Parses a number per the JSON grammar; it must be finite as a `Double`.
  mutating func parseNumber() throws(TraceError) -> Double {
    let start = index
    var negative = false
    if bytes[index] == UInt8(ascii: "-") {
      negative = true
      index += 1
    }
    var mantissa: UInt64 = 0
    var significantDigits = 0
    var exponent = 0
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw error("invalid number: expected a digit after '-'")
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw error("invalid number: leading zeros are not allowed", at: start)
      }
    } else {
      while index < bytes.count, isDigit(bytes[index]) {
        accumulate(bytes[index], into: &mantissa, digits: &significantDigits, exponent: &exponent)
        index += 1
      }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw error("invalid number: expected a digit after '.'")
      }
      while index < bytes.count, isDigit(bytes[index]) {
        accumulate(bytes[index], into: &mantissa, digits: &significantDigits, exponent: &exponent)
        exponent -= 1
        index += 1
      }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      var exponentNegative = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        exponentNegative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw error("invalid number: expected a digit in the exponent")
      }
      var written = 0
      while index < bytes.count, isDigit(bytes[index]) {
        written = min(written * 10 + Int(bytes[index] - UInt8(ascii: "0")), 1_000_000)
        index += 1
      }
      exponent += exponentNegative ? -written : written
    }
    let value: Double
    if significantDigits <= 15 && abs(exponent) <= 22 {
      // Both operands are exact, so one multiplication or division rounds correctly.
      let magnitude =
        exponent >= 0
        ? Double(mantissa) * Self.exactPowersOfTen[exponent]
        : Double(mantissa) / Self.exactPowersOfTen[-exponent]
      value = negative ? -magnitude : magnitude
    } else {
      let text = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      value = Double(text) ?? .infinity
    }
    guard value.isFinite else {
      throw error("number is not finite: it overflows a 64-bit float", at: start)
    }
    return value
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Adds a digit to the mantissa, counting significant digits; digits past 19 only scale.
  private func accumulate(
    _ byte: UInt8, into mantissa: inout UInt64, digits: inout Int, exponent: inout Int
  ) {
    if mantissa == 0 && byte == UInt8(ascii: "0") { return }
    if digits < 19 {
      mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
    } else {
      exponent += 1
    }
    digits += 1
  }
}
