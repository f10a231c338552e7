extension UInt8 {
  /// Whether the byte is JSON whitespace (RFC 8259): space, tab, carriage return or line feed.
  @inline(__always)
  var isJSONWhitespace: Bool {
    switch self {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): true
    default: false
    }
  }
}
