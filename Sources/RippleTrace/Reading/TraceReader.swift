/// Reads a trace file one line at a time, strictly (SPEC §1).
///
/// The file is read in fixed-size chunks, so memory stays bounded by the longest allowed
/// line (1 MiB) however many lines the file has. Blank lines and lines whose first
/// non-blank characters are `//` are skipped; the first other line is the header. Every
/// problem is a ``TraceError`` at the offending line and column; after one, stop reading.
///
/// Event lines of the common shape are decoded straight from their bytes
/// (``EventLineFastPath``); every other line, and every error, goes through the JSON parser.
///
/// Copies of a reader share one position in the file: use one copy.
public struct TraceReader: TraceLineSource {
  /// The decoded header line.
  public let header: TraceHeader
  private let source: LineSource
  private var previousTime: Double?
  /// Whether common event lines skip the JSON tree (``EventLineFastPath``); tests turn it
  /// off to compare both paths.
  private let usesFastPath: Bool
  private let unreadStates: UnreadStates
  /// What looks wrong in the header's scene alone: no forEach (``MissingForEach``), a fill
  /// that looks like a misspelled `clear` (``ClearLookalikes``).
  private let sceneWarnings: [TraceWarning]

  /// The warnings of the lines read so far (``TraceWarning``): a scene without a forEach, a
  /// header fill that looks like a misspelled `clear`, and the states the header animates or
  /// a `state` line sets that no node reads. Copies of a reader share them.
  public var warnings: [TraceWarning] {
    sceneWarnings + unreadStates.warnings
  }

  /// Opens a file and decodes its header. A path that can be read only once (a pipe, a FIFO)
  /// is read whole the first time, and its bytes serve every later reader
  /// (``ReadOnceInputs``).
  ///
  /// - Throws: A ``TraceError`` at `path:1:1` ("cannot read file: …") when the file cannot
  ///   be opened, or at the header's problem.
  public init(path: String) throws(TraceError) {
    if let bytes = try ReadOnceInputs.bytes(ofPath: path) {
      try self.init(source: LineSource(bytes: bytes, file: path))
    } else {
      try self.init(source: LineSource(path: path))
    }
  }

  /// Reads every line of a file, so that a malformed one fails a command before it does
  /// anything.
  /// - Returns: The header, and the warnings of the whole file.
  /// - Throws: The file's first ``TraceError``.
  public static func validate(path: String) throws(TraceError) -> (
    header: TraceHeader, warnings: [TraceWarning]
  ) {
    var reader = try TraceReader(path: path)
    try reader.forEachEvent { _ in }
    return (reader.header, reader.warnings)
  }

  /// Opens a file read in chunks of `chunkSize` bytes (tests use tiny chunks).
  init(path: String, chunkSize: Int) throws(TraceError) {
    try self.init(source: LineSource(path: path, chunkSize: chunkSize))
  }

  /// Reads a trace held in memory, with or without the fast path for event lines.
  init(bytes: [UInt8], file: String, usesFastPath: Bool) throws(TraceError) {
    try self.init(source: LineSource(bytes: bytes, file: file), usesFastPath: usesFastPath)
  }

  /// Reads a trace held in memory; `file` names it in locations and defaults the name.
  public init(bytes: [UInt8], file: String) throws(TraceError) {
    try self.init(source: LineSource(bytes: bytes, file: file))
  }

  /// Reads the lines that follow a header already decoded, such as the writer's text of a
  /// trace's events: the header is not read again. Locations count the header as line 1.
  public init(header: TraceHeader, linesAfterHeader bytes: [UInt8], file: String) {
    // The header's line, blank, keeps the line numbers of the whole file.
    source = LineSource(bytes: [UInt8(ascii: "\n")] + bytes, file: file)
    usesFastPath = true
    self.header = header
    unreadStates = UnreadStates(scene: header.scene)
    sceneWarnings = []
  }

  private init(source: LineSource, usesFastPath: Bool = true) throws(TraceError) {
    self.source = source
    self.usesFastPath = usesFastPath
    guard let (value, line) = try Self.nextValue(in: source) else {
      throw TraceError(
        "the trace has no header line", at: SourceLocation(file: source.file, line: 1, column: 1))
    }
    let decoder = LineDecoder(file: source.file, line: line)
    header = try decoder.header(value, defaultName: Self.lastPathComponent(of: source.file))
    unreadStates = UnreadStates(scene: header.scene)
    unreadStates.checkAnimations(ofHeader: value, file: source.file, line: line)
    sceneWarnings = [
      MissingForEach.warning(for: header.scene, inHeader: value, file: source.file, line: line),
      ClearLookalikes.warning(inHeader: value, file: source.file, line: line),
    ].compactMap { $0 }
  }

  /// The next event or expectation, or `nil` at the end of the file.
  public mutating func next() throws(TraceError) -> TraceLine? {
    while let bytes = try source.nextLine() {
      if usesFastPath, let event = EventLineFastPath.decode(bytes, previousTime: previousTime) {
        previousTime = event.time
        return .event(event)
      }
      if Self.isIgnorable(bytes) { continue }
      let (decoded, tree) = try Self.decodeLine(
        bytes, file: source.file, line: source.lineNumber, previousTime: previousTime)
      switch decoded {
      case .event(let event):
        previousTime = event.time
        if case .state = event.kind {
          unreadStates.checkStates(ofLine: tree, file: source.file, line: source.lineNumber)
        }
      case .expectation(let expectation): previousTime = expectation.time ?? previousTime
      }
      return decoded
    }
    return nil
  }

  /// Decodes a line after the header through the general path: a JSON tree, then the
  /// checks of ``LineDecoder``, with every error at its exact line and column.
  /// - Returns: The line, and the tree, whose keys keep their columns for warnings.
  static func decodeLine(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, line: Int, previousTime: Double?
  ) throws(TraceError) -> (line: TraceLine, tree: JSONValue) {
    let tree = try JSONParser.parse(bytes, file: file, line: line)
    return (
      try LineDecoder(file: file, line: line).traceLine(tree, previousTime: previousTime), tree
    )
  }

  /// Parses the next line that is neither blank nor a `//` comment.
  private static func nextValue(in source: LineSource) throws(TraceError) -> (JSONValue, Int)? {
    while let bytes = try source.nextLine() {
      if isIgnorable(bytes) { continue }
      return (
        try JSONParser.parse(bytes, file: source.file, line: source.lineNumber),
        source.lineNumber
      )
    }
    return nil
  }

  /// Whether a line is blank or its first non-blank characters are `//`.
  private static func isIgnorable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count,
      bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
        || bytes[index] == UInt8(ascii: "\r")
    {
      index += 1
    }
    if index == bytes.count { return true }
    return index + 1 < bytes.count && bytes[index] == UInt8(ascii: "/")
      && bytes[index + 1] == UInt8(ascii: "/")
  }

  /// `b.ripple.jsonl` for `a/b.ripple.jsonl`.
  static func lastPathComponent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    let name = path[path.index(after: slash)...]
    return name.isEmpty ? path : String(name)
  }
}
