extension IPAddress {
    /// What limits count as one visitor: an IPv4 address, or an IPv6 address's /64. A home, a phone
    /// or a cloud server is given a whole /64, so counting its 2^64 addresses apart would give one
    /// neighbourhood endless allowances (#52.1). An IPv4 address written as IPv6 (`::ffff:a.b.c.d`)
    /// is that IPv4 address.
    var network: String {
        if bytes.count == 4 { return description }
        if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
            return bytes[12...].map(String.init).joined(separator: ".")
        }
        let groups = stride(from: 0, to: 8, by: 2).map {
            String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16)
        }
        return groups.joined(separator: ":") + "::/64"
    }
}
