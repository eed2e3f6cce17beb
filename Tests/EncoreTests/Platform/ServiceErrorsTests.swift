import Testing
import Vapor

@testable import Encore

/// Services throw their own errors; one table decides what each answers with.
@Suite struct ServiceErrorsTests {
    @Test func aPlayErrorAnswersWithItsStatusMessageAndWait() {
        let tooFast = Problem(PlayError.tooFast(retryAfterSeconds: 3))
        let finished = Problem(PlayError.finished)
        let missing = Problem(PlayError.playNotFound)

        #expect(tooFast.status == .tooManyRequests && tooFast.key == "quiz.play.tooFast")
        #expect(tooFast.headers.first(name: "Retry-After") == "3")
        #expect(finished.status == .conflict && finished.key == "quiz.play.finished")
        #expect(missing.status == .notFound && missing.key == "quiz.play.notFound")
    }

    @Test func aBoxOfficeErrorAnswersAsTheArchiveDidBefore() {
        let notYet = Problem(BoxOfficeError.notYet)
        let noKey = Problem(BoxOfficeError.noKey)
        let upstream = Problem(BoxOfficeError.upstream(.timeout))

        #expect(notYet.status == .notFound && notYet.key == "boxoffice.error.notYet")
        #expect(noKey.status == .serviceUnavailable && noKey.key == "boxoffice.error.noKey")
        #expect(
            upstream.status == UpstreamError.timeout.userFacing.status
                && upstream.key == UpstreamError.timeout.userFacing.key)
    }

    @Test func packAndGifErrorsAnswerAsTheServicesDidBefore() {
        #expect(
            Problem(PackError.notFound).status == .notFound && Problem(PackError.notFound).key == "quiz.pack.notFound")
        #expect(Problem(PackError.shareCodeNotFound).key == "quiz.share.notFound")
        #expect(
            Problem(PackError.notYours).status == .forbidden && Problem(PackError.notYours).key == "quiz.pack.notYours")
        #expect(
            Problem(GifError.notFound).status == .notFound && Problem(GifError.notFound).key == "gifs.error.notFound")
        #expect(
            Problem(GifError.notYours).status == .forbidden && Problem(GifError.notYours).key == "gifs.error.notYours")
    }

    @Test func aFullUploadQuotaAnswersAsBefore() {
        let full = Problem(UploadError.quotaFull(megabytes: 60))

        #expect(full.status == .payloadTooLarge && full.key == "upload.quotaFull" && full.arguments == ["60"])
        #expect(ServiceErrors.userFacing(from: UploadError.quotaFull(megabytes: 60))?.status == .payloadTooLarge)
        #expect(ServiceErrors.explained(from: FieldProblem("title", "quiz.pack.titleRequired"))?.field == "title")
        #expect(ServiceErrors.userFacing(from: CancellationError()) == nil)
    }

    @Test func everyPlayErrorHasAMessageInBothLanguages() async throws {
        try await withEncore { app, _ in
            let errors: [PlayError] = [
                .playNotFound, .packNotFound, .finished, .alreadySettled, .paused, .notAnswered, .noHintsLeft,
                .pauseLimitReached, .tooFast(retryAfterSeconds: 1),
            ]
            for error in errors {
                let key = Problem(error).key
                #expect(
                    app.encore.strings.keys(.ko).contains(key) && app.encore.strings.keys(.en).contains(key), "\(key)")
            }
        }
    }
}
