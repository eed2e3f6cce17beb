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
    static var codes: [String] { Array(Set(codesByStatus.values.joined())).sorted() }

    /// The codes each status can carry, sorted: what the types declare, the input problems', and
    /// the framework's generic ones.
    static var codesByStatus: [Int: [String]] {
        let declared = all.flatMap { catalog in catalog.everyCase.map { ($0 as any DomainError).answer } }
        let problems = [FieldProblem.Kind.invalid, .taken, .tooManyAttempts].map {
            FieldProblem("nickname", "nickname.taken", kind: $0).answer
        }
        var codes: [Int: Set<String>] = [:]
        for answer in declared + problems { codes[Int(answer.status.code), default: []].insert(answer.code) }
        for status in GenericErrorCode.statuses {
            codes[status, default: []].insert(GenericErrorCode.code(for: .init(statusCode: status)))
        }
        return codes.mapValues { $0.sorted() }
    }
}
