import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension IPAddress {
    /// Every address `host` resolves to (blocking: call off the event loop).
    static func resolve(_ host: String) throws -> [IPAddress] {
        if let literal = literal(host) { return [literal] }
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var result: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &result) == 0, let first = result else {
            throw RemoteImageError.unresolvable
        }
        defer { freeaddrinfo(first) }
        var addresses: [IPAddress] = []
        var node: UnsafeMutablePointer<addrinfo>? = first
        while let current = node {
            if let address = current.pointee.ai_addr {
                if current.pointee.ai_family == AF_INET {
                    var v4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
                    addresses.append(IPAddress(bytes: withUnsafeBytes(of: &v4) { Array($0) }))
                } else if current.pointee.ai_family == AF_INET6 {
                    var v6 = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
                    addresses.append(IPAddress(bytes: withUnsafeBytes(of: &v6) { Array($0) }))
                }
            }
            node = current.pointee.ai_next
        }
        guard !addresses.isEmpty else { throw RemoteImageError.unresolvable }
        return addresses
    }
}
