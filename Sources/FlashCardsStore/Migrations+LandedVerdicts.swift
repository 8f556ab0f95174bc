/// The verdicts as the landed migrations wrote them into the schema, named as they were on the
/// day each of them landed. What a landed migration executes never changes, so these must never
/// change either, whatever Core's `Verdict` becomes: a verdict added or renamed is a new
/// migration, which takes the verdicts from `StoredRules`. `LandedSchemaTests` holds the schema
/// they give to the one they gave.
extension Migrations {
  enum LandedVerdicts {
    /// The verdicts v1's CHECK of `cardResult.verdict` allows.
    static let v1 = ["exact", "normalized", "typo", "wrong", "skipped"]
    /// The verdicts v5's CHECK allows: v1's and the overruled answer.
    static let v5 = ["exact", "normalized", "typo", "wrong", "skipped", "overruled"]
    /// The verdicts v11's triggers count as not recalled.
    static let notRecalledInV11 = ["wrong", "skipped"]

    /// Whether the verdict in `column` is recalled, as v11's triggers say it (1 or 0).
    static func recalledInV11(_ column: String) -> String {
      "\(column) NOT IN (\(quoted(notRecalledInV11)))"
    }

    fileprivate static func quoted(_ verdicts: [String]) -> String {
      verdicts.map { "'\($0)'" }.joined(separator: ", ")
    }
  }

  /// The CHECK of `cardResult.verdict` that v1 created, as SQLite stores it.
  static let verdictCheckBeforeV5 = #"CHECK ("verdict" IN (\#(LandedVerdicts.quoted(LandedVerdicts.v1))))"#
  /// The CHECK that v5 puts in its place.
  static let verdictCheckSinceV5 = #"CHECK ("verdict" IN (\#(LandedVerdicts.quoted(LandedVerdicts.v5))))"#
}
