import Foundation

/// A port on 127.0.0.1 that nothing listens on (bound, then closed).
public func closedPort() throws -> Int {
  let (socket, port) = try boundSocket()
  close(socket)
  return port
}

/// A socket listening on 127.0.0.1 that never accepts: connections complete in the kernel and
/// then hear nothing.
public func silentListener() throws -> (Int32, Int) {
  let (socket, port) = try boundSocket()
  listen(socket, 16)
  return (socket, port)
}

private func boundSocket() throws -> (Int32, Int) {
  let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  var length = socklen_t(MemoryLayout<sockaddr_in>.size)
  let bound = withUnsafeMutablePointer(to: &address) { pointer in
    pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
    }
  }
  guard socket >= 0, bound else { throw POSIXError(.EADDRNOTAVAIL) }
  return (socket, Int(UInt16(bigEndian: address.sin_port)))
}
