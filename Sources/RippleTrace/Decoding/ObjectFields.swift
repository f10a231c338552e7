/// The members of one JSON object being decoded, with the object's key path and column.
struct ObjectFields {
  /// The members in the order written.
  let members: [JSONMember]
  /// The column of the object's `{`.
  let column: Int
  /// The key path of the object, e.g. `scene.children[2]`; empty for a whole line.
  let path: String

  /// The value of a key, if present.
  func value(_ key: String) -> JSONValue? {
    for member in members where member.key == key { return member.value }
    return nil
  }

  /// The member of a key, if present.
  func member(_ key: String) -> JSONMember? {
    for member in members where member.key == key { return member }
    return nil
  }

  /// Whether the key is present.
  func has(_ key: String) -> Bool {
    members.contains { $0.key == key }
  }

  /// The key path of a member: `scene.animations.disabled`, or with a key that is empty or
  /// holds more than letters, digits, `_` and `-` quoted, `scene.animations[""]`.
  func path(_ key: String) -> String {
    let isPlain =
      !key.isEmpty
      && key.unicodeScalars.allSatisfy {
        $0.properties.isAlphabetic || $0.properties.numericType != nil
          || "_-".unicodeScalars.contains($0)
      }
    guard isPlain else { return path + "[" + JSONText.string(key) + "]" }
    return path.isEmpty ? key : path + "." + key
  }
}
