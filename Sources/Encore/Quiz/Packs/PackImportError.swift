import NIOHTTP1

/// Why an imported pack file was refused, before any of it was stored.
enum PackImportError: DomainErrorCatalog, Equatable {
    case noFile
    case tooLarge(kilobytes: Int)
    /// Not JSON, or not the pack file's shape.
    case malformed
    /// JSON of something else than an Encore pack.
    case notAPack
    /// A pack file of a format version this server does not read.
    case unsupportedVersion(Int)
    /// A pack whose content breaks a rule; `path` says where (`questions[2].title`).
    case invalid(path: String)

    static let everyCase: [PackImportError] = [
        .noFile, .tooLarge(kilobytes: 256), .malformed, .notAPack, .unsupportedVersion(9), .invalid(path: "title"),
    ]

    var answer: ErrorAnswer {
        switch self {
        case .noFile: ErrorAnswer("importFileMissing", .badRequest, "quiz.import.noFile")
        case .tooLarge(let kilobytes):
            ErrorAnswer("importTooLarge", .payloadTooLarge, "quiz.import.tooLarge", arguments: [String(kilobytes)])
        case .malformed: ErrorAnswer("importMalformed", .badRequest, "quiz.import.malformed")
        case .notAPack: ErrorAnswer("importNotAPack", .unprocessableEntity, "quiz.import.notAPack")
        case .unsupportedVersion(let version):
            ErrorAnswer(
                "importVersionUnsupported", .unprocessableEntity, "quiz.import.version", arguments: [String(version)])
        case .invalid(let path):
            ErrorAnswer("importInvalid", .unprocessableEntity, "quiz.import.invalid", arguments: [path])
        }
    }
}
