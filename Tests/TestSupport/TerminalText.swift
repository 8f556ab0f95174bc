import Foundation

extension String {
  /// The text without its colour codes: what the player reads.
  public var withoutColor: String {
    replacing(/\u{1B}\[[0-9;]*m/, with: "")
  }

  /// The columns a line takes on a terminal (every character here is one column wide).
  public var columns: Int { withoutColor.count }

  /// The lines of a transcript or a rendering, without the empty string after a final newline.
  public var lines: [String] {
    split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}

/// The JSON type of a value that `JSONSerialization` read, telling integers, other numbers and
/// booleans apart (all three arrive as NSNumber).
public enum JSONKind: Equatable {
  case integer, number, boolean, string, array, object, null

  public init(of value: Any) {
    switch value {
    case is String: self = .string
    case is [Any]: self = .array
    case is [String: Any]: self = .object
    case let number as NSNumber:
      if type(of: number) == type(of: NSNumber(value: true)) {
        self = .boolean
      } else {
        self = ["d", "f"].contains(String(cString: number.objCType)) ? .number : .integer
      }
    default: self = .null
    }
  }

  /// A number of seconds: encoded as an integer when it is whole ("30"), as a fraction otherwise.
  public var isNumber: Bool { self == .integer || self == .number }
}

/// Parses JSON text with JSONSerialization, as a script would read it.
public func parseJSON(_ text: String) throws -> Any {
  try JSONSerialization.jsonObject(with: Data(text.utf8))
}
