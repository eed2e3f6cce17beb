import Encore
import Foundation
import NIOCore
import NIOPosix
import Vapor

// Swift concurrency's jobs run on NIO's event loops rather than on a thread pool of their own, so a
// request's handler does not hop between threads at each await (perf: those hops were about a fifth
// of a page's CPU on 2 cores). Nothing blocks a thread in async code here: SQLite, bcrypt, libvips
// and DNS look-ups run on pools of their own.
NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()

// Configuration problems stop start-up with a message naming the variable.
let settings: Settings
do {
    settings = try Settings(environment: ProcessInfo.processInfo.environment)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(78)  // EX_CONFIG
}

var environment = try Environment.detect()
try LoggingSystem.bootstrap(from: &environment)
let app = try await Application.make(environment)
do {
    try await configure(app, settings: settings)
    try await app.execute()
    await stopServing(app)
} catch {
    app.logger.report(error: error)
    try? await app.asyncShutdown()
    exit(1)
}
try await app.asyncShutdown()
