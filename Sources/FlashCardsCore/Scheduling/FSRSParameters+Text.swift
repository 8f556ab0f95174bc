import Foundation

/// FSRS parameters as people and tools write them: numbers separated by commas, as the optimizer
/// prints them ("0.2120,1.2931,…") or with spaces after the commas.
extension FSRSParameters {
  /// Reads and checks (see `init(_:)`) a comma-separated list. The count is checked first: a list
  /// one number short or long (a trailing comma) is told so, not that a 22nd number is missing.
  public init(parsing text: String) throws(FSRSParameterError) {
    let fields =
      text.trimmingCharacters(in: .whitespaces).isEmpty
      ? []
      : text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    guard fields.count == Self.bounds.count else { throw .wrongCount(fields.count) }
    var values: [Double] = []
    for (index, field) in fields.enumerated() {
      guard let value = Double(field) else { throw .notANumber(index: index, text: field) }
      values.append(value)
    }
    try self.init(values)
  }

  /// "0.212, 1.2931, …": every weight, as `init(parsing:)` reads it back exactly.
  public var commaSeparated: String {
    values.map { "\($0)" }.joined(separator: ", ")
  }
}
