import CNcurses
import RippleRender

/// How each ``CellStyle`` looks on a terminal: a color pair and attributes, or attributes
/// alone in monochrome (`NO_COLOR`, or a terminal without colors).
struct TerminalStyles {
  private let looks: [CellStyle: (pair: Int16, attributes: attr_t)]

  /// Sets up the color pairs (call after curses started).
  init(usesColor: Bool) {
    var looks: [CellStyle: (pair: Int16, attributes: attr_t)] = [:]
    let bold = cn_attr_bold()
    let dim = cn_attr_dim()
    let reverse = cn_attr_reverse()
    let underline = cn_attr_underline()
    guard usesColor else {
      for style in CellStyle.allCases {
        let attributes: attr_t =
          switch style {
          case .plain, .info: cn_attr_normal()
          case .dim, .layer, .faded: dim
          case .title: reverse
          case .highlight: reverse | bold
          case .visible, .error: bold
          case .partial: underline
          case .occluded, .warning: bold | underline
          }
        looks[style] = (0, attributes)
      }
      self.looks = looks
      return
    }
    let gray = cn_colors() >= 256 ? Int16(245) : Int16(COLOR_WHITE)
    let colors: [(CellStyle, foreground: Int16, background: Int16, attr_t)] = [
      (.plain, -1, -1, cn_attr_normal()),
      (.dim, gray, -1, cn_colors() >= 256 ? cn_attr_normal() : dim),
      (.title, Int16(COLOR_BLACK), Int16(COLOR_CYAN), cn_attr_normal()),
      (.highlight, Int16(COLOR_BLACK), Int16(COLOR_YELLOW), bold),
      (.layer, Int16(COLOR_BLUE), -1, cn_attr_normal()),
      (.visible, Int16(COLOR_GREEN), -1, bold),
      (.partial, Int16(COLOR_YELLOW), -1, bold),
      (.occluded, Int16(COLOR_RED), -1, bold),
      (.faded, gray, -1, dim),
      (.error, Int16(COLOR_RED), -1, bold),
      (.warning, Int16(COLOR_YELLOW), -1, bold),
      (.info, Int16(COLOR_CYAN), -1, cn_attr_normal()),
    ]
    for (index, (style, foreground, background, attributes)) in colors.enumerated() {
      let pair = Int16(index + 1)
      init_pair(pair, foreground, background)
      looks[style] = (pair, attributes)
    }
    self.looks = looks
  }

  /// The pair and attributes of a style.
  func look(of style: CellStyle) -> (pair: Int16, attributes: attr_t) {
    looks[style] ?? (0, cn_attr_normal())
  }
}
