import CLibPQ
import Foundation

/// A connection string as PostgreSQL users write it: a URL (`postgresql://ann@host/flashcards`)
/// or `key=value` pairs (`host=… dbname=…`), read by libpq itself (PQconninfoParse), so that it
/// means here what it means to psql. Only what the string says: defaults (PGHOST, ~/.pgpass,
/// service files) are applied when connecting.
public struct ConnectionString: Sendable, Equatable {
  /// The keywords the string sets, in libpq's order, with their values.
  public let options: [(keyword: String, value: String)]
  /// The keywords libpq marks as secrets (its `dispchar` "*": password, sslpassword and whatever
  /// a later libpq adds), whether or not the string sets them.
  public let secretKeywords: Set<String>

  public init(_ text: String) throws {
    // Every connection begins here: libpq is loaded on first use (CLibPQ.h says why).
    if let failure = flashcards_libpq_load() { throw PostgresError.clientLibraryMissing(String(cString: failure)) }
    var message: UnsafeMutablePointer<CChar>?
    guard let parsed = PQconninfoParse(text, &message) else {
      let reason = message.map { String(cString: $0) } ?? "out of memory"
      if let message { PQfreemem(message) }
      throw PostgresError.badConnectionString(
        reason: ConnectionString.withoutQuotedParts(reason.trimmingCharacters(in: .whitespacesAndNewlines), of: text))
    }
    defer { PQconninfoFree(parsed) }
    var options: [(String, String)] = []
    var secrets: Set<String> = ["password", "sslpassword"]
    var option = parsed
    while let keyword = option.pointee.keyword {
      if let value = option.pointee.val { options.append((String(cString: keyword), String(cString: value))) }
      if let display = option.pointee.dispchar, String(cString: display).contains("*") {
        secrets.insert(String(cString: keyword))
      }
      option += 1
    }
    self.options = options
    secretKeywords = secrets
  }

  public static func == (left: ConnectionString, right: ConnectionString) -> Bool {
    left.options.map(\.keyword) == right.options.map(\.keyword)
      && left.options.map(\.value) == right.options.map(\.value)
  }

  public func value(_ keyword: String) -> String? {
    options.last { $0.keyword == keyword }?.value
  }

  /// The user the string names, if it names one.
  public var user: String? { value("user") }

  /// The same connection as `key=value` pairs without any secret (`secretKeywords`), whether the
  /// string was a URL or key=value pairs: what may be remembered or shown. libpq reads it back as
  /// the same connection (a password then comes from ~/.pgpass, PGPASSWORD or a prompt).
  public var withoutSecrets: String {
    options.filter { !secretKeywords.contains($0.keyword) }
      .map { "\($0.keyword)=\(ConnectionString.quoted($0.value))" }
      .joined(separator: " ")
  }

  /// A value quoted as libpq's key=value syntax wants it: in single quotes, with backslashes and
  /// single quotes escaped by a backslash.
  static func quoted(_ value: String) -> String {
    let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    return "'\(escaped)'"
  }

  /// libpq's reason, with every double-quoted part left out when the string may hold a password:
  /// its messages quote the token they stumbled on, which may be the password itself.
  static func withoutQuotedParts(_ reason: String, of text: String) -> String {
    let mayHoldPassword =
      text.range(of: "password", options: .caseInsensitive) != nil
      || text.firstMatch(of: #/://[^/@?#]*:[^/@?#]*@/#) != nil
    guard mayHoldPassword else { return reason }
    return reason.replacing(#/"[^"]*"/#, with: "\"…\"")
  }
}
