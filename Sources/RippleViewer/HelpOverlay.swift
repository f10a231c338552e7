/// The `?` overlay: every key with what it does (``KeyBindings/all``).
enum HelpOverlay {
  /// The box: the keys in the label column, each action on one row where the screen allows.
  static let box = TextOverlay(
    title: "Keys",
    entries: KeyBindings.all.map { TextOverlay.Entry(label: $0.keys, text: $0.action) })
}
