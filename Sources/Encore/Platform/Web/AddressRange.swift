import Foundation

/// A CIDR block (`10.0.0.0/8`, `::1/128`, or one address), for `ENCORE_TRUSTED_PROXIES`.
struct AddressRange: Sendable, Equatable {
    let network: IPAddress
    let prefixLength: Int

    /// This machine's own addresses.
    static let loopback = ["127.0.0.0/8", "::1"].compactMap(AddressRange.init)

    init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, let address = IPAddress.literal(String(parts[0])) else { return nil }
        let bits = address.bytes.count * 8
        if parts.count == 2 {
            guard let length = Int(parts[1]), (0...bits).contains(length) else { return nil }
            prefixLength = length
        } else {
            prefixLength = bits
        }
        network = address
    }

    func contains(_ address: IPAddress) -> Bool {
        let candidate = Self.unmapped(address), base = Self.unmapped(network)
        guard candidate.bytes.count == base.bytes.count else { return false }
        var remaining = prefixLength - (network.bytes.count - base.bytes.count) * 8
        for (a, b) in zip(candidate.bytes, base.bytes) where remaining > 0 {
            let mask: UInt8 = remaining >= 8 ? 0xFF : ~(0xFF >> UInt8(remaining))
            if a & mask != b & mask { return false }
            remaining -= 8
        }
        return true
    }

    /// `::ffff:a.b.c.d` is the IPv4 address a.b.c.d (a dual-stack socket reports IPv4 peers so).
    private static func unmapped(_ address: IPAddress) -> IPAddress {
        let b = address.bytes
        guard b.count == 16, b[0..<10].allSatisfy({ $0 == 0 }), b[10] == 0xFF, b[11] == 0xFF else { return address }
        return IPAddress(bytes: Array(b[12...]))
    }
}
