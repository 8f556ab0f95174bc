import Foundation
import Testing

@testable import FlashCardsCore

/// The loss's gradient, written out by hand, against central finite differences of the loss, on
/// cards that take each branch of the model: first reviews of every grade, same-day reviews with
/// the short-term multiplier floored and not, lapses with and without the floor, Hard and Easy.
struct MemoryModelGradientTests {
  struct Card: CustomTestStringConvertible {
    var name: String
    /// (grade, days since the previous review, weight of its prediction)
    var reviews: [(UInt8, Double, Double)]
    var parameters: [Double] = FSRSParameters.default.values
    var testDescription: String { name }
  }

  static let quickLapses: [Double] = {
    // A lapse floor above the lapse formula: w17·w18 small, w11 large.
    var w = FSRSParameters.default.values
    (w[11], w[17], w[18]) = (4.5, 0.05, 0.05)
    return w
  }()

  static let cards: [Card] = [
    Card(name: "Good first, then Good on later days", reviews: [(3, 0, 0), (3, 2, 1), (3, 5, 0.8), (3, 13, 1)]),
    Card(
      name: "Again first, same-day Good, then a lapse",
      reviews: [(1, 0, 0), (3, 0, 0), (3, 1, 1), (1, 4, 0.6), (3, 1, 1)]),
    Card(name: "Hard and Easy", reviews: [(2, 0, 0), (2, 3, 1), (4, 6, 1), (2, 20, 0.3), (4, 2, 0.9)]),
    Card(name: "Easy first, long gaps", reviews: [(4, 0, 0), (3, 30, 1), (1, 90, 1), (3, 0, 0), (3, 3, 1)]),
    Card(name: "same-day Again (multiplier below 1) and Hard", reviews: [(3, 0, 0), (1, 0, 0), (2, 0, 0), (3, 2, 1)]),
    Card(name: "lapse floor taken", reviews: [(3, 0, 0), (3, 4, 1), (1, 9, 1), (3, 3, 1)], parameters: quickLapses),
    Card(
      name: "other parameters",
      reviews: [(1, 0, 0), (2, 0, 0), (3, 1, 1), (3, 3, 1), (2, 7, 0.5), (1, 12, 1), (3, 1, 1)],
      parameters: [
        0.3, 0.9, 2.0, 6.0, 6.8, 0.7, 2.6, 0.003, 1.7, 0.18, 0.85, 1.6, 0.08, 0.3, 1.9, 0.55, 1.9, 0.5, 0.12, 0.08, 0.2,
      ]),
  ]

  static func loss(_ card: Card, _ parameters: [Double], gradient: inout [Double]?) -> Double {
    let grades = card.reviews.map(\.0)
    let days = card.reviews.map(\.1)
    let weights = card.reviews.map(\.2)
    var steps: [MemoryModel.Step] = []
    let model = MemoryModel(parameters)
    return grades.withUnsafeBufferPointer { grades in
      days.withUnsafeBufferPointer { days in
        weights.withUnsafeBufferPointer { weights in
          if gradient == nil {
            return model.cardLoss(grades: grades, days: days, weights: weights, gradient: nil, steps: &steps)
          }
          var values = gradient ?? []
          let loss = values.withUnsafeMutableBufferPointer {
            model.cardLoss(grades: grades, days: days, weights: weights, gradient: $0, steps: &steps)
          }
          gradient = values
          return loss
        }
      }
    }
  }

  @Test(arguments: cards)
  func theGradientIsTheLossesSlope(card: Card) {
    var gradient: [Double]? = Array(repeating: 0, count: 21)
    _ = Self.loss(card, card.parameters, gradient: &gradient)
    var none: [Double]? = nil
    for index in 0..<21 {
      let step = max(abs(card.parameters[index]) * 1e-6, 1e-7)
      var up = card.parameters
      var down = card.parameters
      up[index] += step
      down[index] -= step
      let slope = (Self.loss(card, up, gradient: &none) - Self.loss(card, down, gradient: &none)) / (2 * step)
      let analytic = gradient?[index] ?? .nan
      #expect(
        abs(analytic - slope) <= 1e-5 * max(1, abs(slope)),
        "w\(index): written out \(analytic), finite differences \(slope)")
    }
  }

  @Test func theGradientTouchesEveryParameterAcrossTheCards() {
    var touched = Set<Int>()
    for card in Self.cards {
      var gradient: [Double]? = Array(repeating: 0, count: 21)
      _ = Self.loss(card, card.parameters, gradient: &gradient)
      for (index, value) in (gradient ?? []).enumerated() where value != 0 { touched.insert(index) }
    }
    #expect(touched == Set(0..<21))
  }

  @Test func aClampThatHoldsStopsTheGradient() {
    // w3 (Easy's initial stability) far above 36,500 days is clamped: no slope for it.
    var parameters = FSRSParameters.default.values
    parameters[3] = 50_000
    var gradient: [Double]? = Array(repeating: 0, count: 21)
    _ = Self.loss(Card(name: "clamped", reviews: [(4, 0, 0), (3, 30, 1)]), parameters, gradient: &gradient)
    #expect(gradient?[3] == 0)
  }

  @Test func aReviewWithoutWeightIsNotScored() {
    var none: [Double]? = nil
    let scored = Self.loss(
      Card(name: "", reviews: [(3, 0, 0), (3, 3, 1)]), FSRSParameters.default.values, gradient: &none)
    let unscored = Self.loss(
      Card(name: "", reviews: [(3, 0, 0), (3, 3, 0)]), FSRSParameters.default.values, gradient: &none)
    #expect(scored > 0)
    #expect(unscored == 0)
  }
}
