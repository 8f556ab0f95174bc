/// Where a receive stopped, for one player on one server: the snapshot of the server's
/// transactions it read in (PostgreSQL's pg_snapshot, "xmin:xmax:xip,…"). Every transaction below
/// `xmin` had ended then, as had every one below `xmax` but those in progress (`inProgress`); the
/// next receive reads the rows of transactions that were not visible in it: those in progress then
/// and those that began after. So a transaction left open delays only its own rows (PgQ's batches
/// between two snapshots). A transaction whose rows were held back (see `SyncSession.receive`) is
/// kept in `inProgress`, so that its rows are tried again.
public struct SyncCursor: Sendable, Hashable, CustomStringConvertible {
  public let xmin: UInt64
  public let xmax: UInt64
  /// Sorted, each once, within xmin..<xmax.
  public let inProgress: [UInt64]

  /// Before everything: a first receive.
  public static let start = SyncCursor(0)

  /// A cursor of the first versions, a transaction id: every transaction below it was received.
  public init(_ value: UInt64) {
    self.init(xmin: value, xmax: value, inProgress: [])
  }

  public init(xmin: UInt64, xmax: UInt64, inProgress: some Sequence<UInt64>) {
    let lowest = min(xmin, inProgress.min() ?? xmin)
    self.xmin = lowest
    self.xmax = max(xmax, lowest)
    self.inProgress = Set(inProgress.filter { $0 >= lowest && $0 < max(xmax, lowest) }).sorted()
  }

  /// From its text, as `description` writes it and the server writes a pg_snapshot; a plain number
  /// (a cursor of the first versions) reads as "n:n:".
  public init?(_ text: String) {
    if let value = UInt64(text) {
      self.init(value)
      return
    }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3, let xmin = UInt64(parts[0]), let xmax = UInt64(parts[1]), xmin <= xmax else { return nil }
    var inProgress: [UInt64] = []
    for part in parts[2].split(separator: ",") {
      guard let id = UInt64(part) else { return nil }
      inProgress.append(id)
    }
    self.init(xmin: xmin, xmax: xmax, inProgress: inProgress)
  }

  public var description: String {
    "\(xmin):\(xmax):" + inProgress.map(String.init).joined(separator: ",")
  }

  /// The same cursor, with the rows of `transactions` to be read again next time.
  public func retrying(_ transactions: Set<UInt64>) -> SyncCursor {
    guard !transactions.isEmpty else { return self }
    return SyncCursor(xmin: xmin, xmax: xmax, inProgress: inProgress + transactions)
  }
}
