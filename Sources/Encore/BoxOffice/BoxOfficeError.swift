import NIOHTTP1

/// Why the archive has no chart to give, in the box office's words.
enum BoxOfficeError: DomainErrorCatalog, Hashable {
    /// A day or week whose chart cannot exist yet (today, an unfinished week).
    case notYet
    /// No KOBIS key and nothing archived for this chart: the section explains how to add one.
    case noKey
    /// KOBIS failed and nothing was archived to fall back on.
    case upstream(UpstreamError)
    /// A film code neither KOBIS nor the archive knows.
    case movieNotFound
    /// A chart kind the box office does not have.
    case unknownChart
    /// A well-formed date with no chart, archived or from KOBIS.
    case noRecord
}

extension BoxOfficeError {
    static let everyCase: [BoxOfficeError] =
        [.notYet, .noKey, .movieNotFound, .unknownChart, .noRecord] + UpstreamError.everyCase.map(upstream)

    var answer: ErrorAnswer {
        switch self {
        case .notYet: ErrorAnswer("chartNotYet", .notFound, "boxoffice.error.notYet")
        case .noKey: ErrorAnswer("boxOfficeNotConfigured", .serviceUnavailable, "boxoffice.error.noKey")
        case .upstream(let failure): failure.answer
        case .movieNotFound: ErrorAnswer("movieNotFound", .notFound, "boxoffice.error.movie")
        case .unknownChart: ErrorAnswer("chartNotFound", .notFound, "boxoffice.error.kind")
        case .noRecord: ErrorAnswer("chartNotRecorded", .notFound, "boxoffice.error.noRecord")
        }
    }
}
