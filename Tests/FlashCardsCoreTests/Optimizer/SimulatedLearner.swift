import Foundation

@testable import FlashCardsCore

/// A simulated learner's review log: Scripts/simulated_learner.py written in Swift, step for step
/// (the fixture's checksums hold the two to the same log).
struct SimulatedLearner: Decodable {
  var name: String
  var seed: UInt64
  var cards: Int
  var days: Int
  var newPerDay: Int
  /// The learner's own memory: the FSRS-6 weights its recall follows.
  var parameters: [Double]
  var studyChance: Double
  var reviewChance: Double
  var sameDayChance: Double
  /// Chances of Again, Hard, Good, Easy at a card's first review; of Hard, Good, Easy when recalled.
  var firstGrades: [Double]
  var passGrades: [Double]

  struct Review: Equatable {
    var card: Int
    var day: Int
    var grade: Int
  }

  /// FSRS-6 on whole days, written independently of `MemoryModel` so that the two check each other.
  struct Model {
    var w: [Double]
    var decay: Double { -w[20] }
    var factor: Double { pow(0.9, 1 / decay) - 1 }

    func recall(days: Int, stability: Double) -> Double {
      pow(1 + factor * Double(days) / stability, decay)
    }

    func first(_ grade: Int) -> (Double, Double) {
      (clamp(w[grade - 1], 0.001, 36_500), clamp(w[4] - exp(w[5] * Double(grade - 1)) + 1, 1, 10))
    }

    func review(_ state: (Double, Double), days: Int, grade: Int) -> (Double, Double) {
      let (s, d) = state
      let g = Double(grade)
      let r = recall(days: days, stability: s)
      let newS: Double
      if days == 0 {
        let raw = exp(w[17] * (g - 3 + w[18])) * pow(s, -w[19])
        newS = s * (grade >= 2 ? max(raw, 1) : raw)
      } else if grade == 1 {
        let raw = w[11] * pow(d, -w[12]) * (pow(s + 1, w[13]) - 1) * exp((1 - r) * w[14])
        newS = min(raw, s * exp(-w[17] * w[18]))
      } else {
        let hard = grade == 2 ? w[15] : 1
        let easy = grade == 4 ? w[16] : 1
        newS = s * (1 + exp(w[8]) * (11 - d) * pow(s, -w[9]) * (exp((1 - r) * w[10]) - 1) * hard * easy)
      }
      let damped = d + (10 - d) * (-w[6] * (g - 3)) / 9
      let easyD = w[4] - exp(3 * w[5]) + 1
      let newD = w[7] * (easyD - damped) + damped
      return (clamp(newS, 0.001, 36_500), clamp(newD, 1, 10))
    }

    func interval(_ stability: Double, retention: Double = 0.9) -> Int {
      let days = stability / factor * (pow(retention, 1 / decay) - 1)
      return max(1, Int((days + 0.5).rounded(.down)))
    }

    private func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double { min(max(value, low), high) }
  }

  struct Generator {
    var inner: SeededGenerator
    mutating func uniform() -> Double { Double(inner.next() >> 11) * (1.0 / 9_007_199_254_740_992.0) }
    mutating func pick(_ weights: [Double]) -> Int {
      var u = uniform()
      for (index, weight) in weights.enumerated() {
        u -= weight
        if u < 0 { return index }
      }
      return weights.count - 1
    }
  }

  func simulate() -> [Review] {
    var rng = Generator(inner: SeededGenerator(seed: seed))
    let truth = Model(w: parameters)
    let scheduler = Model(w: FSRSParameters.default.values)
    var memory: [Int: (Double, Double)] = [:]
    var schedule: [Int: (Double, Double)] = [:]
    var last: [Int: Int] = [:]
    var due: [Int: Int] = [:]
    var introduced = 0
    var log: [Review] = []

    func answer(_ card: Int, _ day: Int, _ grade: Int) {
      log.append(Review(card: card, day: day, grade: grade))
      if let known = memory[card], let scheduled = schedule[card], let previous = last[card] {
        memory[card] = truth.review(known, days: day - previous, grade: grade)
        schedule[card] = scheduler.review(scheduled, days: day - previous, grade: grade)
      } else {
        memory[card] = truth.first(grade)
        schedule[card] = scheduler.first(grade)
      }
      last[card] = day
    }

    func relearn(_ card: Int, _ day: Int, _ first: Int) {
      var grade = first
      var tries = 0
      while grade == 1 && tries < 3 {
        tries += 1
        grade = rng.uniform() < sameDayChance ? 2 + rng.pick(passGrades) : 1
        answer(card, day, grade)
      }
      due[card] = day + (grade == 1 ? 1 : scheduler.interval(schedule[card]?.0 ?? 0.001))
    }

    for day in 0..<days {
      if rng.uniform() >= studyChance { continue }
      for card in 0..<introduced {
        if due[card, default: 0] > day || rng.uniform() >= reviewChance { continue }
        let stability = memory[card]?.0 ?? 0.001
        let recalled = rng.uniform() < truth.recall(days: day - last[card, default: day], stability: stability)
        let grade = recalled ? 2 + rng.pick(passGrades) : 1
        answer(card, day, grade)
        relearn(card, day, grade)
      }
      for card in introduced..<min(introduced + newPerDay, cards) {
        let grade = 1 + rng.pick(firstGrades)
        answer(card, day, grade)
        relearn(card, day, grade)
      }
      introduced = min(introduced + newPerDay, cards)
    }
    return log
  }

  /// FNV-1a over the log's text, "card day grade" a line, as the fixture script hashes it.
  static func checksum(_ log: [Review]) -> String {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325
    for review in log {
      for byte in "\(review.card) \(review.day) \(review.grade)\n".utf8 {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      }
    }
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The log as the optimizer reads it: every review of a day at that day's midnight (UTC), so that
  /// whole days between reviews are the difference of their day numbers.
  static func trainingSet(_ log: [Review]) -> TrainingSet {
    var builder = TrainingSet.Builder<Int>()
    for review in log {
      builder.add(
        review.card, grade: Grade(rawValue: review.grade) ?? .again,
        at: Date(timeIntervalSince1970: Double(review.day) * 86_400))
    }
    return builder.build()
  }
}
