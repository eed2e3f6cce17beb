import NIOHTTP1

/// Why a report was not taken.
enum ReportError: DomainErrorCatalog, Equatable {
    /// No pack or GIF has that id, or it is nobody's to report (a drawn 초성 game).
    case notFound
    /// One's own pack or GIF: delete or edit it instead.
    case ownItem
}

extension ReportError {
    static let everyCase: [ReportError] = [.notFound, .ownItem]

    var answer: ErrorAnswer {
        switch self {
        case .notFound: ErrorAnswer("reportSubjectNotFound", .notFound, "reports.error.notFound")
        case .ownItem: ErrorAnswer("reportOwnItem", .conflict, "reports.error.ownItem")
        }
    }
}
