/// Every error type a client can see, in one list the composition root keeps: the OpenAPI document
/// lists their codes, and `DomainErrorTests` checks each of them (and that this list misses none).
enum ErrorCatalogs {
    static let all: [any DomainErrorCatalog.Type] = [
        BoxOfficeError.self, GifError.self, IdolError.self, ImageError.self, ImageRejection.self,
        PackError.self, PackImportError.self, PlayError.self, ProfileError.self, QuickGameError.self,
        RemoteImageError.self, RequestRefusal.self, RoomError.self, RoomMessage.Refusal.self, UploadError.self,
        UpstreamError.self,
    ]

    /// Every code an error can carry, sorted, each once.
    static var codes: [String] {
        let declared = all.flatMap { $0.codes }
        return Array(Set(declared + FieldProblem.codes + GenericErrorCode.all)).sorted()
    }
}

extension DomainErrorCatalog {
    static var codes: [String] { everyCase.map(\.answer.code) }
}
