/// SHA-256 (FIPS 180-4), fed in pieces: a hash that is the same on every machine and in every
/// release, unlike Swift's `Hasher`, which is seeded anew in every process. Pure Swift: the
/// toolchain on Linux has no CryptoKit, and the hash must not depend on a system library.
public struct SHA256: Sendable {
  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  /// Bytes waiting for a whole 64-byte block.
  private var pending: [UInt8] = []
  private var length: UInt64 = 0

  public init() {
    pending.reserveCapacity(64)
  }

  public mutating func update(_ bytes: some Sequence<UInt8>) {
    let done = bytes.withContiguousStorageIfAvailable { buffer in
      update(buffer)
      return true
    }
    if done == nil { Array(bytes).withUnsafeBufferPointer { update($0) } }
  }

  /// Whole blocks are compressed straight from `buffer`; only the ends wait in `pending`.
  private mutating func update(_ buffer: UnsafeBufferPointer<UInt8>) {
    var start = 0
    if !pending.isEmpty {
      let taken = min(64 - pending.count, buffer.count)
      pending.append(contentsOf: buffer[0..<taken])
      start = taken
      guard pending.count == 64 else { return }
      pending.withUnsafeBufferPointer { compress($0[...]) }
      pending.removeAll(keepingCapacity: true)
    }
    while buffer.count - start >= 64 {
      compress(buffer[start..<(start + 64)])
      start += 64
    }
    pending.append(contentsOf: buffer[start...])
  }

  /// The 32-byte digest of everything given so far.
  public func finalize() -> [UInt8] {
    var copy = self
    let bits = (length + UInt64(pending.count)) &* 8
    copy.update([0x80])
    while copy.pending.count != 56 { copy.update([0]) }
    copy.update((0..<8).reversed().map { UInt8(truncatingIfNeeded: bits >> ($0 * 8)) })
    return copy.state.flatMap { word in (0..<4).reversed().map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) } }
  }

  private mutating func compress(_ block: Slice<UnsafeBufferPointer<UInt8>>) {
    length &+= 64
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
      compress(block, words: words)
    }
  }

  private mutating func compress(_ block: Slice<UnsafeBufferPointer<UInt8>>, words: UnsafeMutableBufferPointer<UInt32>)
  {
    let base = block.startIndex
    for index in 0..<16 {
      let at = base + index * 4
      words[index] =
        UInt32(block[at]) << 24 | UInt32(block[at + 1]) << 16 | UInt32(block[at + 2]) << 8 | UInt32(block[at + 3])
    }
    for index in 16..<64 {
      let w15 = words[index - 15]
      let w2 = words[index - 2]
      let s0 = w15.rotatedRight(7) ^ w15.rotatedRight(18) ^ (w15 >> 3)
      let s1 = w2.rotatedRight(17) ^ w2.rotatedRight(19) ^ (w2 >> 10)
      words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
    }
    var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
    for index in 0..<64 {
      let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
      let choice = (e & f) ^ (~e & g)
      let t1 = h &+ s1 &+ choice &+ SHA256.roundConstants[index] &+ words[index]
      let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
      let majority = (a & b) ^ (a & c) ^ (b & c)
      (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ s0 &+ majority)
    }
    state[0] &+= a
    state[1] &+= b
    state[2] &+= c
    state[3] &+= d
    state[4] &+= e
    state[5] &+= f
    state[6] &+= g
    state[7] &+= h
  }

  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]
}

extension UInt32 {
  fileprivate func rotatedRight(_ count: UInt32) -> UInt32 {
    (self >> count) | (self << (32 - count))
  }
}
