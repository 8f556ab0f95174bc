import FlashCardsCore
import Testing

@Suite("game numbers as typed")
struct GameIDTests {
  @Test(arguments: [("12", Int64(12)), ("#12", 12), ("1", 1)])
  func aNumberWithOrWithoutItsHashIsAGame(typed: String, value: Int64) {
    #expect(GameID(typed)?.value == value)
  }

  @Test(arguments: ["0", "-3", "#", "##12", "12a", " 12", "", "99999999999999999999"])
  func anythingElseIsNot(typed: String) {
    #expect(GameID(typed) == nil)
  }
}
