import NIOPosix
import Vapor

/// Vapor's bcrypt, computed on bcrypt's own threads and answered on the request's event loop.
struct VaporPasswordHashing: PasswordHashing {
    /// bcrypt's own threads. On Vapor's shared blocking pool (two threads on two cores, the same ones
    /// SQLite's queries and file reads run on), a burst of sign-ins stalled every database query
    /// until connection requests timed out.
    static let bcryptThreads: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: 2)
        pool.start()
        return pool
    }()

    static let dummyHash: String = (try? Bcrypt.hash("no password here: only here to take a bcrypt's time")) ?? ""

    let hasher: AsyncPasswordHasher

    init(_ application: Application, on eventLoop: any EventLoop) {
        hasher = application.password.sync.async(on: Self.bcryptThreads, hopTo: eventLoop)
    }

    var dummyHash: String { Self.dummyHash }

    func hash(_ password: String) async throws -> String { try await hasher.hash(password) }

    func verify(_ password: String, created digest: String) async throws -> Bool {
        try await hasher.verify(password, created: digest)
    }
}
