extension LineDecoder {
  /// A fill (SPEC §2.1): a color name of ASCII letters (opaque, except `clear` in any letter
  /// case, which has alpha 0), `#RRGGBB` (opaque) or `#RRGGBBAA` (alpha = AA / 255).
  func fill(_ value: JSONValue, path: String) throws(TraceError) -> Fill {
    let expected = "a color name (ASCII letters), \"#RRGGBB\" or \"#RRGGBBAA\""
    guard case .string(let color) = value.kind else { throw mismatch(expected, value, path: path) }
    let bytes = Array(color.utf8)
    if bytes.first == UInt8(ascii: "#") {
      let digits = bytes.dropFirst().compactMap(Self.hexDigit)
      guard digits.count == bytes.count - 1, digits.count == 6 || digits.count == 8 else {
        throw mismatch(expected, value, path: path)
      }
      let alpha = digits.count == 8 ? Double(digits[6] * 16 + digits[7]) / 255 : 1
      return Fill(color: color, alpha: alpha)
    }
    let isLetter = { (byte: UInt8) in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
    guard !bytes.isEmpty, bytes.allSatisfy(isLetter) else {
      throw mismatch(expected, value, path: path)
    }
    return Fill(color: color, alpha: Fill.namesClear(color) ? 0 : 1)
  }

  private static func hexDigit(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }
}
