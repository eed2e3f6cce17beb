import FluentKit
import Foundation

/// SQLite's writes queue in the process, one queue per database (`EncoreDatabase.serializedWrite`).
/// A SQLite database's configuration names its queue, so the database a request or service holds
/// finds it from its own context. One queue for the whole process made a test process's hundreds of
/// apps, each on a database of its own, wait for one another's writes (one app's idol data copy
/// held up every room's answers).
struct SQLiteWriteQueue: DatabaseConfiguration {
    private var sqlite: any DatabaseConfiguration
    /// The database's file, or a name of its own for one in memory: two apps on one file share a queue.
    let key: String

    static let queue = KeyedSerializer<String>()

    /// A database in `file` (nil: in memory) as `factory` configures it, with its queue.
    static func configuration(_ factory: DatabaseConfigurationFactory, file: String?) -> DatabaseConfigurationFactory {
        let key = file.map { "file:" + URL(fileURLWithPath: $0).standardizedFileURL.path } ?? "memory:\(UUID())"
        return DatabaseConfigurationFactory { SQLiteWriteQueue(sqlite: factory.make(), key: key) }
    }

    /// The queue's key of the database `context` belongs to; nil for one configured without a queue.
    static func key(of context: DatabaseContext) -> String? { (context.configuration as? SQLiteWriteQueue)?.key }

    var middleware: [any AnyModelMiddleware] {
        get { sqlite.middleware }
        set { sqlite.middleware = newValue }
    }

    func makeDriver(for databases: Databases) -> any DatabaseDriver { sqlite.makeDriver(for: databases) }
}
