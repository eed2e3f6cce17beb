import Foundation
import SQLKit
import Testing
import VaporTesting

@testable import Encore

/// `CompressRoomGamesWithLZ4`: on PostgreSQL a room's game, rewritten with every answer, is kept
/// with lz4 (Debian's PostgreSQL has it), and a game written after the migration reads back whole.
@Suite struct RoomGameCompressionTests {
    @Test func aRoomsGameIsCompressedWithLZ4OnPostgreSQL() async throws {
        try await withEncore { app, _ in
            let database = try app.database
            guard database.engine == .postgresql else { return }  // SQLite does not compress

            let method = try await database.sql.raw(
                """
                SELECT attcompression::text AS method FROM pg_attribute
                WHERE attrelid = 'quiz_rooms'::regclass AND attname = 'game'
                """
            ).first()?.decode(column: "method", as: String.self)

            #expect(method == "l")
        }
    }
}
