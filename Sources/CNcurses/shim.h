// The only place that knows about ncurses macros, C globals and attributes: the viewer sees
// plain functions. Wide characters need NCURSES_WIDECHAR because nothing defines
// _XOPEN_SOURCE (Package.swift does not use pkg-config, whose flags SwiftPM would drop);
// CI sets it to 0 to compile this file as macOS does (below).
// The library is linked by RippleViewer's linker settings: libncursesw on Linux, and on
// macOS libncurses, which has the wide-character API under that name.
#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <langinfo.h>
#include <locale.h>
#include <ncurses.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

// macOS's ncurses 5.7 declares the wide-character API only under _XOPEN_SOURCE_EXTENDED, and
// there <ncurses.h> is the SDK's module Darwin.ncurses, which a #define here cannot reach. Its
// library has the API all the same: these are that header's own declarations (no extended
// colors, so a cell is its attributes and CCHARW_MAX characters).
#ifndef CCHARW_MAX
#define CCHARW_MAX 5
typedef struct {
  attr_t attr;
  wchar_t chars[CCHARW_MAX];
} cchar_t;
extern int setcchar(cchar_t *, const wchar_t *, const attr_t, short, const void *);
extern int wadd_wch(WINDOW *, const cchar_t *);
extern int wget_wch(WINDOW *, wint_t *);
#endif

/// Takes the environment's locale, with UTF-8 characters: the viewer draws boxes and glyphs
/// that other character sets show as `?`. Under a locale of another codeset (LANG unset, or
/// C), characters come from the first UTF-8 locale the system has.
static inline void cn_use_utf8_locale(void) {
  setlocale(LC_ALL, "");
  const char *utf8[] = {"C.UTF-8", "C.utf8", "UTF-8", "en_US.UTF-8"};
  for (unsigned i = 0; i < sizeof utf8 / sizeof *utf8; i++) {
    const char *codeset = nl_langinfo(CODESET);
    if (codeset && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0)) return;
    setlocale(LC_CTYPE, utf8[i]);
  }
}

/// Where keys come from: standard input when it is a terminal, else the controlling terminal
/// (the trace may come through standard input, `cat t | ripplescope view /dev/stdin`); NULL
/// when there is neither. Close a stream that is not stdin with cn_close_keys.
static inline FILE *cn_open_keys(void) {
  return isatty(STDIN_FILENO) ? stdin : fopen("/dev/tty", "r");
}

/// Closes what cn_open_keys opened; standard input stays open.
static inline void cn_close_keys(FILE *keys) {
  if (keys != stdin) fclose(keys);
}

/// Starts curses on stdout with keys from `keys`; NULL (instead of exiting, as initscr does)
/// when the terminal type is unknown.
static inline SCREEN *cn_start(FILE *keys) { return newterm(NULL, stdout, keys); }

/// Columns a character takes (wcwidth is hidden without _XOPEN_SOURCE, which SwiftPM drops).
extern int wcwidth(wchar_t character);
static inline int cn_width(wchar_t character) { return wcwidth(character); }

/// Reads a key as get_wch does: a whole character, however many bytes its UTF-8 takes, or a
/// key code (KEY_LEFT, KEY_RESIZE, …) with *is_key set. Returns ERR when none came in time.
static inline int cn_read_key(int *code, int *is_key) {
  wint_t key = 0;
  int result = wget_wch(stdscr, &key);
  *code = (int)key;
  *is_key = result == KEY_CODE_YES;
  return result == ERR ? ERR : OK;
}

/// The standard screen (a C global, not concurrency-safe when imported directly).
static inline WINDOW *cn_stdscr(void) { return stdscr; }
/// The screen's rows.
static inline int cn_lines(void) { return LINES; }
/// The screen's columns.
static inline int cn_cols(void) { return COLS; }
/// How many colors the terminal has.
static inline int cn_colors(void) { return COLORS; }

/// Attribute bits (macros in C).
static inline attr_t cn_attr_normal(void) { return A_NORMAL; }
static inline attr_t cn_attr_bold(void) { return A_BOLD; }
static inline attr_t cn_attr_dim(void) { return A_DIM; }
static inline attr_t cn_attr_reverse(void) { return A_REVERSE; }
static inline attr_t cn_attr_underline(void) { return A_UNDERLINE; }

/// Draws one cell at a position, with attributes and a color pair: `count` code points, a
/// spacing character then combining marks (at most CCHARW_MAX; more are dropped).
static inline int cn_put(
    int y, int x, const wchar_t *characters, int count, attr_t attributes, short pair) {
  // Room beyond the cell: should the library's cell be larger than the declaration above
  // (extended colors), setcchar still writes into this buffer.
  union {
    cchar_t cell;
    char room[64];
  } slot;
  wchar_t text[CCHARW_MAX + 1];
  int length = count < 0 ? 0 : count < CCHARW_MAX ? count : CCHARW_MAX;
  for (int i = 0; i < length; i++) text[i] = characters[i];
  text[length] = L'\0';
  if (setcchar(&slot.cell, text, attributes, pair, NULL) != OK) return ERR;
  return wmove(stdscr, y, x) == ERR ? ERR : wadd_wch(stdscr, &slot.cell);
}

/// Mouse masks (macros in C). Mouse version 1 (macOS's ncurses 5.7) has no fifth button,
/// so no wheel down there: the keys still scroll.
#ifdef BUTTON5_PRESSED
#define CN_WHEEL_DOWN BUTTON5_PRESSED
#else
#define CN_WHEEL_DOWN 0
#endif
static inline mmask_t cn_mouse_mask(void) {
  return BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON4_PRESSED | CN_WHEEL_DOWN;
}
static inline mmask_t cn_button1(void) { return BUTTON1_PRESSED | BUTTON1_CLICKED; }
static inline mmask_t cn_wheel_up(void) { return BUTTON4_PRESSED; }
static inline mmask_t cn_wheel_down(void) { return CN_WHEEL_DOWN; }

/// Appends a terminfo string capability to `buffer` (of `size` bytes, kept terminated),
/// without its padding (`$<5>`); nothing when the terminal lacks it.
static inline void cn_append_capability(char *buffer, size_t size, const char *name) {
  // NCURSES_CONST is empty in macOS's header, `const` in newer ones.
  const char *value = tigetstr((NCURSES_CONST char *)name);
  if (value == NULL || value == (char *)-1) return;
  size_t length = strlen(buffer);
  for (const char *c = value; *c != '\0' && length + 1 < size; c++) {
    if (c[0] == '$' && c[1] == '<') {
      const char *end = strchr(c, '>');
      if (end != NULL) {
        c = end;
        continue;
      }
    }
    buffer[length++] = *c;
  }
  buffer[length] = '\0';
}

/// What endwin sends to give the screen back, for a way out that cannot call curses (a
/// signal handler): attributes off, keypad off, cursor shown, the shell's screen back.
static inline void cn_restore_text(char *buffer, size_t size) {
  if (size == 0) return;
  buffer[0] = '\0';
  const char *names[] = {"sgr0", "rmkx", "cnorm", "rmcup"};
  for (unsigned i = 0; i < sizeof names / sizeof *names; i++) {
    cn_append_capability(buffer, size, names[i]);
  }
}

#endif
