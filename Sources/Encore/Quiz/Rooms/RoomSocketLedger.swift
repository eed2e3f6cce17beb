import Fluent
import Foundation
import SQLKit

/// The open room sockets of every instance, in `room_sockets`: a socket is admitted here before
/// its upgrade, so the caps hold across instances (#27). A player (or the host) keeps at most
/// `perSpeaker` sockets in a room: one more closes their oldest (a phone that reloaded leaves one
/// behind), and opening many in a row is refused. An address and a room have caps of their own.
struct RoomSocketLedger: Sendable {
    static let schema = "room_sockets"

    /// Sockets one player (or the host's screen) keeps in one room: a phone, a reload, a second tab.
    static let perSpeaker = 3
    /// Sockets one address (an IPv4 address or an IPv6 /64) keeps over every room: a school's 200
    /// phones behind one NAT still fit.
    static let perAddress = 250
    /// An address's fair share of an instance allowing `instanceMax` sockets: at most an eighth of
    /// it, so a few neighbourhoods cannot fill an instance that strangers also need (#52.1).
    static func perAddress(instanceMax: Int) -> Int { min(perAddress, max(perSpeaker, instanceMax / 8)) }
    /// Sockets in one room: every player twice, and the host.
    static let perRoom = 2 * RoomGame.maxPlayers + 10
    /// Sockets opened by one speaker in one room per minute: a reconnecting phone needs a few.
    static let opening = RateLimit(name: "room-socket-opens", limit: 12, window: 60)
    /// How often the holding instance says its sockets are still open, and after how long a row
    /// nobody vouched for (a killed instance) no longer counts.
    static let heartbeatSeconds: Double = 15
    static let staleAfter: TimeInterval = 60

    let database: EncoreDatabase
    let limits: RateLimits

    /// Admits socket `id`, or throws `RoomError.tooManySockets`; returns the speaker's sockets that
    /// must close to make room (on this instance or another).
    func admit(_ id: UUID, room: UUID, speaker: String, address: String, addressCap: Int = perAddress)
        async throws -> [UUID]
    {
        guard try await limits.allow(Self.opening, key: "\(room)/\(speaker)") else { throw RoomError.tooManySockets }
        let now = Self.now
        let table = SQLIdentifier(Self.schema)
        // One admission at a time everywhere (PostgreSQL: an advisory lock; SQLite: its write
        // lock): two sockets opened at once must not both see room under a cap.
        return try await database.writeTransaction(exclusive: "encore-room-sockets") { transaction in
            let sql = transaction.sql
            try await sql.raw("DELETE FROM \(table) WHERE seen_at < \(bind: now - Self.staleAfter)").run()
            let inRoom = try await Self.count(sql, "room_id", room)
            let fromAddress = try await Self.count(sql, "address", address)
            guard inRoom < Self.perRoom, fromAddress < addressCap else { throw RoomError.tooManySockets }
            let mine = try await sql.raw(
                "SELECT id FROM \(table) WHERE room_id = \(bind: room) AND speaker = \(bind: speaker) ORDER BY opened_at, id"
            ).all().map { try $0.decode(column: "id", as: UUID.self) }
            let evicted = Array(mine.prefix(max(0, mine.count - Self.perSpeaker + 1)))
            for old in evicted {
                try await sql.raw("DELETE FROM \(table) WHERE id = \(bind: old)").run()
            }
            try await sql.raw(
                """
                INSERT INTO \(table) (id, room_id, speaker, address, opened_at, seen_at)
                VALUES (\(bind: id), \(bind: room), \(bind: speaker), \(bind: address), \(bind: now), \(bind: now))
                """
            ).run()
            return evicted
        }
    }

    /// The socket closed.
    func release(_ id: UUID) async throws {
        let sql = database.sql
        try await database.serializedWrite {
            try await sql.raw("DELETE FROM \(ident: Self.schema) WHERE id = \(bind: id)").run()
        }
    }

    /// Vouches for this instance's open sockets; returns those whose rows are gone (another
    /// admission took their place), which the caller closes.
    func heartbeat(_ open: [UUID]) async throws -> Set<UUID> {
        let sql = database.sql
        let now = Self.now
        var kept: Set<UUID> = []
        // In slices: a statement's bound values are limited (SQLite: 32,766).
        for slice in stride(from: 0, to: open.count, by: 500).map({ Array(open[$0..<min($0 + 500, open.count)]) }) {
            let rows = try await database.serializedWrite {
                try await sql.raw(
                    "UPDATE \(ident: Self.schema) SET seen_at = \(bind: now) WHERE id IN (\(binds: slice)) RETURNING id"
                ).all()
            }
            for row in rows { kept.insert(try row.decode(column: "id", as: UUID.self)) }
        }
        return Set(open).subtracting(kept)
    }

    /// The wall clock, not the app's: whether an instance still vouches for its sockets is a matter
    /// of real seconds (its heartbeat sleeps them), even where a test moves the game's clock by hand.
    private static var now: Double { Date().timeIntervalSince1970 }

    private static func count(_ sql: any SQLDatabase, _ column: String, _ value: some Encodable & Sendable)
        async throws -> Int
    {
        try await sql.raw("SELECT COUNT(*) AS n FROM \(ident: schema) WHERE \(ident: column) = \(bind: value)")
            .first()?.decode(column: "n", as: Int.self) ?? 0
    }
}
