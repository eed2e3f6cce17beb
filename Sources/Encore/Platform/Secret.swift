import Crypto
import FluentKit
import Foundation
import SQLKit

/// The key behind signed image URLs and other server-made tokens. Taken from `ENCORE_SECRET`, or
/// generated once so it survives restarts without any setup: into the data directory with SQLite,
/// into the database with PostgreSQL, so that every instance on it signs with the same key.
public struct AppSecret: Sendable {
    let key: SymmetricKey
    /// Keys derived per purpose are cached: signing is on the path of every image request.
    private let derived = PurposeKeys()

    init(_ value: String) { key = SymmetricKey(data: Data(value.utf8)) }

    /// The generated secret kept in the database: the first instance to start stores one, every
    /// other one reads it (an advisory lock makes instances starting at the same moment agree).
    static func resolve(_ configured: String?, sharedIn database: EncoreDatabase) async throws -> AppSecret {
        if let configured { return AppSecret(configured) }
        let candidate = RandomToken.make(bytes: 32)
        let stored = try await database.writeTransaction(exclusive: "encore-generated-secret") { transaction in
            let sql = transaction.sql
            try await sql.raw(
                "CREATE TABLE IF NOT EXISTS encore_generated_secret (id INTEGER PRIMARY KEY, value TEXT NOT NULL)"
            ).run()
            try await sql.raw(
                "INSERT INTO encore_generated_secret (id, value) VALUES (1, \(bind: candidate)) ON CONFLICT (id) DO NOTHING"
            ).run()
            return try await sql.raw("SELECT value FROM encore_generated_secret WHERE id = 1").first()?.decode(
                column: "value", as: String.self)
        }
        return AppSecret(stored ?? candidate)
    }

    static func resolve(_ configured: String?, dataDirectory: String) throws -> AppSecret {
        if let configured { return AppSecret(configured) }
        let path = dataDirectory + "/secret"
        if let stored = try? String(contentsOfFile: path, encoding: .utf8), stored.count >= 32 {
            return AppSecret(stored.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        let generated = RandomToken.make(bytes: 32)
        guard
            FileManager.default.createFile(
                atPath: path, contents: Data(generated.utf8), attributes: [.posixPermissions: 0o600])
        else { throw SecretError(path: path) }
        return AppSecret(generated)
    }

    /// A 256-bit key for one purpose, derived from the secret (for encryption, not signing).
    func derivedKey(purpose: String) -> SymmetricKey {
        derived.key(for: "key:" + purpose) {
            SymmetricKey(data: HMAC<SHA256>.authenticationCode(for: Data(purpose.utf8), using: key))
        }
    }

    /// A purpose-bound HMAC-SHA256, hex encoded, so one secret can sign several kinds of value.
    public func sign(_ message: String, purpose: String) -> String {
        let purposeKey = derived.key(for: purpose) {
            SymmetricKey(data: HMAC<SHA256>.authenticationCode(for: Data(purpose.utf8), using: key))
        }
        return Hex.encode(HMAC<SHA256>.authenticationCode(for: Data(message.utf8), using: purposeKey))
    }

    struct SecretError: Error, CustomStringConvertible {
        let path: String
        var description: String { "Could not write the generated secret to \(path)" }
    }
}

/// URL-safe random tokens for sessions, CSRF and generated secrets.
enum RandomToken {
    static func make(bytes count: Int) -> String {
        // Eight bytes a draw: `UInt8.random` asked the system for eight bytes per byte, 32 system
        // calls for one CSRF token (5% of a guest's page, by perf).
        var generator = SystemRandomNumberGenerator()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + 7)
        while bytes.count < count {
            withUnsafeBytes(of: generator.next() as UInt64) { bytes.append(contentsOf: $0) }
        }
        return Base64URL.encode(Array(bytes.prefix(count)))
    }

    static func sha256Hex(_ value: String) -> String {
        Hex.sha256(Data(value.utf8))
    }
}

/// Compares two strings in time independent of where they differ.
func constantTimeEquals(_ lhs: String, _ rhs: String) -> Bool {
    let a = Array(lhs.utf8), b = Array(rhs.utf8)
    guard a.count == b.count else { return false }
    return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
}

/// Lower-case hex without `String(format:)`, which is slow on Linux.
enum Hex {
    private static let digits = Array("0123456789abcdef".utf8)

    static func encode(_ bytes: some Sequence<UInt8>) -> String {
        var characters: [UInt8] = []
        characters.reserveCapacity(64)
        for byte in bytes {
            characters.append(digits[Int(byte >> 4)])
            characters.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: characters, as: UTF8.self)
    }

    /// The SHA-256 of `data` as lower-case hex.
    static func sha256(_ data: Data) -> String {
        encode(SHA256.hash(data: data))
    }
}

/// A small thread-safe cache of derived keys.
final class PurposeKeys: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: [String: SymmetricKey] = [:]

    func key(for purpose: String, derive: () -> SymmetricKey) -> SymmetricKey {
        lock.withLock {
            if let key = keys[purpose] { return key }
            let key = derive()
            keys[purpose] = key
            return key
        }
    }
}
