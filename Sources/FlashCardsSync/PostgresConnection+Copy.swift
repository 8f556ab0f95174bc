import CLibPQ
import Foundation

extension PostgresConnection {
  /// Runs `COPY … FROM STDIN` (text format) and sends the rows `write` gives, in pieces of about
  /// 256 KB, so that memory stays bounded whatever the number of rows. Returns how many rows the
  /// server took. When `write` throws, the copy is abandoned (nothing of it is kept) and the error
  /// passed on.
  @discardableResult
  public func copyIn(_ sql: String, _ write: (inout CopyWriter) throws -> Void) throws -> Int {
    try consume(PQexec(handle, sql), of: sql, expecting: [PGRES_COPY_IN])
    var writer = CopyWriter(connection: self)
    do {
      try write(&writer)
      try writer.flush()
    } catch {
      PQputCopyEnd(handle, "abandoned by the client")
      drainResults()
      throw error
    }
    guard PQputCopyEnd(handle, nil) == 1 else { throw connectionError() }
    return try finishCopy(sql)
  }

  /// Runs `COPY (…) TO STDOUT` (text format) and hands each row's fields to `read` as it arrives
  /// (nil for NULL): one row in memory at a time. When `read` throws, the query is cancelled on the
  /// server and the error passed on.
  public func copyOut(_ sql: String, _ read: ([String?]) throws -> Void) throws {
    try consume(PQexec(handle, sql), of: sql, expecting: [PGRES_COPY_OUT])
    while true {
      var buffer: UnsafeMutablePointer<CChar>?
      let length = PQgetCopyData(handle, &buffer, 0)
      if length == -1 { break }
      guard length > 0, let buffer else {
        throw connectionError()
      }
      let fields = buffer.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
        CopyText.fields(of: UnsafeBufferPointer(start: $0, count: Int(length)))
      }
      PQfreemem(buffer)
      do {
        try read(fields)
      } catch {
        cancelQuery()
        drainCopyOut()
        drainResults()
        throw error
      }
    }
    try finishCopy(sql)
  }

  /// The result that ends a COPY: its row count, or its error.
  @discardableResult
  private func finishCopy(_ sql: String) throws -> Int {
    var rows = 0
    var failure: (any Error)?
    while let result = PQgetResult(handle) {
      do {
        rows = try consume(result, of: sql, expecting: [PGRES_COMMAND_OK]).affected
      } catch {
        failure = failure ?? error
      }
    }
    if let failure { throw failure }
    return rows
  }

  /// Asks the server to stop the statement under way (a separate connection, as libpq does it).
  func cancelQuery() {
    guard let cancel = PQgetCancel(handle) else { return }
    var message = [CChar](repeating: 0, count: 256)
    _ = PQcancel(cancel, &message, Int32(message.count))
    PQfreeCancel(cancel)
  }

  private func drainCopyOut() {
    while true {
      var buffer: UnsafeMutablePointer<CChar>?
      let length = PQgetCopyData(handle, &buffer, 0)
      if let buffer { PQfreemem(buffer) }
      if length < 0 { return }
    }
  }

  private func drainResults() {
    while let result = PQgetResult(handle) { PQclear(result) }
  }
}

/// Writes the rows of a `COPY … FROM STDIN` in PostgreSQL's text format: each value escaped,
/// NULL as `\N`, the bytes sent whenever about 256 KB have gathered.
public struct CopyWriter {
  let connection: PostgresConnection
  private var buffer: [UInt8] = []
  private var rowStarted = false
  static let flushSize = 256 * 1024

  init(connection: PostgresConnection) {
    self.connection = connection
    buffer.reserveCapacity(CopyWriter.flushSize + 4096)
  }

  /// The next field of the row; nil is NULL.
  public mutating func field(_ value: String?) {
    separate()
    if let value { CopyText.append(value, to: &buffer) } else { buffer.append(contentsOf: CopyText.null) }
  }

  public mutating func field(_ value: Int?) {
    field(value.map(String.init))
  }

  public mutating func field(_ value: Bool) {
    separate()
    buffer.append(value ? UInt8(ascii: "t") : UInt8(ascii: "f"))
  }

  /// Ends the row; sends what has gathered once it is large enough.
  public mutating func endRow() throws {
    buffer.append(CopyText.newline)
    rowStarted = false
    if buffer.count >= CopyWriter.flushSize { try flush() }
  }

  mutating func flush() throws {
    guard !buffer.isEmpty else { return }
    let sent = buffer.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { PQputCopyData(connection.handle, $0.baseAddress, Int32($0.count)) }
    }
    guard sent == 1 else { throw connection.connectionError() }
    buffer.removeAll(keepingCapacity: true)
  }

  private mutating func separate() {
    if rowStarted { buffer.append(CopyText.tab) }
    rowStarted = true
  }
}
