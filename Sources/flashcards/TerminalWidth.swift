import Foundation

enum TerminalWidth {
  /// `COLUMNS` when it is a number; else the width of the terminal standard output is, asked
  /// afresh each time (a window can be resized between commands); else nil, for a pipe.
  static func current(environment: [String: String]) -> Int? {
    if let columns = environment["COLUMNS"].flatMap(columns) { return columns }
    var size = winsize()
    if isatty(STDOUT_FILENO) != 0, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return nil
  }

  /// A width as COLUMNS gives it: a whole number, 1 or more; nil for anything else.
  static func columns(_ text: String) -> Int? {
    Int(text).flatMap { $0 > 0 ? $0 : nil }
  }
}
