@testable import FlashCardsCore

/// Short texts made of `alphabet`'s bytes, the same ones every run: for comparing a fast path with
/// the general one on text nobody thought to write down.
func randomTexts(of alphabet: String, count: Int, upTo maximumLength: Int, seed: UInt64) -> [String] {
  let bytes = Array(alphabet.utf8)
  var generator = SeededGenerator(seed: seed)
  return (0..<count).map { _ in
    let length = Int.random(in: 0...maximumLength, using: &generator)
    let picked = (0..<length).map { _ in bytes[Int.random(in: bytes.indices, using: &generator)] }
    return String(decoding: picked, as: UTF8.self)
  }
}
