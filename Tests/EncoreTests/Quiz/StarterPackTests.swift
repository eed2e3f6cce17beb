import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct StarterPackTests {
    static func starters(_ json: String, digest: String = "test") throws -> QuizStarterCatalog {
        QuizStarterCatalog(starters: try JSONDecoder().decode(QuizStarters.self, from: Data(json.utf8)), digest: digest)
    }

    static func chosungFile(
        movies: String = #""parasite-2019", "the-host-2006""#, english: Bool = true, extra: String = ""
    ) -> String {
        let englishPack =
            english
            ? #", {"key":"en","title":"English initials","level":"intermediate","language":"en","movies":["parasite-2019"]}"#
            : ""
        return """
            {"chosungPacks":[{"key":"ko","title":"한국 초성","level":"beginner","language":"ko","movies":[\(movies)]}\(englishPack)\(extra)],
             "posterPacks":[{"key":"posters","title":"포스터","level":"expert","questions":[
                {"movie":"parasite-2019","tmdbId":496243,"areas":[{"row":37,"column":24},{"row":15,"column":12},{"row":60,"column":38}]},
                {"movie":"the-host-2006","tmdbId":1255,"areas":[{"row":20,"column":35},{"row":55,"column":15},{"row":70,"column":40}]},
                {"movie":"oldboy-2003","tmdbId":670,"areas":[{"row":10,"column":24},{"row":40,"column":8},{"row":45,"column":40}]}]}],
             "quickGame":{"questionCount":10,"famous":{"ko":["parasite-2019"]}}}
            """
    }

    static func starterPacks(_ app: Application, kind: QuizKind) async throws -> [QuizPack] {
        try await QuizPack.query(on: try app.database).filter(\.$origin == .starter).filter(\.$kind == kind).with(
            \.$questions
        )
        .with(\.$maker)
        .sort(\.$createdAt, .descending).all()
    }

    @Test func theShippedFileKeepsEveryRule() throws {
        let catalog = MovieFixtures.catalog
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Resources/Data/quiz-starters.json").standardized.path
        let file = try QuizStarterCatalog.load(from: path, catalog: catalog)

        #expect(
            file.starters.chosungPacks.contains { $0.language == .ko }
                && file.starters.chosungPacks.contains { $0.language == .en })
        #expect(file.starters.posterPacks.count >= 2)
        #expect(
            file.starters.quickGame.famous["ko"]?.allSatisfy {
                TitleClue.hasHangul(catalog.movie(id: $0)?.titleOriginal ?? "")
            } == true)
    }

    @Test func aBrokenFileIsRefusedWithEveryReason() throws {
        let file = try Self.starters(
            Self.chosungFile(
                movies: #""no-such-film", "1917-2019""#,
                extra: #", {"key":"ko","title":"again","level":"beginner","language":"ko","movies":["parasite-2019"]}"#)
        )
        let broken = QuizStarters(
            chosungPacks: file.starters.chosungPacks,
            posterPacks: [
                QuizStarters.PosterPack(
                    key: "bad", title: "겹침", level: .expert,
                    questions: [
                        .init(
                            movie: "parasite-2019", tmdbId: 1,
                            areas: [
                                QuizArea(row: 10, column: 10), QuizArea(row: 11, column: 11),
                                QuizArea(row: 40, column: 40),
                            ])
                    ])
            ],
            quickGame: file.starters.quickGame)

        let problems = QuizStarterRules(catalog: MovieFixtures.catalog).problems(in: broken)

        #expect(problems.contains("ko: key used twice"))
        #expect(problems.contains("ko: no-such-film is not in the catalog"))
        #expect(problems.contains("ko: 1917-2019 would show its own answer"))
        #expect(problems.contains { $0.hasPrefix("bad: parasite-2019 areas") })
    }

    @Test func chosungStartersAreMadeByEncoreOnceAndKeepTheirPlaysWhenNothingChanged() async throws {
        try await withEncore { app, browser in
            let catalog = app.encore.data.catalog
            let now = app.encore.clock.now()
            try await StarterPackSync.syncChosung(
                try Self.starters(Self.chosungFile(), digest: "one"), catalog: catalog, on: try app.database, now: now)
            let first = try await Self.starterPacks(app, kind: .chosung)
            try await browser.onboard("플레이어")
            let korean = try #require(first.first { $0.starterKey == "ko" })
            _ = try await browser.sendJSON(.POST, "/api/v1/quiz/packs/\(try korean.requireID())/plays", "{}")

            try await StarterPackSync.syncChosung(
                try Self.starters(Self.chosungFile(), digest: "two"), catalog: catalog, on: try app.database, now: now)
            let again = try await Self.starterPacks(app, kind: .chosung)

            #expect(first.count == 2 && again.count == 2)
            #expect(
                Set(again.map(\.id)) == Set(first.map(\.id))
                    && Set(again.map(\.shareCode)) == Set(first.map(\.shareCode)))
            #expect(first.allSatisfy { $0.maker.nickname == "Encore" && $0.$maker.id == EncoreProfile.id })
            #expect(first.map(\.starterKey) == ["ko", "en"], "the file's order, first on top")
            let questions = korean.questions.sorted { $0.position < $1.position }
            #expect(questions.map(\.title) == ["기생충", "괴물"] && questions[0].extraAnswers == ["Parasite"])
            #expect(
                questions[0].directors == ["봉준호"] && questions[0].releaseYear == 2019
                    && questions[0].genres?.isEmpty == false)
            let english = try #require(first.first { $0.starterKey == "en" }?.questions.first)
            #expect(
                english.title == "Parasite" && english.judge.isCorrect("기생충")
                    && TitleClue.text(for: english.title) == "P_______")
            #expect(try await QuizPlay.query(on: try app.database).count() == 1, "an unchanged pack keeps its plays")
        }
    }

    @Test func anEditedFileUpdatesItsPacksInPlaceAndDropsTheOnesItLost() async throws {
        try await withEncore { app, browser in
            let catalog = app.encore.data.catalog
            let now = app.encore.clock.now()
            try await StarterPackSync.syncChosung(
                try Self.starters(Self.chosungFile(), digest: "one"), catalog: catalog, on: try app.database, now: now)
            let before = try #require(try await Self.starterPacks(app, kind: .chosung).first { $0.starterKey == "ko" })
            try await browser.onboard("플레이어")
            _ = try await browser.sendJSON(.POST, "/api/v1/quiz/packs/\(try before.requireID())/plays", "{}")
            let edited = Self.chosungFile(movies: #""oldboy-2003""#, english: false)

            try await StarterPackSync.syncChosung(
                try Self.starters(edited, digest: "two"), catalog: catalog, on: try app.database, now: now)
            let after = try await Self.starterPacks(app, kind: .chosung)

            #expect(after.map(\.starterKey) == ["ko"])
            #expect(after.first?.id == before.id && after.first?.questions.map(\.title) == ["올드보이"])
            #expect(try await QuizPlay.query(on: try app.database).count() == 0, "plays of the old questions go")
        }
    }

    @Test func aKeyThatMovedFromThePosterListBecomesAChosungPack() async throws {
        try await withEncore { app, _ in
            let maker = try await EncoreProfile.ensure(on: try app.database, now: app.encore.clock.now())
            let old = QuizPack(
                title: "옛 포스터", level: .expert, makerID: try maker.requireID(), createdAt: app.encore.clock.now())
            old.origin = .starter
            old.starterKey = "ko"
            try await old.create(on: try app.database)

            try await StarterPackSync.syncChosung(
                try Self.starters(Self.chosungFile()), catalog: app.encore.data.catalog, on: try app.database,
                now: app.encore.clock.now())

            let moved = try #require(try await Self.starterPacks(app, kind: .chosung).first { $0.starterKey == "ko" })
            #expect(moved.id == old.id && moved.title == "한국 초성" && moved.questions.count == 2)
            #expect(try await Self.starterPacks(app, kind: .poster).isEmpty)
        }
    }

    @Test func theTabLoadsTheShippedStartersWhichPlayWithNoKeys() async throws {
        try await withEncore { app, browser in
            let listed = try await browser.get("/api/v1/quiz/packs").content.decode([PackSummary].self)
            try await browser.onboard("첫손님")
            let pack = try #require(listed.first { $0.title == "초성 퀴즈: 한국 흥행 영화" })
            let play = try await browser.sendJSON(.POST, "/api/v1/quiz/packs/\(pack.id)/plays", "{}").content.decode(
                PlayState.self)

            #expect(listed.count == app.encore.data.quizStarters.starters.chosungPacks.count)
            #expect(
                listed.allSatisfy {
                    $0.origin == .starter && $0.maker.nickname == "Encore" && $0.kind == .chosung && $0.shareCode != nil
                })
            #expect(play.chosung == TitleClue.text(for: "명량") && play.questionCount == 10)
            #expect(
                try await BuiltinDataVersion.find(StarterPackSync.chosungDataName, on: try app.database)?.digest
                    == app.encore.data.quizStarters.digest)
        }
    }

    @Test func posterStartersComeFromTMDBAndAWrongIdIsLeftOut() async throws {
        try await withEncore(MovieFixtures.tmdbEnvironment) { app, _ in
            let transport = FakeUpstreamTransport()
            transport.on("/3/configuration", body: TMDBFixtures.configuration)
            transport.on(
                "/3/movie/496243",
                body:
                    #"{"id":496243,"title":"기생충","original_title":"기생충","release_date":"2019-05-30","poster_path":"/parasite.jpg","overview":"두 가족 이야기.","genres":[{"id":18,"name":"드라마"}]}"#
            )
            // Not the film the file names (an id typed wrong): left out.
            transport.on("/3/movie/496243/images", body: TMDBFixtures.images)
            transport.on(
                "/3/movie/1255",
                body:
                    #"{"id":1255,"title":"다른 영화","original_title":"Another Film","release_date":"1990-01-01","poster_path":"/other.jpg","overview":""}"#
            )
            transport.on("/3/movie/670", status: 404, body: TMDBFixtures.notFoundWithoutSuccess)
            let movies = TMDBClient(transport: transport, settings: app.encore.settings.tmdb)
            let file = try Self.starters(Self.chosungFile())

            try await StarterPackSync.syncPosters(
                file, catalog: app.encore.data.catalog, movies: movies, tmdb: app.encore.settings.tmdb,
                on: try app.database, now: app.encore.clock.now(), logger: app.logger)
            let requestsAfterFirst = transport.requests.count
            try await StarterPackSync.syncPosters(
                file, catalog: app.encore.data.catalog, movies: movies, tmdb: app.encore.settings.tmdb,
                on: try app.database, now: app.encore.clock.now(), logger: app.logger)

            let packs = try await Self.starterPacks(app, kind: .poster)
            let question = try #require(packs.first?.questions.first)
            #expect(packs.count == 1 && packs.first?.questions.count == 1 && packs.first?.maker.nickname == "Encore")
            #expect(
                question.title == "기생충" && question.tmdbID == 496243 && question.areas.count == 3
                    && question.overview == "두 가족 이야기.")
            #expect(
                ImageSource(pathComponent: question.poster).map { "\($0)" }?.contains("/textless.jpg") == true
                    && question.releaseDate == "2019-05-30" && question.directors == ["봉준호"])
            #expect(transport.requests.count == requestsAfterFirst, "an unchanged file asks TMDB nothing")
        }
    }

    @Test func posterStartersWaitForTMDBAndAFailureRecordsNothing() async throws {
        try await withEncore(MovieFixtures.tmdbEnvironment) { app, _ in
            let transport = FakeUpstreamTransport()
            transport.on("/3/configuration", body: TMDBFixtures.configuration)
            transport.on("/3/movie/496243", status: 503, body: "down")
            let movies = TMDBClient(transport: transport, settings: app.encore.settings.tmdb)
            let unconfigured = try Settings(environment: [:]).tmdb

            try await StarterPackSync.syncPosters(
                try Self.starters(Self.chosungFile()), catalog: app.encore.data.catalog, movies: movies,
                tmdb: unconfigured,
                on: try app.database, now: app.encore.clock.now(), logger: app.logger)
            let askedWithoutAKey = transport.requests.count
            await #expect(throws: UpstreamError.self) {
                try await StarterPackSync.syncPosters(
                    try Self.starters(Self.chosungFile()), catalog: app.encore.data.catalog, movies: movies,
                    tmdb: app.encore.settings.tmdb, on: try app.database, now: app.encore.clock.now(),
                    logger: app.logger)
            }

            #expect(askedWithoutAKey == 0)
            #expect(try await Self.starterPacks(app, kind: .poster).isEmpty)
            #expect(try await BuiltinDataVersion.find(StarterPackSync.posterDataName, on: try app.database) == nil)
        }
    }

    @Test func nobodyCanTakeEncoresName() async throws {
        try await withEncore { _, browser in
            for name in ["Encore", "encore", "앙코르"] {
                let response = try await browser.get(
                    "/api/v1/nicknames/check?nickname=\(name.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"
                )
                #expect(response.body.string.contains("Encore가 쓰는 이름"), "\(name)")
            }
        }
    }
}
