import EncoreKit
import EncoreKitNIO
import Foundation
import OpenAPIRuntime
import Testing
import Vapor
import VaporTesting

@testable import Encore

/// Encore served on a real port, and EncoreKit clients of it: the end-to-end suites speak to the
/// server only through EncoreKit (the server side of a test only arranges what no client can,
/// such as a nearly full quota, as the other suites do).
struct ServedEncore {
    let app: Application
    let url: URL
    /// The app's clock, standing still unless the test moves it: a question's 20 s must not run out
    /// between a test's steps on a machine busy enough to take that long over them (a room's first
    /// reveal once came with nobody right, a play's answer with 409 alreadySettled).
    let clock: ManualClock

    /// A new visitor: a client with cookies of its own. Its requests wait as long as the suite's
    /// time limit (`servedTimeLimit`) rather than EncoreKit's minute: a first request once took longer
    /// than a minute while two PostgreSQL suites, a browser suite and a release build shared two cores.
    func visitor() -> EncoreClient {
        EncoreClient(serverURL: url, requestTimeout: .minutes(Int64(servedTimeLimitMinutes)))
    }
}

/// The end-to-end suites' hang guard: a test still running after this long has stopped for good.
let servedTimeLimitMinutes = 10

func withServedEncore(
    _ overrides: [String: String] = [:], _ body: (ServedEncore) async throws -> Void
) async throws {
    try await withEncore(overrides) { app, _ in
        let clock = ManualClock(app.encore.clock.now())
        app.encore.clock = clock.appClock
        try await app.server.start(address: .hostname("127.0.0.1", port: 0))
        do {
            let port = try #require(app.http.server.shared.localAddress?.port)
            try await body(ServedEncore(app: app, url: URL(string: "http://127.0.0.1:\(port)")!, clock: clock))
        } catch {
            await stopServing(app)
            throw error
        }
        await stopServing(app)
    }
}

/// What a call was refused with; fails the test when it was not refused by the server.
func refusal<T>(_ call: () async throws -> T) async -> EncoreError? {
    do {
        _ = try await call()
        Issue.record("The call was not refused")
        return nil
    } catch let error as EncoreError {
        return error
    } catch {
        Issue.record("Refused without an EncoreError: \(error)")
        return nil
    }
}

extension EncoreClient {
    /// A new profile, one uploaded poster and a two-question expert pack on it (괴물, and 기생충 which
    /// also takes 패러사이트), made as the editor makes it.
    func makePosterPack(maker nickname: String, title: String = "주말 영화") async throws -> (
        Components.Schemas.Profile, Components.Schemas.Upload, Components.Schemas.PackSummary
    ) {
        let profile = try await self {
            try await $0.createProfile(body: .json(.init(nickname: nickname))).created.body.json
        }
        let poster = HTTPBody(try TestImages.jpeg(width: 200, height: 300))
        let upload = try await self {
            try await $0.uploadImage(
                body: .multipartForm([.file(.init(payload: .init(body: poster), filename: "poster.jpg"))])
            )
            .created.body.json
        }
        let questions: [Components.Schemas.PackQuestionDraft] = [
            .init(
                areas: [.init(column: 10, row: 10), .init(column: 25, row: 40), .init(column: 45, row: 70)],
                originalTitle: "The Host", poster: .init(upload: upload.id), title: "괴물"),
            .init(
                areas: [.init(column: 20, row: 20), .init(column: 30, row: 50), .init(column: 10, row: 60)],
                extraAnswers: ["패러사이트"], originalTitle: "Parasite", poster: .init(upload: upload.id), title: "기생충"),
        ]
        let pack = try await self {
            try await $0.createQuizPack(body: .json(.init(level: .expert, questions: questions, title: title))).created
                .body.json
        }
        return (profile, upload, pack)
    }

    /// A room of a new poster pack of this visitor's, without hints.
    func openRoomOfANewPack() async throws -> Components.Schemas.RoomOpened {
        let (_, _, pack) = try await makePosterPack(maker: "진행자")
        return try await self {
            try await $0.openRoom(body: .json(.init(hints: false, packID: pack.id))).created.body.json
        }
    }
}
