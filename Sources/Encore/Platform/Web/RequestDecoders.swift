import Vapor

/// What reads request bodies, in front of Vapor's own decoders: `ControlCharacterRefusingDecoder`
/// for JSON and `MultipartHeaderGuard` for multipart forms. Set once for the process:
/// `ContentConfiguration.global` is one setting for every app in it (tests run many at once), so
/// every app gets the same, set before the first of them serves.
enum RequestDecoders {
    static func install() { _ = installed }

    private static let installed: Void = {
        var configuration = ContentConfiguration.global
        if let json = try? configuration.requireDecoder(for: .json) {
            configuration.use(
                decoder: ControlCharacterRefusingDecoder(base: json) { ControlCharacterSearch.mayHoldOne(json: $0) },
                for: .json)
        }
        if let multipart = try? configuration.requireDecoder(for: .formData) {
            configuration.use(decoder: MultipartHeaderGuard(base: multipart), for: .formData)
        }
        ContentConfiguration.global = configuration
    }()
}
