import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A resolved address and whether it is on the public internet. Loopback, private, link-local
/// (cloud metadata lives at 169.254.169.254), carrier-grade NAT, multicast, reserved and the
/// IPv6 equivalents are not.
struct IPAddress: Sendable, Equatable, CustomStringConvertible {
    let bytes: [UInt8]

    var description: String { bytes.count == 4 ? bytes.map(String.init).joined(separator: ".") : "ipv6" }

    var isPublic: Bool {
        if bytes.count == 4 { return Self.isPublicV4(bytes) }
        guard bytes.count == 16 else { return false }
        // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::/96) carry an IPv4 address inside.
        if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
            return Self.isPublicV4(Array(bytes[12...]))
        }
        if bytes[0..<12] == [0, 0x64, 0xFF, 0x9B, 0, 0, 0, 0, 0, 0, 0, 0] {
            return Self.isPublicV4(Array(bytes[12...]))
        }
        if bytes[0..<15].allSatisfy({ $0 == 0 }) { return false }  // :: and ::1
        if bytes[0] & 0xFE == 0xFC { return false }  // fc00::/7 unique local
        if bytes[0] == 0xFE && bytes[1] & 0xC0 == 0x80 { return false }  // fe80::/10 link-local
        if bytes[0] == 0xFF { return false }  // multicast
        // 2001:db8::/32 is for documentation.
        if bytes[0] == 0x20 && bytes[1] == 0x01 && bytes[2] == 0x0D && bytes[3] == 0xB8 { return false }
        return true
    }

    private static func isPublicV4(_ b: [UInt8]) -> Bool {
        switch (b[0], b[1]) {
        case (0, _), (10, _), (127, _): return false
        case (100, 64...127): return false  // carrier-grade NAT
        case (169, 254): return false  // link-local, cloud metadata
        case (172, 16...31): return false
        case (192, 168): return false
        case (192, 0) where b[2] == 0 || b[2] == 2: return false
        case (198, 18...19): return false  // benchmarking
        case (198, 51) where b[2] == 100, (203, 0) where b[2] == 113: return false
        case (224...255, _): return false  // multicast, reserved, broadcast
        default: return true
        }
    }

    static func literal(_ host: String) -> IPAddress? {
        let trimmed = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        var v4 = in_addr()
        if inet_pton(AF_INET, trimmed, &v4) == 1 { return IPAddress(bytes: withUnsafeBytes(of: &v4) { Array($0) }) }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, trimmed, &v6) == 1 { return IPAddress(bytes: withUnsafeBytes(of: &v6) { Array($0) }) }
        return nil
    }
}
