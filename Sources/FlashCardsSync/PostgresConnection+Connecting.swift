import CLibPQ
import FlashCardsCore
import Foundation

extension PostgresConnection {
  /// One attempt to connect, driven step by step (PQconnectStartParams, PQconnectPoll) so that a
  /// failure can be told by how far it got: no server reached (exit 69), or a server that answered
  /// and refused the login (77) or something else. The server's SQLSTATE says which refusal;
  /// libpq's localized sentences are only shown, never parsed for meaning.
  struct Connecting {
    let connection: OpaquePointer
    private(set) var address: ServerAddress

    init(parameters: [(String, String)]) throws {
      let keywords = parameters.map { strdup($0.0) }
      let values = parameters.map { strdup($0.1) }
      defer {
        keywords.forEach { free($0) }
        values.forEach { free($0) }
      }
      guard
        let connection = PQconnectStartParams(
          keywords.map { UnsafePointer($0) } + [nil], values.map { UnsafePointer($0) } + [nil], 1)
      else { throw PostgresError.unexpectedAnswer("out of memory") }
      self.connection = connection
      // Verbose, so that a server's refusal carries its SQLSTATE; set back once connected.
      PQsetErrorVerbosity(connection, PQERRORS_VERBOSE)
      address = Connecting.address(of: connection)
    }

    /// Drives the attempt to its end: the connection, or the error that says what went wrong.
    /// The connection is closed when the attempt fails.
    mutating func finish() throws -> OpaquePointer {
      do {
        try poll()
        PQsetErrorVerbosity(connection, PQERRORS_DEFAULT)
        return connection
      } catch {
        PQfinish(connection)
        throw error
      }
    }

    private mutating func poll() throws {
      let timeout = Connecting.timeoutSeconds(of: connection)
      var reachedServer = false
      var state = PGRES_POLLING_WRITING
      var attempt = (host: "", port: "", address: "")
      var deadline = Date()
      while true {
        let status = PQstatus(connection)
        if ![CONNECTION_STARTED, CONNECTION_NEEDED, CONNECTION_BAD, CONNECTION_OK].contains(status) {
          reachedServer = true
        }
        // libpq's connect_timeout holds for each host and address tried; so does this one.
        let current = (
          host: PQhost(connection).map { String(cString: $0) } ?? "",
          port: PQport(connection).map { String(cString: $0) } ?? "",
          address: PQhostaddr(connection).map { String(cString: $0) } ?? ""
        )
        if current != attempt {
          attempt = current
          deadline = Date().addingTimeInterval(TimeInterval(timeout))
          address = Connecting.address(of: connection)
        }
        if status == CONNECTION_BAD || state == PGRES_POLLING_FAILED {
          throw failure(reachedServer: reachedServer)
        }
        if state == PGRES_POLLING_OK { return }
        let socket = PQsocket(connection)
        guard socket >= 0 else { throw failure(reachedServer: reachedServer) }
        var descriptor = pollfd(
          fd: socket, events: Int16(state == PGRES_POLLING_READING ? POLLIN : POLLOUT), revents: 0)
        let remaining = timeout == 0 ? -1 : Int32(max(0, deadline.timeIntervalSinceNow * 1000).rounded(.up))
        let ready = Glibc.poll(&descriptor, 1, remaining)
        if ready < 0 && errno == EINTR { continue }
        if ready == 0 { throw PostgresError.timedOut(server: address, seconds: timeout) }
        state = PQconnectPoll(connection)
      }
    }

    /// What the failed attempt means, from how far it got and the server's SQLSTATE.
    private func failure(reachedServer: Bool) -> PostgresError {
      let text = String(cString: PQerrorMessage(connection))
      guard reachedServer else { return .unreachable(server: address, reason: Connecting.reason(in: text)) }
      if let message = Connecting.serverMessage(in: text) {
        switch message.sqlState {
        case let code where code.hasPrefix("28"): return .loginRefused(server: address, message: message)
        case "3D000": return .noSuchDatabase(server: address)
        case "53300": return .noFreeSlots(server: address, message: message)
        case let code where code.hasPrefix("57P") || code.hasPrefix("53") || code.hasPrefix("08"):
          return .unavailable(server: address, message: message)
        default: return .connectionFailed(server: address, reason: message.text)
        }
      }
      if PQconnectionNeedsPassword(connection) != 0 { return .passwordNeeded(server: address) }
      return .connectionFailed(server: address, reason: Connecting.reason(in: text))
    }

    /// The effective connect_timeout (URL, key=value, PGCONNECT_TIMEOUT or a service file), else
    /// 10 seconds; at least 2, as libpq has it; 0 waits for ever.
    static func timeoutSeconds(of connection: OpaquePointer) -> Int {
      guard let options = PQconninfo(connection) else { return 10 }
      defer { PQconninfoFree(options) }
      var option = options
      while let keyword = option.pointee.keyword {
        if String(cString: keyword) == "connect_timeout", let value = option.pointee.val,
          let seconds = Int(String(cString: value).trimmingCharacters(in: .whitespaces))
        {
          return seconds <= 0 ? 0 : max(2, seconds)
        }
        option += 1
      }
      return 10
    }

    static func address(of connection: OpaquePointer) -> ServerAddress {
      func text(_ value: UnsafeMutablePointer<CChar>?) -> String { value.map { String(cString: $0) } ?? "" }
      return ServerAddress(
        host: text(PQhost(connection)), port: text(PQport(connection)), database: text(PQdb(connection)),
        user: text(PQuser(connection)))
    }

    /// The server's own error in libpq's verbose form: "SEVERITY:  SQLSTATE: message", then
    /// DETAIL, HINT and LOCATION lines. The code is the server's, never translated.
    static func serverMessage(in text: String) -> ServerMessage? {
      guard let match = text.firstMatch(of: #/[^\s:]+:  ([0-9A-Z]{5}): ([^\n]*)/#) else { return nil }
      // Shown only; labels that libpq translated are simply not found.
      let detail = text.firstMatch(of: #/\nDETAIL:  ([^\n]*)/#).map { String($0.output.1) }
      let hint = text.firstMatch(of: #/\nHINT:  ([^\n]*)/#).map { String($0.output.1) }
      return ServerMessage(
        sqlState: String(match.output.1), primary: String(match.output.2), detail: detail, hint: hint)
    }

    /// libpq's reason in one line: what follows "failed: ", up to the first line break.
    static func reason(in text: String) -> String {
      let firstLine = text.split(separator: "\n").first.map(String.init) ?? text
      let reason = firstLine.range(of: "failed: ").map { String(firstLine[$0.upperBound...]) } ?? firstLine
      return reason.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }
}
