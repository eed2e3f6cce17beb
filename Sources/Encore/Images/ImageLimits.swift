import NIOHTTP1

/// Bounds on what the pipeline will touch, checked on the header before any pixel is decoded,
/// so decompression bombs and frame floods are refused cheaply.
struct ImageLimits: Sendable {
    var maxBytes = 12 * 1024 * 1024
    var maxDimension = 10_000
    var maxPixels = 40_000_000
    var maxFrames = 300
    /// Width × height × frames, for animations: what decoding them actually costs.
    var maxAnimationPixels = 150_000_000
}

/// Why an image was refused; each maps to a clear 4xx message.
enum ImageRejection: DomainErrorCatalog, Equatable {
    case unsupportedFormat
    case tooLarge
    case tooManyPixels
    case tooManyFrames
    case unreadable

    static let everyCase: [ImageRejection] = [
        .unsupportedFormat, .tooLarge, .tooManyPixels, .tooManyFrames, .unreadable,
    ]

    var answer: ErrorAnswer {
        switch self {
        case .unsupportedFormat: ErrorAnswer("imageUnsupported", .unsupportedMediaType, "image.unsupported")
        case .tooLarge: ErrorAnswer("imageTooLarge", .payloadTooLarge, "image.tooLarge")
        case .tooManyPixels: ErrorAnswer("imageTooManyPixels", .unprocessableEntity, "image.tooManyPixels")
        case .tooManyFrames: ErrorAnswer("imageTooManyFrames", .unprocessableEntity, "image.tooManyFrames")
        case .unreadable: ErrorAnswer("imageUnreadable", .unprocessableEntity, "image.unreadable")
        }
    }
}
