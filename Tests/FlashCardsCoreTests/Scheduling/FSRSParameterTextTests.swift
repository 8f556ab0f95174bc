import Foundation
import Testing

@testable import FlashCardsCore

/// `review --parameters`' list: as Scripts/optimize prints it, or with spaces; checked like any weights.
@Suite struct FSRSParameterTextTests {
  static let optimizerLine = FSRSParameters.default.values.map { String(format: "%.4f", $0) }.joined(separator: ",")

  @Test(arguments: [
    optimizerLine, FSRSParameters.default.commaSeparated,
    " " + optimizerLine.replacingOccurrences(of: ",", with: " ,  ") + " ",
  ])
  func theOptimizersLineAndSpacedListsRead(text: String) throws {
    #expect(try FSRSParameters(parsing: text) == .default)
  }

  @Test func theCommaSeparatedFormReadsBackExactly() throws {
    let odd = try FSRSParameters(FSRSParameters.default.values.enumerated().map { $1 + Double($0) * 1e-7 })
    #expect(try FSRSParameters(parsing: odd.commaSeparated) == odd)
  }

  @Test(arguments: [
    ("", FSRSParameterError.wrongCount(0)),
    ("1,2", .wrongCount(2)),
    (optimizerLine + ",", .wrongCount(22)),
    (optimizerLine.replacingOccurrences(of: "1.2931", with: "1,2931"), .wrongCount(22)),
    (optimizerLine.replacingOccurrences(of: "1.2931", with: "x"), .notANumber(index: 1, text: "x")),
    (optimizerLine.replacingOccurrences(of: "0.2120,", with: ","), .notANumber(index: 0, text: "")),
    (optimizerLine.replacingOccurrences(of: "0.1542", with: "nan"), .notFinite(index: 20, value: .nan)),
    (
      optimizerLine.replacingOccurrences(of: "0.1542", with: "0.9"),
      .outOfBounds(index: 20, value: 0.9, bounds: 0.1...0.8)
    ),
  ])
  func aBadListNamesWhatIsWrong(text: String, error: FSRSParameterError) {
    #expect {
      try FSRSParameters(parsing: text)
    } throws: { thrown in
      // NaN is not equal to itself: compare the messages, which name index and value.
      (thrown as? FSRSParameterError)?.localizedDescription == error.localizedDescription
    }
  }

  @Test func aHostileValueIsNamedSafely() {
    let message = FSRSParameterError.notANumber(index: 2, text: "\u{1B}[31mred").localizedDescription
    #expect(!message.contains("\u{1B}"))
  }
}
