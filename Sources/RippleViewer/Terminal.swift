import CNcurses
import RippleRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal under ncurses: the only code that calls CNcurses.
///
/// It pushes a ``CellGrid`` to the screen (only the cells that changed), reads keys, mouse
/// and resizes as ``ViewerKey`` values, and restores the terminal in ``restore()``, which
/// `deinit` also calls, so every way out of the viewer leaves the terminal usable.
final class Terminal {
  /// What reading the keyboard gave.
  enum Input: Equatable {
    /// A key, a mouse action or a resize.
    case key(ViewerKey)
    /// Nothing before the timeout.
    case none
    /// The keys' input is closed: nothing will ever come.
    case endOfInput
  }

  /// The screen's columns.
  private(set) var width: Int
  /// The screen's rows.
  private(set) var height: Int
  private let screen: OpaquePointer
  /// Where keys come from (``cn_open_keys``): standard input or the controlling terminal.
  private let keys: UnsafeMutablePointer<FILE>
  private let styles: TerminalStyles
  private var shown: CellGrid?
  private var isActive = true
  private var quickErrors = 0

  /// Why the viewer cannot take this terminal, or `nil` when it can: standard output must be
  /// a terminal, the process must have a controlling terminal, keys must come from the
  /// terminal that shows the screen (standard input, or the controlling terminal when
  /// standard input is not one), and `TERM` must name a terminal type (initscr would exit the
  /// process otherwise).
  static func problem() -> String? {
    guard isatty(STDOUT_FILENO) == 1 else {
      return "ripplescope view needs a terminal, but standard output is not a tty.\n"
        + "For text, use `ripplescope frame TRACE --at 0.5` (one frame) or "
        + "`ripplescope report TRACE` (every ripple's lifecycle)."
    }
    // Without a controlling terminal, Ctrl-C and Ctrl-Z would reach no one (`setsid`).
    let controlling = open("/dev/tty", O_RDONLY)
    guard controlling >= 0 else {
      return "ripplescope view reads keys from a terminal, but the process has no "
        + "controlling terminal.\n"
        + "Run it from a terminal, or use `ripplescope frame` or `ripplescope report`."
    }
    close(controlling)
    // Curses sets up the terminal of standard output, and keys come from standard input or
    // the controlling terminal: they must be one terminal, or keys would come line by line,
    // echoed. `tcgetsid` fails on a terminal that is not the controlling one.
    let isControlling = { (descriptor: Int32) in tcgetsid(descriptor) >= 0 }
    guard isControlling(STDOUT_FILENO), isatty(STDIN_FILENO) == 0 || isControlling(STDIN_FILENO)
    else {
      return "ripplescope view draws on a terminal that is not the one its keys come from "
        + "(its controlling terminal).\n"
        + "Run it without redirecting its output, or use `ripplescope frame` or "
        + "`ripplescope report`."
    }
    guard let term = getenv("TERM").map({ String(cString: $0) }), !term.isEmpty, term != "dumb"
    else {
      return "ripplescope view needs a terminal type: TERM is unset or \"dumb\".\n"
        + "Set TERM (e.g. TERM=xterm-256color), or use `ripplescope frame` or `ripplescope report`."
    }
    return nil
  }

  /// Takes the screen: a UTF-8 locale, curses, keys, mouse, colors, signals.
  /// - Returns: `nil` when curses cannot start on this terminal (unknown `TERM`), or the
  ///   terminal keys come from cannot be opened.
  init?() {
    cn_use_utf8_locale()
    // Before curses: ncurses then leaves SIGTSTP to the trap instead of ignoring it during
    // every screen update, which lost a Ctrl-Z pressed while playback redraws.
    SignalTrap.install()
    SignalTrap.saveTerminalModes()
    guard let keys = cn_open_keys() else { return nil }
    guard let screen = cn_start(keys) else {
      cn_close_keys(keys)
      return nil
    }
    self.screen = screen
    self.keys = keys
    cbreak()
    noecho()
    nonl()
    keypad(cn_stdscr(), true)
    set_escdelay(25)
    curs_set(0)
    let reportsMouse = mousemask(cn_mouse_mask(), nil) != 0
    mouseinterval(0)
    let noColor = getenv("NO_COLOR").map { String(cString: $0) } ?? ""
    let usesColor = noColor.isEmpty && has_colors()
    if usesColor {
      start_color()
      use_default_colors()
    }
    styles = TerminalStyles(usesColor: usesColor)
    width = Int(getmaxx(cn_stdscr()))
    height = Int(getmaxy(cn_stdscr()))
    Self.prepareWayOutWhileBusy(reportsMouse: reportsMouse)
    SignalTrap.setBusy(true)
  }

