import Foundation

extension MemoryModel {
  /// The weighted binary cross-entropy of the recall predicted at each review of one card whose
  /// weight is not 0, summed; with `gradient`, its gradient over the 21 parameters is added to it.
  /// `steps` is scratch space, reused from card to card.
  func cardLoss(
    grades: UnsafeBufferPointer<UInt8>, days: UnsafeBufferPointer<Double>, weights: UnsafeBufferPointer<Double>,
    gradient: UnsafeMutableBufferPointer<Double>?, steps: inout [Step]
  ) -> Double {
    let count = grades.count
    if steps.count < count { steps = Array(repeating: Step(), count: count) }
    var loss = 0.0
    var (s, d) = (0.0, 0.0)
    for t in 0..<count {
      var step = self.step(grade: grades[t], days: days[t], stability: s, difficulty: d, first: t == 0)
      let weight = weights[t]
      if t > 0 && weight != 0 {
        let (value, slope) = Self.crossEntropy(recall: step.recall, recalled: grades[t] > 1, weight: weight)
        loss += value
        step.lossGradient = slope
      }
      s = Self.clamp(step.unclampedStability, Self.stabilityRange)
      d = Self.clamp(step.unclampedDifficulty, Self.difficultyRange)
      steps[t] = step
    }
    if let gradient {
      steps.withUnsafeBufferPointer { backward($0[0..<count], into: gradient) }
    }
    return loss
  }

  /// −weight·(y·ln r + (1 − y)·ln(1 − r)) with r kept within `trainingRecallRange`, and its slope
  /// in r (0 where the range held r).
  @inline(__always)
  static func crossEntropy(recall: Double, recalled: Bool, weight: Double) -> (Double, Double) {
    let r = clamp(recall, trainingRecallRange)
    let held = !passes(recall, trainingRecallRange)
    if recalled { return (-weight * log(r), held ? 0 : -weight / r) }
    return (-weight * log(1 - r), held ? 0 : weight / (1 - r))
  }

  /// Walks the steps back, from the last review's state to the parameters.
  private func backward(_ steps: Slice<UnsafeBufferPointer<Step>>, into gw: UnsafeMutableBufferPointer<Double>) {
    // d(loss)/d(state after the step), carried from each step to the one before.
    var (gs, gd) = (0.0, 0.0)
    for t in steps.indices.reversed() {
      let c = steps[t]
      let g = Double(c.grade)
      let gPreS = Self.passes(c.unclampedStability, Self.stabilityRange) ? gs : 0
      let gMeanD = Self.passes(c.unclampedDifficulty, Self.difficultyRange) ? gd : 0
      if t == steps.startIndex {
        gw[Int(c.grade) - 1] += gPreS
        gw[4] += gMeanD
        gw[5] += gMeanD * -(g - 1) * exp(w[5] * (g - 1))
        break
      }
      let (s, d, r) = (c.stability, c.difficulty, c.recall)
      var (gLastS, gLastD, gR) = (0.0, 0.0, c.lossGradient)
      if c.days == 0 {
        gLastS += gPreS * (c.flag ? c.raw : 1)
        if c.flag {
          let gRaw = gPreS * s * c.raw
          gw[17] += gRaw * (g - 3 + w[18])
          gw[18] += gRaw * w[17]
          gw[19] += gRaw * -log(s)
          gLastS += gRaw * -w[19] / s
        }
      } else if c.grade == 1 {
        if c.flag {
          let floor = c.unclampedStability
          gw[17] += gPreS * floor * -w[18]
          gw[18] += gPreS * floor * -w[17]
          gLastS += gPreS * lapseFloor
        } else {
          let raw = c.raw
          let powered = pow(s + 1, w[13])
          gw[11] += gPreS * w[11].reciprocalOrZero * raw
          gw[12] += gPreS * raw * -log(d)
          gw[13] += gPreS * raw / (powered - 1) * powered * log(s + 1)
          gw[14] += gPreS * raw * (1 - r)
          gLastS += gPreS * raw / (powered - 1) * w[13] * powered / (s + 1)
          gLastD += gPreS * raw * -w[12] / d
          gR += gPreS * raw * -w[14]
        }
      } else {
        let hard = c.grade == 2 ? w[15] : 1
        let easy = c.grade == 4 ? w[16] : 1
        let powered = pow(s, -w[9])
        let grown = exp((1 - r) * w[10])
        // increase = a·b·c·e·hard·easy, with a = e^w8, b = 11 − d, c = s^−w9, e = grown − 1.
        let shared = expW8 * (11 - d) * powered
        let increase = shared * (grown - 1) * hard * easy
        let gIncrease = gPreS * s
        gLastS += gPreS * (1 + increase) + gIncrease * increase * -w[9] / s
        gLastD += gIncrease * -(expW8 * powered * (grown - 1) * hard * easy)
        gR += gIncrease * shared * hard * easy * -w[10] * grown
        gw[8] += gIncrease * increase
        gw[9] += gIncrease * increase * -log(s)
        gw[10] += gIncrease * shared * hard * easy * (1 - r) * grown
        if c.grade == 2 { gw[15] += gIncrease * shared * (grown - 1) * easy }
        if c.grade == 4 { gw[16] += gIncrease * shared * (grown - 1) * hard }
      }
      // Difficulty: damped = d + (10 − d)·δ/9 with δ = −w6·(g − 3); mean = w7·(D0(Easy) − damped) + damped.
      let delta = -w[6] * (g - 3)
      let damped = d + (10 - d) * delta / 9
      gw[7] += gMeanD * (easyDifficulty - damped)
      gw[4] += gMeanD * w[7]
      gw[5] += gMeanD * w[7] * -3 * exp(3 * w[5])
      let gDamped = gMeanD * (1 - w[7])
      gw[6] += gDamped * (10 - d) * -(g - 3) / 9
      gLastD += gDamped * (1 - delta / 9)
      // The forgetting curve: r = (1 + f·t/s)^decay, f = 0.9^(1/decay) − 1, decay = −w20.
      if gR != 0 && c.days > 0 {
        let base = 1 + factor * c.days / s
        gLastS += gR * r * decay / base * (-factor * c.days / (s * s))
        let dFactor = exp(log(0.9) / decay) * -log(0.9) / (decay * decay)
        let dRecall = r * (log(base) + decay / base * c.days / s * dFactor)
        gw[20] -= gR * dRecall
      }
      gs = gLastS
      gd = gLastD
    }
  }
}

extension Double {
  /// 1/x, or 0 for 0: the lapse formula's w11 is at least 0.001, but a gradient must never be NaN.
  fileprivate var reciprocalOrZero: Double { self == 0 ? 0 : 1 / self }
}
