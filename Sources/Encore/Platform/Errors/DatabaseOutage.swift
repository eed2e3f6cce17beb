import AsyncKit
import NIOCore
import NIOPosix
import PostgresNIO

/// Errors that mean the database cannot be reached right now (PostgreSQL restarting, a connection
/// cut, the pool waiting too long): the request gets 503 with `Retry-After`, which proxies and
/// clients understand as "try again", instead of a 500 that says the server is broken.
enum DatabaseOutage {
    static func matches(_ error: any Error) -> Bool {
        switch error {
        case is ConnectionPoolTimeoutError, is NIOConnectionError, is ChannelError:
            return true
        case let error as PSQLError:
            if [.serverClosedConnection, .clientClosedConnection, .connectionError].contains(error.code) {
                return true
            }
            // SQLSTATE class 08 (connection exception) and 57P (operator intervention: shutting down, starting up).
            let state = error.serverInfo?[.sqlState] ?? ""
            return error.code == .server && (state.hasPrefix("08") || state.hasPrefix("57P"))
        default:
            return false
        }
    }
}
