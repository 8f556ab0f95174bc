import FlashCardsCore
import Testing

@Suite("game identities: UUID version 7")
struct GameUUIDTests {
  /// RFC 9562, appendix A.6: 2022-02-22 14:22:22 at UTC−5 (1645557742000 ms), with its random bits.
  @Test func theRFCsExampleIsRebuiltFromItsTimeAndBits() {
    let uuid = GameUUID(
      unixMilliseconds: 0x017F_22E2_79B0, bits: (0xCC3 << 52, 0x18C4_DC0C_0C07_398F << 2))
    #expect(uuid.description == "017f22e2-79b0-7cc3-98c4-dc0c0c07398f")
    #expect(uuid.unixMilliseconds == 1_645_557_742_000)
    #expect(GameUUID("017F22E2-79B0-7CC3-98C4-DC0C0C07398F") == uuid)
  }

  @Test("version 7 and variant 10, whatever the bits", arguments: [UInt64(0), .max, 0x5555_5555_5555_5555])
  func versionAndVariantBitsAreSet(bits: UInt64) {
    let uuid = GameUUID(unixMilliseconds: 1_759_309_200_707, bits: (bits, bits))
    #expect(uuid.version == 7)
    #expect(uuid.hasStandardVariant)
    #expect(uuid.unixMilliseconds == 1_759_309_200_707)
    let text = uuid.description
    #expect(Array(text)[14] == "7")
    #expect("89ab".contains(Array(text)[19]))
  }

  @Test func identitiesSortByTimeWhateverTheirRandomBits() {
    var generator = SeededGenerator(seed: 1)
    let times: [Int64] = [0, 1, 999, 1_000, 1_759_309_200_707, 1_759_309_200_708, GameUUID.latestMilliseconds]
    let uuids = times.map { GameUUID.random(unixMilliseconds: $0, using: &generator) }
    #expect(uuids.sorted() == uuids)
    #expect(uuids.map(\.description).sorted() == uuids.map(\.description), "the text sorts the same way")
  }

  @Test func timesOutsideFortyEightBitsAreHeldToTheRange() {
    #expect(GameUUID(unixMilliseconds: -5, bits: (0, 0)).unixMilliseconds == 0)
    #expect(GameUUID(unixMilliseconds: .max, bits: (0, 0)).unixMilliseconds == GameUUID.latestMilliseconds)
  }

  @Test func randomIdentitiesDiffer() {
    var generator = SeededGenerator(seed: 7)
    let uuids = (0..<1000).map { _ in GameUUID.random(unixMilliseconds: 1_759_309_200_707, using: &generator) }
    #expect(Set(uuids).count == 1000)
  }

  @Test func theTextRoundTrips() throws {
    var generator = SeededGenerator(seed: 3)
    for _ in 0..<100 {
      let uuid = GameUUID.random(unixMilliseconds: 1_700_000_000_000, using: &generator)
      let text = uuid.description
      #expect(text.count == 36 && text == text.lowercased())
      #expect(GameUUID(text) == uuid)
    }
  }

  @Test(
    "anything but 8-4-4-4-12 hexadecimal digits is no identity",
    arguments: [
      "", "017f22e2-79b0-7cc3-98c4-dc0c0c07398", "017f22e2-79b0-7cc3-98c4-dc0c0c07398f0",
      "017f22e279b07cc398c4dc0c0c07398f", "017f22e2-79b0-7cc3-98c4_dc0c0c07398f",
      "g17f22e2-79b0-7cc3-98c4-dc0c0c07398f",
      "017f22e2-79b0-7cc3-98c4-dc0c0c07398\u{E9}", " 017f22e2-79b0-7cc3-98c4-dc0c0c0739f",
    ])
  func malformedTextIsRefused(text: String) {
    #expect(GameUUID(text) == nil)
  }
}

@Suite("SHA-256")
struct SHA256Tests {
  /// FIPS 180-4's examples (NIST's "SHA256.pdf") and a million a's.
  @Test(
    arguments: [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
      (String(repeating: "a", count: 1_000_000), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
    ])
  func knownDigests(message: String, digest: String) {
    var hash = SHA256()
    hash.update(message.utf8)
    let hex = hash.finalize().map { (byte: UInt8) -> String in
      let text = String(byte, radix: 16)
      return text.count == 1 ? "0" + text : text
    }
    #expect(hex.joined() == digest)
  }

  @Test func piecesHashAsTheWhole() {
    let message = Array((0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    var whole = SHA256()
    whole.update(message)
    for split in [0, 1, 55, 56, 63, 64, 65, 128, 299] {
      var pieces = SHA256()
      pieces.update(message[..<split])
      pieces.update(message[split...])
      #expect(pieces.finalize() == whole.finalize(), "split at \(split)")
    }
  }
}

@Suite("identities of games saved before games had one")
struct GameContentHashTests {
  static func hash(
    player: String = "ann", answer: String = "Jackson", confusedWith: String? = nil, cards: Int = 2
  ) -> GameContentHash {
    var hash = GameContentHash(
      player: player, mode: "play", deck: "capitals", direction: "forward", playedAt: "2026-10-01 09:00:00.707",
      milliseconds: 4_200)
    for position in 1...cards {
      hash.addCard(
        position: Int64(position), card: "Mississippi", expected: "Jackson", answer: answer, verdict: "exact",
        correct: true, confusedWith: confusedWith, milliseconds: 1_500, deck: nil, direction: nil)
    }
    return hash
  }

  /// Pinned (and checked with Python's hashlib over the same bytes): a change to the encoding
  /// would give every older game a new identity on upgrade, and two machines upgraded by
  /// different versions would double each other's games.
  @Test func theSameContentAlwaysGivesTheSameIdentity() {
    let uuid = GameContentHashTests.hash().identity(unixMilliseconds: 1_759_309_200_707)
    #expect(uuid == GameContentHashTests.hash().identity(unixMilliseconds: 1_759_309_200_707))
    #expect(uuid.description == "01999eff-fd43-7fcf-9d90-e2083d981e81")
    #expect(uuid.version == 7 && uuid.hasStandardVariant)
    #expect(uuid.unixMilliseconds == 1_759_309_200_707)
  }

  @Test func anyDifferenceInContentGivesAnotherIdentity() {
    let identities = [
      GameContentHashTests.hash(),
      GameContentHashTests.hash(player: "bob"),
      GameContentHashTests.hash(answer: "jackson"),
      GameContentHashTests.hash(confusedWith: ""),
      GameContentHashTests.hash(cards: 3),
    ].map { $0.identity(unixMilliseconds: 1_759_309_200_707) }
    #expect(Set(identities).count == identities.count)
  }

  @Test func fieldsDoNotRunIntoEachOther() {
    let first = GameContentHash(
      player: "ann", mode: "play", deck: "ab", direction: "c", playedAt: "2026-10-01 09:00:00.707", milliseconds: 1)
    let second = GameContentHash(
      player: "ann", mode: "play", deck: "a", direction: "bc", playedAt: "2026-10-01 09:00:00.707", milliseconds: 1)
    #expect(first.identity(unixMilliseconds: 0) != second.identity(unixMilliseconds: 0))
  }

  @Test func aRepeatedContentIsToldApartByItsOccurrence() {
    let hash = GameContentHashTests.hash()
    let occurrences = (0..<4).map { hash.identity(unixMilliseconds: 1_759_309_200_707, occurrence: $0) }
    #expect(Set(occurrences).count == 4)
    #expect(occurrences[0] == hash.identity(unixMilliseconds: 1_759_309_200_707))
  }
}
