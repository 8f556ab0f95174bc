import FlashCardsCore

extension Calibration {
  /// "<70%  12  58%  50%": per bucket of predicted recall, the answers, the mean prediction and the
  /// share right; nothing when no answer of the period had a prediction.
  func render(style: TextStyle, width: Int = 80) -> [String] {
    guard answers > 0 else { return [] }
    var table = TextTable(columns: [
      .init("PREDICTED"), .init("ANSWERS", alignment: .right, stackedLabel: "answers"),
      .init("MEAN PREDICTED", alignment: .right, stackedLabel: "mean predicted"),
      .init("MEASURED", alignment: .right, stackedLabel: "measured"),
    ])
    for bucket in buckets {
      let measured = bucket.answers == 0 ? style.dash : "\(percentage(bucket.right, of: bucket.answers))%"
      table.append([
        .init(Self.label(bucket, style: style)), .init(String(bucket.answers)),
        .init(bucket.meanPredicted.map { "\(Int(($0 * 100).rounded()))%" } ?? style.dash), .init(measured),
      ])
    }
    return [
      style.bold("Recall, predicted and measured")
        + style.dim(" (last \(Self.days) days' answers after a card's first)")
    ] + table.render(width: width - 2, style: style).map { "  " + $0 }
  }

  static func label(_ bucket: Bucket, style: TextStyle) -> String {
    let (from, to) = (Int((bucket.from * 100).rounded()), Int((bucket.to * 100).rounded()))
    if from == 0 { return "<\(to)%" }
    return to == 100 ? "\(style.atLeast)\(from)%" : style.range(from, "\(to)%")
  }
}