  deinit { restore() }

  /// Keeps what `endwin` would send, and mouse reporting off, for a signal that comes while
  /// the viewer is busy (``SignalTrap/setBusy(_:)``).
  private static func prepareWayOutWhileBusy(reportsMouse: Bool) {
    var text = [CChar](repeating: 0, count: 400)
    cn_restore_text(&text, text.count)
    let endwin = String(
      decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let mouseOff = reportsMouse ? "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l" : ""
    SignalTrap.setRestoreBytes(mouseOff + endwin)
  }

  /// Gives the terminal back: normal mode, cursor shown, the shell's screen restored. Safe
  /// to call more than once.
  func restore() {
    guard isActive else { return }
    isActive = false
    SignalTrap.setBusy(false)
    // Signalled while stopped and continued in the background (`kill %1`), the process
    // would be stopped again for setting the terminal's modes.
    SignalTrap.allowBackgroundOutput()
    if !isendwin() {
      curs_set(1)
      endwin()
    }
    delscreen(screen)
    cn_close_keys(keys)
  }

  /// Gives the terminal back and stops the process (Ctrl-Z), until the shell continues it;
  /// call ``resume()`` then.
  func suspend() {
    guard isActive else { return }
    SignalTrap.setBusy(false)
    curs_set(1)
    endwin()
    SignalTrap.stopProcess()
  }

  /// Takes the terminal again after the process was stopped, by ``suspend()`` or by any
  /// other stop after which the shell may have put the terminal in its own modes: curses'
  /// modes, the size now, and the next grid drawn whole.
  func resume() {
    guard isActive else { return }
    // Out of curses' mode, then back: refresh after endwin sets the modes again and reads
    // the size the terminal has now, which a resize while stopped changed unseen.
    if !isendwin() { endwin() }
    refresh()
    curs_set(0)
    takeScreenSize()
    SignalTrap.setBusy(true)
  }

  /// Reads the screen's size now, and draws the next grid whole on a cleared screen.
  private func takeScreenSize() {
    width = Int(getmaxx(cn_stdscr()))
    height = Int(getmaxy(cn_stdscr()))
    shown = nil
    clearok(cn_stdscr(), true)
  }

  /// Shows a grid the size of the screen, drawing only the rows that changed (a row whole, so
  /// that a wide character and its second cell change together).
  func draw(_ grid: CellGrid) {
    guard isActive else { return }
    let previous = shown.flatMap { $0.width == grid.width && $0.height == grid.height ? $0 : nil }
    if previous == nil { erase() }
    let columns = min(grid.width, width)
    for row in 0..<min(grid.height, height) {
      if let previous,
        (0..<columns).allSatisfy({ previous[x: $0, y: row] == grid[x: $0, y: row] })
      {
        continue
      }
      var column = 0
      while column < columns {
        let cell = grid[x: column, y: row]
        // A wide character is drawn over its own cell and the next, its continuation.
        let isWide =
          column + 1 < columns && grid[x: column + 1, y: row].character == CellGrid.continuation
        let codes = Self.codes(of: cell.character, wide: isWide)
        let look = styles.look(of: cell.style)
        _ = cn_put(
          Int32(row), Int32(column), codes, Int32(codes.count), look.attributes, look.pair)
        column += isWide && codes.count > 0 && cn_width(codes[0]) == 2 ? 2 : 1
      }
    }
    shown = grid
    refresh()
  }

  /// Waits up to `milliseconds` for a key, a mouse action or a resize.
  func read(timeout milliseconds: Int32) -> Input {
    timeout(milliseconds)
    let started = ContinuousClock.now
    // Waiting, a signal can wait for the loop, which gives the screen back through curses.
    SignalTrap.setBusy(false)
    var code: Int32 = 0
    var isKey: Int32 = 0
    let result = cn_read_key(&code, &isKey)
    let isKeyCode = isKey != 0
    SignalTrap.setBusy(true)
    if result == ERR {
      return waitedTooLittle(since: started, milliseconds: milliseconds) ? .endOfInput : .none
    }
    quickErrors = 0
    if isKeyCode, code == KEY_RESIZE {
      takeScreenSize()
      return .key(.resize)
    }
    if isKeyCode, code == KEY_MOUSE { return mouse() }
    return Self.key(for: code, isKeyCode: isKeyCode).map { .key($0) } ?? .none
  }

  /// Whether reading a key gave up at once with input ready several times running: the terminal
  /// keys come from is gone (hung up), so it will never block again.
  private func waitedTooLittle(since started: ContinuousClock.Instant, milliseconds: Int32)
    -> Bool
  {
    let waited = ContinuousClock.now - started
    guard SignalTrap.pending == nil, waited < .milliseconds(Int(milliseconds) / 2) else {
      quickErrors = 0
      return false
    }
    var descriptor = pollfd(fd: fileno(keys), events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, 0) > 0 else { return false }
    // Not POLLNVAL: macOS's poll does not take devices, and answers it for `/dev/tty`.
    if descriptor.revents & Int16(POLLHUP | POLLERR) != 0 { return true }
    quickErrors += 1
    return quickErrors >= 3
  }

  private func mouse() -> Input {
    var event = MEVENT()
    guard getmouse(&event) == OK else { return .none }
    let state = event.bstate
    if state & cn_wheel_up() != 0 { return .key(.wheelUp) }
    if state & cn_wheel_down() != 0 { return .key(.wheelDown) }
    if state & cn_button1() != 0 { return .key(.click(x: Int(event.x), y: Int(event.y))) }
    return .none
  }

  /// The viewer key of a curses key code.
  /// - Parameters:
  ///   - code: A key code (`KEY_LEFT`, …) or a character's code point, as `get_wch` gives them.
  ///   - isKeyCode: Whether `code` is a key code: key codes and code points overlap (U+0104
  ///     is `KEY_LEFT`).
  static func key(for code: Int32, isKeyCode: Bool) -> ViewerKey? {
    if !isKeyCode, code >= 0x80 {
      // A character beyond ASCII: printable ones reach the `:` prompt, which rejects what
      // it cannot read rather than dropping it; C1 controls and surrogates are not keys.
      guard code >= 0xA0, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
      return .character(Character(scalar))
    }
    switch code {
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_ENTER, 10, 13: return .enter
    case 27: return .escape
    case KEY_BACKSPACE, 8, 127: return .backspace
    case 9: return .tab
    case KEY_BTAB: return .backTab
    case 32..<127:
      guard let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
      return .character(Character(scalar))
    default: return nil
    }
  }

  /// The code points to draw for a cell's character: one spacing character and up to four
  /// combining marks on it (`e` + U+0301 is `é`), of the width the grid gave it (2 for a
  /// wide character followed by its continuation, else 1); `?` when this terminal's width
  /// for it differs, and a space for a continuation left without its wide character.
  private static func codes(of character: Character, wide: Bool) -> [wchar_t] {
    if character == CellGrid.continuation { return [wchar_t(UInt8(ascii: " "))] }
    let codes = character.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
    // U+FE0F asks for an emoji's two-column form (❤️), which wcwidth does not count.
    guard let first = codes.first, cn_width(first) == (wide ? 2 : 1),
      codes.count <= Int(CCHARW_MAX), !codes.contains(0xFE0F),
      codes.dropFirst().allSatisfy({ cn_width($0) == 0 })
    else { return [wchar_t(UInt8(ascii: "?"))] }
    return codes
  }
}
