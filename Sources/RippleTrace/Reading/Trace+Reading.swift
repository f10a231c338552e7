extension Trace {
  /// Reads a whole trace file into memory through a ``TraceReader``.
  ///
  /// - Throws: The first ``TraceError`` in the file.
  public init(contentsOf path: String) throws(TraceError) {
    try self.init(reader: TraceReader(path: path))
  }

  /// Reads a whole trace held in memory; `file` names it in locations and defaults the name.
  ///
  /// - Throws: The first ``TraceError`` in the bytes.
  public init(bytes: [UInt8], file: String) throws(TraceError) {
    try self.init(reader: TraceReader(bytes: bytes, file: file))
  }

  /// Drains a reader.
  ///
  /// - Throws: The first ``TraceError`` the reader meets.
  public init(reader: consuming TraceReader) throws(TraceError) {
    var lines: [TraceLine] = []
    while let line = try reader.next() {
      lines.append(line)
    }
    self.init(header: reader.header, lines: lines)
  }
}
