import NIOHTTP1

/// Why an upload is refused once the picture itself was accepted.
enum UploadError: DomainErrorCatalog, Equatable {
    /// The profile's uploads already take (nearly) all of its quota.
    case quotaFull(megabytes: Int)
}

extension UploadError {
    static let everyCase: [UploadError] = [.quotaFull(megabytes: 1)]

    var answer: ErrorAnswer {
        switch self {
        case .quotaFull(let megabytes):
            ErrorAnswer("quotaExceeded", .payloadTooLarge, "upload.quotaFull", arguments: [String(megabytes)])
        }
    }
}
