import Encore
import Foundation
import Vapor

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
