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

  /// The key path of a member.
  func path(_ key: String) -> String {
    path.isEmpty ? key : path + "." + key
  }
}
