import Foundation
import NIOConcurrencyHelpers

/// The data file, read and checked once at start-up. A file that breaks a rule stops start-up with
/// the rule it breaks, so wrong facts never reach a page.
struct IdolCatalog: Sendable {
    let data: IdolData
    /// SHA-256 of the file: the database is reloaded only when it changes.
    let digest: String

    init(data: IdolData, digest: String) {
        self.data = data
        self.digest = digest
    }

    /// Read and checked once per process and day: every app a test suite builds shares it.
    static func load(from path: String, today: Day) throws -> IdolCatalog {
        let key = "\(path)|\(today)"
        if let cached = cache.withLockedValue({ $0[key] }) { return cached }
        let catalog = try read(from: path, today: today)
        cache.withLockedValue { $0[key] = catalog }
        return catalog
    }

    /// NIO's lock box, not a `Mutex` in a static: the thread sanitizer reported every `withLock` on
    /// that static `Mutex` as a Swift access race when two apps were configured at once.
    private static let cache = NIOLockedValueBox<[String: IdolCatalog]>([:])

    private static func read(from path: String, today: Day) throws -> IdolCatalog {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let data = try IdolData.decode(bytes)
        let problems = IdolDataRules(today: today).problems(in: data)
        guard problems.isEmpty else { throw InvalidBuiltinData(path: path, problems: problems) }
        return IdolCatalog(data: data, digest: Hex.sha256(bytes))
    }
}
