import Vapor

/// An error a service reports in its own words, without HTTP: each section has its own type
/// (`PlayError`, …). What one means for a response is decided here, in one place.
protocol ServiceError: Error, Sendable {}

enum ServiceErrors {
    /// For a page that shows a refusal inline: the error as a user-facing one, whether a service's
    /// own or already user-facing; nil for anything else (a fault, which the error page handles).
    static func userFacing(from error: any Error) -> UserFacingError? {
        explained(from: error) as? UserFacingError
    }

    /// The same for pages that also show input problems (`FieldProblem`) inline.
    static func explained(from error: any Error) -> (any ExplainedError)? {
        if let error = error as? any ServiceError { return userFacing(error) }
        return error as? any ExplainedError
    }

    /// The status an input problem answers with.
    static func status(of problem: FieldProblem.Kind) -> HTTPResponseStatus {
        switch problem {
        case .invalid: .unprocessableEntity
        case .taken: .conflict
        case .tooManyAttempts: .tooManyRequests
        }
    }

    /// The status, message key and headers a service's error answers with.
    static func userFacing(_ error: any ServiceError) -> UserFacingError {
        switch error {
        case let error as PlayError: play(error)
        case let error as BoxOfficeError: boxOffice(error)
        case let error as PackError: pack(error)
        case let error as GifError: gif(error)
        case let error as IdolError: idol(error)
        case let error as UploadError: upload(error)
        case let error as RoomError: room(error)
        default: UserFacingError(.internalServerError, "error.500")
        }
    }

    private static func pack(_ error: PackError) -> UserFacingError {
        switch error {
        case .notFound: UserFacingError(.notFound, "quiz.pack.notFound")
        case .shareCodeNotFound: UserFacingError(.notFound, "quiz.share.notFound")
        case .notYours: UserFacingError(.forbidden, "quiz.pack.notYours")
        }
    }

    private static func room(_ error: RoomError) -> UserFacingError {
        let status: HTTPResponseStatus =
            switch error {
            case .notFound: .notFound
            case .locked: .locked
            case .ended: .gone
            case .removed, .notHost, .notAPlayer, .crossOrigin: .forbidden
            case .noQuestions: .unprocessableEntity
            case .full, .nicknameTaken, .noPlayers, .wrongPhase, .notYetPlaying, .alreadyAnswered, .noHints,
                .noMorePauses:
                .conflict
            case .tooManySockets, .tooManyRooms, .tooManyLookups: .tooManyRequests
            case .busy, .unavailable: .serviceUnavailable
            }
        // A limit's refusal says when to try again: a minute for a count, a moment for capacity.
        let retryAfter: String? =
            switch status {
            case .tooManyRequests: "60"
            case .serviceUnavailable: "5"
            default: nil
            }
        return UserFacingError(
            status, "rooms.error.\(error.code)", headers: retryAfter.map { ["Retry-After": $0] } ?? [:])
    }

    private static func upload(_ error: UploadError) -> UserFacingError {
        switch error {
        case .quotaFull(let megabytes): UserFacingError(.payloadTooLarge, "upload.quotaFull", [String(megabytes)])
        }
    }

    private static func gif(_ error: GifError) -> UserFacingError {
        switch error {
        case .notFound: UserFacingError(.notFound, "gifs.error.notFound")
        case .notYours: UserFacingError(.forbidden, "gifs.error.notYours")
        case .favouritesFull(let limit): UserFacingError(.conflict, "gifs.error.favouritesFull", [String(limit)])
        }
    }

    private static func idol(_ error: IdolError) -> UserFacingError {
        switch error {
        case .favouritesFull: UserFacingError(.conflict, "idols.error.favouritesFull")
        }
    }

    private static func boxOffice(_ error: BoxOfficeError) -> UserFacingError {
        switch error {
        case .notYet: UserFacingError(.notFound, "boxoffice.error.notYet")
        case .noKey: UserFacingError(.serviceUnavailable, "boxoffice.error.noKey")
        case .upstream(let failure): failure.userFacing
        case .movieNotFound: UserFacingError(.notFound, "boxoffice.error.movie")
        }
    }

    private static func play(_ error: PlayError) -> UserFacingError {
        switch error {
        case .playNotFound: UserFacingError(.notFound, "quiz.play.notFound")
        case .packNotFound: UserFacingError(.notFound, "quiz.pack.notFound")
        case .finished: UserFacingError(.conflict, "quiz.play.finished")
        case .alreadySettled: UserFacingError(.conflict, "quiz.play.alreadySettled")
        case .paused: UserFacingError(.conflict, "quiz.play.paused.refused")
        case .notAnswered: UserFacingError(.conflict, "quiz.play.notAnswered")
        case .noHintsLeft: UserFacingError(.conflict, "quiz.hint.noneLeft")
        case .pauseLimitReached: UserFacingError(.conflict, "quiz.play.pause.limit")
        case .roomInProgress: UserFacingError(.conflict, "quiz.play.roomInProgress")
        case .tooFast(let seconds):
            UserFacingError(.tooManyRequests, "quiz.play.tooFast", headers: ["Retry-After": String(seconds)])
        }
    }
}

extension FieldProblem: ExplainedError {
    var status: HTTPResponseStatus { ServiceErrors.status(of: kind) }
    var field: String? { fieldName }
    var reason: String { key }
}
