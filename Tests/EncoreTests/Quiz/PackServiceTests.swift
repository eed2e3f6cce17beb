import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct PackServiceTests {
    static let areas3 = [QuizArea(row: 10, column: 10), QuizArea(row: 40, column: 25), QuizArea(row: 70, column: 45)]

    static func question(
        _ title: String, original: String? = nil, upload: String? = nil, tmdbPath: String? = nil,
        areas: [QuizArea] = areas3, extras: [String]? = nil
    ) -> QuestionDraft {
        QuestionDraft(
            title: title, originalTitle: original, year: 2019, tmdbID: nil,
            poster: PosterChoice(upload: upload, tmdbPath: tmdbPath), areas: areas, extraAnswers: extras)
    }

    /// A signed-in maker and one uploaded poster hash.
    static func service(_ app: Application) throws -> PackService {
        PackService(
            database: try app.database, clock: app.encore.clock, tmdb: app.encore.settings.tmdb,
            movieSearch: app.encore.upstreams.movieSearch,
            creations: VisitorAllowance(limits: app.rateLimits(on: try app.database), network: "192.0.2.1"))
    }

    @Test func aValidPackIsStoredInTheMakersOrder() async throws {
        try await withEncore { app, browser in
            let (maker, hash) = try await QuizFixtures.makerWithPoster(app, browser)
            let draft = PackDraft(
                title: "  주말 영화  ", level: .expert,
                questions: [
                    Self.question("괴물", original: "The Host", upload: hash),
                    Self.question(
                        "기생충", original: "Parasite", tmdbPath: "/parasite_Poster-1.jpg", extras: [" 패러사이트 ", ""]),
                ])

            let pack = try await Self.service(app).create(draft, by: maker)

            let stored = try #require(try await QuizPack.query(on: app.db).with(\.$questions).first())
            let questions = stored.questions.sorted { $0.position < $1.position }
            #expect(stored.title == "주말 영화" && stored.level == .expert && stored.id == pack.id)
            #expect(questions.map(\.title) == ["괴물", "기생충"])
            #expect(questions[0].poster == "u-\(hash)")
            #expect(
                questions[1].poster
                    == ImageSource.remote(URL(string: "https://image.tmdb.org/t/p/original/parasite_Poster-1.jpg")!)
                    .pathComponent)
            #expect(questions[1].extraAnswers == ["패러사이트"])
            #expect(questions[1].areas == Self.areas3)
            #expect(questions[1].judge.isCorrect("parasite"))
        }
    }

    @Test(arguments: [
        ("   ", "title", "이름을 정해주세요"),
        (String(repeating: "가", count: 41), "title", "이름은 40글자 이하로 정해주세요"),
    ])
    func packTitlesAreRequiredAndShort(title: String, field: String, message: String) async throws {
        try await withEncore { app, browser in
            let (maker, hash) = try await QuizFixtures.makerWithPoster(app, browser)

            let error = await #expect(throws: FieldProblem.self) {
                try await Self.service(app).create(
                    PackDraft(title: title, level: .expert, questions: [Self.question("괴물", upload: hash)]), by: maker)
            }

            #expect(error?.fieldName == field)
            #expect(app.encore.strings.text(error?.key ?? "", .ko, error?.arguments ?? []) == message)
            #expect(try await QuizPack.query(on: app.db).count() == 0)
        }
    }

    @Test func everyQuestionIsCheckedAndNothingIsStoredOnAnError() async throws {
        try await withEncore { app, browser in
            let (maker, hash) = try await QuizFixtures.makerWithPoster(app, browser)
            let service = try Self.service(app)
            func problem(_ questions: [QuestionDraft], level: QuizLevel = .expert) async -> FieldProblem? {
                await #expect(throws: FieldProblem.self) {
                    try await service.create(PackDraft(title: "팩", level: level, questions: questions), by: maker)
                }
            }

            let noQuestions = await problem([])
            let tooFewAreas = await problem([Self.question("괴물", upload: hash)], level: .beginner)
            let overlapping = await problem([
                Self.question(
                    "괴물", upload: hash,
                    areas: [
                        QuizArea(row: 10, column: 10), QuizArea(row: 12, column: 12), QuizArea(row: 40, column: 40),
                    ])
            ])
            let unanswerable = await problem([Self.question("千と千尋の神隠し", upload: hash)])
            let unknownUpload = await problem([Self.question("괴물", upload: String(repeating: "0", count: 64))])
            let badPath = await problem([Self.question("괴물", tmdbPath: "https://evil.example/x.jpg")])
            let both = await problem([Self.question("괴물", upload: hash, tmdbPath: "/abc.jpg")])
            let secondBad = await problem([Self.question("괴물", upload: hash), Self.question(" ", upload: hash)])

            #expect(noQuestions?.fieldName == "questions")
            #expect(
                tooFewAreas?.fieldName == "questions[0].areas" && tooFewAreas?.key == "quiz.area.needExactly"
                    && tooFewAreas?.arguments == ["5"])
            #expect(overlapping?.key == "quiz.area.overlap")
            #expect(unanswerable?.key == "quiz.question.unanswerable")
            #expect(unknownUpload?.key == "quiz.question.posterMissing")
            #expect(badPath?.key == "quiz.question.posterMissing")
            #expect(both?.key == "quiz.question.posterMissing")
            #expect(secondBad?.fieldName == "questions[1].title")
            #expect(try await QuizPack.query(on: app.db).count() == 0)
            #expect(try await QuizQuestion.query(on: app.db).count() == 0)
        }
    }

    @Test func anUnanswerableTitleIsFineWithAnExtraAnswer() async throws {
        try await withEncore { app, browser in
            let (maker, hash) = try await QuizFixtures.makerWithPoster(app, browser)

            _ = try await Self.service(app).create(
                PackDraft(
                    title: "지브리", level: .expert,
                    questions: [
                        Self.question("千と千尋の神隠し", upload: hash, extras: ["센과 치히로의 행방불명"])
                    ]), by: maker)

            #expect(try await QuizQuestion.query(on: app.db).first()?.judge.isCorrect("센과치히로의행방불명") == true)
        }
    }

    @Test func packsListNewestFirst() async throws {
        try await withEncore { app, browser in
            let (maker, hash) = try await QuizFixtures.makerWithPoster(app, browser)
            let service = try Self.service(app)
            for title in ["첫째", "둘째", "셋째"] {
                let pack = try await service.create(
                    PackDraft(title: title, level: .expert, questions: [Self.question("괴물", upload: hash)]), by: maker)
                pack.createdAt = Date(timeIntervalSince1970: Double(["첫째": 1, "둘째": 2, "셋째": 3][title]!) * 1000)
                try await pack.save(on: app.db)
            }

            let listed = try await service.list()
            let packs = listed.rows

            #expect(packs.map(\.title) == ["셋째", "둘째", "첫째"] && listed.total == 3)
            #expect(
                packs.allSatisfy {
                    $0.maker_nickname == "출제자" && $0.maker_id == maker.id && $0.question_count == 1
                        && $0.cover_poster?.hasPrefix("u-") == true
                })
        }
    }

    @Test func onlyTheMakerDeletesAPackAndItsQuestionsGoWithIt() async throws {
        try await withEncore { app, browser in
            let (maker, hash) = try await QuizFixtures.makerWithPoster(app, browser)
            let (stranger, _) = try await QuizFixtures.makerWithPoster(app, TestBrowser(app), nickname: "남남")
            let service = try Self.service(app)
            let pack = try await service.create(
                PackDraft(title: "내 팩", level: .expert, questions: [Self.question("괴물", upload: hash)]), by: maker)
            let id = try pack.requireID()

            await #expect(throws: PackError.notYours) { try await service.delete(id, by: stranger) }
            try await service.delete(id, by: maker)
            await #expect(throws: PackError.notFound) { try await service.delete(id, by: maker) }

            #expect(try await QuizPack.query(on: app.db).count() == 0)
            #expect(try await QuizQuestion.query(on: app.db).count() == 0)
        }
    }

    @Test(arguments: [
        ("/abc_DEF-123.jpg", true), ("/x.png", true), ("/a.jpg", true), ("abc.jpg", false), ("/../etc/passwd", false),
        ("/a b.jpg", false), ("/a.gif", false), ("//evil.example/a.jpg", false), ("/가.jpg", false),
    ])
    func tmdbPosterPathsAreChecked(path: String, valid: Bool) {
        #expect(PackService.isTMDBPosterPath(path) == valid)
    }
}
