/// Every error type a client can see, in one list the composition root keeps: the OpenAPI document
/// lists their codes, and `DomainErrorTests` checks each of them (and that this list misses none).
enum ErrorCatalogs {
    static let all: [any DomainErrorCatalog.Type] = [
        BoxOfficeError.self, DailyError.self, GifError.self, IdolError.self, ImageError.self, ImageRejection.self,
        PackError.self, PackImportError.self, PlayError.self, ProfileError.self, QuickGameError.self,
        RemoteImageError.self, ModerationError.self, ReportError.self, RequestRefusal.self, RoomError.self,
        RoomMessage.Refusal.self,
        SuspensionError.self, UploadError.self,
        UpstreamError.self,
    ]

    /// Every code an error can carry, sorted, each once.
    static var codes: [String] { Array(Set(book.all.values.joined())).sorted() }

    /// What the OpenAPI document lists: each type's codes by status under its name, and the codes
    /// any operation can answer (input problems, refusals of the request itself, the framework's).
    static var book: ErrorCodeBook {
        var byCatalog: [String: [Int: [String]]] = [:]
        for catalog in all where catalog != RequestRefusal.self {
            byCatalog[name(of: catalog)] = byStatus(catalog.everyCase.map { ($0 as any DomainError).answer })
        }
        let problems = [FieldProblem.Kind.invalid, .taken, .tooManyAttempts].map {
            FieldProblem("nickname", "nickname.taken", kind: $0).answer
        }
        var common = byStatus(problems + RequestRefusal.everyCase.map(\.answer)).mapValues(Set.init)
        for status in GenericErrorCode.statuses {
            common[status, default: []].insert(GenericErrorCode.code(for: .init(statusCode: status)))
        }
        return ErrorCodeBook(common: common.mapValues { $0.sorted() }, byCatalog: byCatalog)
    }

    /// How `x-errors` in `Resources/OpenAPI` names a type: `RoomError`, `RoomMessage.Refusal`.
    static func name(of catalog: any DomainErrorCatalog.Type) -> String {
        String(reflecting: catalog).split(separator: ".").dropFirst().joined(separator: ".")
    }

    private static func byStatus(_ answers: [ErrorAnswer]) -> [Int: [String]] {
        var codes: [Int: Set<String>] = [:]
        for answer in answers { codes[Int(answer.status.code), default: []].insert(answer.code) }
        return codes.mapValues { $0.sorted() }
    }
}
