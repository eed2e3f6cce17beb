import Foundation

/// How many tests may hold a PostgreSQL test database (and its app's connections) at once. Swift
/// Testing starts every test at once; on PostgreSQL each live app holds up to 4 pooled connections
/// per event loop and one LISTEN connection, so under CI's load, when apps live longer, the
/// throwaway server's 1,000 connections ran out ("sorry, too many clients already") and dozens of
/// tests failed together (#50). At most `permits` tests hold one; the rest wait their turn.
actor PostgresTestGate {
    static let permits = 48
    static let shared = PostgresTestGate(permits: permits)

    /// Set inside a test that holds a permit: a second app in the same test (two instances on one
    /// database, started nested or in child tasks) shares it, so a test can never wait for itself.
    @TaskLocal static var isHeld = false

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(permits: Int) { free = permits }

    /// Runs `body` holding a permit when the tests run on PostgreSQL; on SQLite it just runs it.
    static func run<T>(_ body: () async throws -> T) async throws -> T {
        guard TestDatabase.postgresAdminURL != nil, !isHeld else { return try await body() }
        await shared.acquire()
        do {
            let result = try await $isHeld.withValue(true) { try await body() }
            await shared.release()
            return result
        } catch {
            await shared.release()
            throw error
        }
    }

    private func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func release() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
