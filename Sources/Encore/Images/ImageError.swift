import NIOHTTP1

/// Why an image could not be served or made (the picture's own faults are `ImageRejection`).
enum ImageError: DomainErrorCatalog, Equatable {
    /// Every pipeline slot is taken: a moment later there will be one.
    case busy
    /// An image URL whose signature does not match.
    case badSignature
    case notFound
    /// A form or command without the picture it needs.
    case missing

    static let everyCase: [ImageError] = [.busy, .badSignature, .notFound, .missing]

    var answer: ErrorAnswer {
        switch self {
        case .busy: ErrorAnswer("imagePipelineBusy", .serviceUnavailable, "image.busy", retryAfter: 2)
        case .badSignature: ErrorAnswer("imageBadSignature", .forbidden, "image.badSignature")
        case .notFound: ErrorAnswer("imageNotFound", .notFound, "image.notFound")
        case .missing: ErrorAnswer("imageMissing", .badRequest, "image.missing")
        }
    }
}
