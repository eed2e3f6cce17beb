import Vapor

extension Request {
    /// Runs a look-up of a room by PIN from this client within the address's allowance (#27.5):
    /// look-ups in all, and above all PINs that named no room, are counted in the database, so
    /// walking the PIN space from one address is refused (429 `tooManyLookups`) long before it finds
    /// a room, on every instance alike.
    func lookingUpPIN<T: Sendable>(_ work: () async throws -> T) async throws -> T {
        let address = clientAddress
        guard try await rateLimits.allow(.pinLookupsPerAddress, key: address),
            try await !rateLimits.isExhausted(.pinMissesPerAddress, key: address)
        else { throw RoomError.tooManyLookups }
        do {
            return try await work()
        } catch RoomError.notFound {
            _ = try await rateLimits.allow(.pinMissesPerAddress, key: address)
            throw RoomError.notFound
        }
    }
}
