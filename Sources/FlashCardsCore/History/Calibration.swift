/// Recall as FSRS predicted it against recall as measured: the answers of a period that had a
/// prediction (every answer but a card's first), grouped by the predicted chance.
public struct Calibration: Sendable, Equatable, Encodable {
  public struct Bucket: Sendable, Equatable, Encodable {
    /// The predicted recall of the bucket's answers is at least `from` and below `to`.
    public var from: Double
    public var to: Double
    public var answers: Int
    public var right: Int
    /// The mean of the predictions, and the share of the answers that were right; nil without answers.
    public var meanPredicted: Double?
    public var measured: Double?

    public init(from: Double, to: Double, answers: Int, right: Int, meanPredicted: Double?, measured: Double?) {
      (self.from, self.to, self.answers, self.right) = (from, to, answers, right)
      (self.meanPredicted, self.measured) = (meanPredicted, measured)
    }
  }

  /// <70%, 70–80%, 80–90%, 90–95%, ≥95%: finer where the scheduler aims (90%).
  public static let bounds = [0, 0.7, 0.8, 0.9, 0.95, 1.0]
  public static let days = 30

  public var buckets: [Bucket]
  public var answers: Int { buckets.reduce(0) { $0 + $1.answers } }

  public init(buckets: [Bucket]) {
    self.buckets = buckets
  }

  /// The bucket a prediction falls in: the last bound at or below it; below 0 the first, from 1
  /// the last. The one source of the rule: the store's SQL is generated from `bounds` (StoredRules).
  public static func bucket(of predicted: Double) -> Int {
    Swift.min(bounds.lastIndex { $0 <= predicted } ?? 0, bounds.count - 2)
  }
}
