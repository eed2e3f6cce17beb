import NIOHTTP1

/// Why an upload is refused once the picture itself was accepted.
enum UploadError: DomainErrorCatalog, Equatable {
    /// The profile's uploads already take (nearly) all of its quota.
    case quotaFull(megabytes: Int)
    /// The picture, or a near copy of it, is on the operators' block list (`PictureBlockList`).
    case pictureBlocked
}

extension UploadError {
    static let everyCase: [UploadError] = [.quotaFull(megabytes: 1), .pictureBlocked]

    var answer: ErrorAnswer {
        switch self {
        case .quotaFull(let megabytes):
            ErrorAnswer("quotaExceeded", .payloadTooLarge, "upload.quotaFull", arguments: [String(megabytes)])
        case .pictureBlocked:
            ErrorAnswer("pictureBlocked", .unprocessableEntity, "upload.pictureBlocked")
        }
    }
}
