/// How a text file's bytes are encoded, as far as can be told before reading it: a byte order
/// mark names UTF-8, UTF-16 (as Excel's "Unicode Text" and many Windows tools write it) or
/// UTF-32; without one the text is taken for UTF-8, unless its NUL bytes fall as in UTF-16.
public enum TextEncoding: Equatable, Sendable {
  case utf8
  case utf16(bigEndian: Bool)
  /// Not read: "UTF-32" files are rare enough that a clear refusal serves better.
  case utf32
  /// Not read: which byte comes first can only be guessed.
  case utf16WithoutByteOrderMark

  /// "UTF-16", as a message names the encoding.
  public var name: String {
    switch self {
    case .utf8: "UTF-8"
    case .utf16, .utf16WithoutByteOrderMark: "UTF-16"
    case .utf32: "UTF-32"
    }
  }

  /// Why a file in this encoding is not read, for a message; nil when it is read.
  public var refusal: String? {
    switch self {
    case .utf8, .utf16: nil
    case .utf32: "the file is UTF-32 text: save it as UTF-8 and try again"
    case .utf16WithoutByteOrderMark:
      "the file looks like UTF-16 text without a byte order mark: save it as UTF-8 and try again"
    }
  }

  /// The encoding of `bytes`, from their byte order mark or, lacking one, their NUL bytes.
  public static func of(_ bytes: some Collection<UInt8>) -> TextEncoding {
    let start = Array(bytes.prefix(4))
    if start.starts(with: [0xFF, 0xFE, 0, 0]) || start.starts(with: [0, 0, 0xFE, 0xFF]) { return .utf32 }
    if start.starts(with: [0xFF, 0xFE]) { return .utf16(bigEndian: false) }
    if start.starts(with: [0xFE, 0xFF]) { return .utf16(bigEndian: true) }
    return looksLikeUTF16(bytes.prefix(1024)) ? .utf16WithoutByteOrderMark : .utf8
  }

  /// The text as UTF-8 without its byte order mark, with the encoding it was in. Only UTF-16
  /// is converted; a code unit that is not UTF-16 (a lone surrogate, a last odd byte) becomes
  /// the byte 0xFF, which UTF-8 never holds, so whoever checks the lines finds that one invalid
  /// and the line numbers stay right. Refused encodings come back unconverted (see `refusal`).
  public static func utf8(_ bytes: [UInt8]) -> (bytes: [UInt8], encoding: TextEncoding) {
    let encoding = of(bytes)
    switch encoding {
    case .utf8:
      return (bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, .utf8)
    case .utf16(let bigEndian):
      return (transcodedUTF16(bytes.dropFirst(2), bigEndian: bigEndian), encoding)
    case .utf32, .utf16WithoutByteOrderMark:
      return (bytes, encoding)
    }
  }

  private static func transcodedUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt8] {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
      units.append(bigEndian ? first << 8 | second : second << 8 | first)
      index += 2
    }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var iterator = units.makeIterator()
    var decoder = UTF16()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): UTF8.encode(scalar) { result.append($0) }
      case .error: result.append(0xFF)
      case .emptyInput: break decoding
      }
    }
    if bytes.count % 2 == 1 { result.append(0xFF) }
    return result
  }

  /// ASCII-heavy UTF-16 has a NUL in every other byte: NULs on one side only, in most pairs.
  /// Binary files have them on both sides.
  private static func looksLikeUTF16(_ bytes: some Collection<UInt8>) -> Bool {
    var nuls = [0, 0]
    for (offset, byte) in bytes.enumerated() where byte == 0 { nuls[offset % 2] += 1 }
    let pairs = bytes.count / 2
    return pairs >= 1 && min(nuls[0], nuls[1]) == 0 && max(nuls[0], nuls[1]) * 2 >= pairs
  }
}
