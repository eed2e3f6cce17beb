import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// Fair 초성 judging (#29): a clue several films share accepts each of them, and says so.
@Suite struct SameClueTests {
    static let draft = """
        {"title":"같은 초성","level":"beginner","kind":"chosung","questions":[
          {"title":"명량","originalTitle":"The Admiral: Roaring Currents","year":2014,"poster":{},"areas":[]},
          {"title":"기생충","originalTitle":"Parasite","year":2019,"poster":{},"areas":[]}]}
        """

    /// Every clue of the starter packs that another catalog film shares, with its films: a new
    /// one shows up here. Each pair's years differ, so the year hint tells them apart.
    @Test func everyStarterClueAndItsMatches() async throws {
        try await withEncore { app, _ in
            let catalog = app.encore.data.catalog
            var shared: [String: [String]] = [:]
            for pack in app.encore.data.quizStarters.starters.chosungPacks {
                for id in pack.movies {
                    let movie = try #require(catalog.movie(id: id))
                    let clue = TitleClue.text(for: CatalogQuestion.title(of: movie, in: pack.language))
                    let matches = catalog.titles(withClue: clue)
                    if matches.count > 1 { shared[clue] = matches.sorted() }
                }
            }

            #expect(
                shared == [
                    "ㅁㄹ": ["명량", "뮬란"], "ㅇㅅ": ["암살", "애수", "원스"], "ㅊㄱ": ["취권", "친구"], "ㄱㅅ": ["곡성", "관상"],
                    "T______": ["Tangled", "Titanic"], "A_____": ["Amélie", "Avatar"], "F_____": ["Friend", "Frozen"],
                    "S__________": ["Shoplifters", "Snowpiercer"],
                ])
            for titles in shared.values {
                let years = titles.compactMap { title in
                    catalog.movies.first { $0.titleKo == title || $0.titleEn == title }?.year
                }
                #expect(Set(years).count == titles.count, "\(titles)")
            }
        }
    }

    @Test func aSoloQuestionAcceptsTheOtherFilmWithItsClueAndSaysSo() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("공정한")
            // Answers are spaced as a person's are (a burst within a moment is refused as too fast).
            let clock = ManualClock()
            app.encore.clock = clock.appClock
            let created = try await browser.sendJSON(.POST, "/api/v1/quiz/packs", Self.draft)
            let pack = try created.content.decode(PackSummary.self)
            let started = try await browser.sendJSON(.POST, "/api/v1/quiz/packs/\(pack.id)/plays", "{}")
            let path = "/api/v1/quiz/plays/\(try started.content.decode(PlayState.self).id)"

            clock.advance(3)
            let wrong = try await QuizFixtures.answer(browser, path, "미래").content.decode(
                PlayAPIController.AnswerResult.self)
            clock.advance(3)
            let other = try await QuizFixtures.answer(browser, path, "뮬란").content.decode(
                PlayAPIController.AnswerResult.self)

            #expect(!wrong.correct)
            #expect(other.correct && other.state.reveal?.title == "명량")
            #expect(other.state.reveal?.alsoAccepted == ["뮬란"])
        }
    }

    @Test func aRoomJudgesTheSameWayAndItsRevealSaysSo() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("방장")
            let pack = try await browser.sendJSON(.POST, "/api/v1/quiz/packs", Self.draft).content.decode(
                PackSummary.self)
            let opened = try await browser.sendJSON(.POST, "/api/v1/rooms", #"{"packID":"\#(pack.id)"}"#).content
                .decode(RoomAPIController.Opened.self)
            let rooms = app.rooms(on: try app.database)
            let (_, minji) = try await rooms.join(pin: opened.pin, nickname: "민지", profile: nil)
            let (_, hanni) = try await rooms.join(pin: opened.pin, nickname: "하니", profile: nil)
            let host = try #require(try await Profile.query(on: app.db).filter(\.$nickname == "방장").first()).requireID()

            try await rooms.command(.start, room: opened.id, by: host)
            try await rooms.answer("뮬란", room: opened.id, player: minji)
            try await rooms.answer("미래", room: opened.id, player: hanni)
            let game = try await rooms.room(opened.id).game()
            let presentation = PlayPresentation(
                now: app.encore.clock.now(), images: app.encore.images.urls, strings: app.encore.strings,
                language: .ko, catalog: app.encore.data.catalog)
            let frame = try RoomFrames(try await rooms.room(opened.id), shownWith: presentation).forHost

            #expect(game.phase == .revealed)
            #expect(game.player(minji)?.record.last?.answer?.correct == true)
            #expect(game.player(hanni)?.record.last?.answer?.correct == false)
            #expect(frame.contains(#""alsoAccepted":["뮬란"]"#))
        }
    }

    /// Two films of one year with one clue: not even the year hint tells them apart, so quick
    /// draws leave both out; a shared clue with different years stays.
    @Test func quickDrawsLeaveOutCluesNoHintTellsApart() async throws {
        try await withEncore { app, _ in
            let catalog = MovieCatalog(movies: [
                Self.movie("a", "명량", 2014), Self.movie("b", "뮬란", 1998), Self.movie("c", "공조", 2017),
                Self.movie("d", "공작", 2017), Self.movie("e", "기생충", 2019),
            ])
            let draw = ChosungDraw(
                database: try app.database, clock: app.encore.clock, catalog: catalog,
                quickGame: app.encore.data.quizStarters.starters.quickGame)

            let pool = draw.pool(level: .expert, language: .ko).map(\.titleKo)

            #expect(pool == ["명량", "뮬란", "기생충"])
        }
    }

    static func movie(_ id: String, _ title: String, _ year: Int) -> MovieCatalog.Movie {
        .init(id: id, titleKo: title, titleOriginal: title, titleEn: id, year: year, directors: [], genres: [])
    }

    @Test func aPosterQuestionAcceptsOnlyItsOwnTitles() throws {
        let catalog = MovieCatalog(movies: [
            .init(
                id: "a", titleKo: "명량", titleOriginal: "명량", titleEn: "The Admiral", year: 2014, directors: [],
                genres: []),
            .init(
                id: "b", titleKo: "뮬란", titleOriginal: "Mulan", titleEn: "Mulan", year: 1998, directors: [], genres: []),
        ])
        let question = QuizQuestion()
        question.title = "명량"
        question.originalTitle = nil
        question.extraAnswers = []

        #expect(SameClue.titles(for: question, kind: .chosung, in: catalog) == ["뮬란"])
        #expect(SameClue.titles(for: question, kind: .poster, in: catalog).isEmpty)
        #expect(!SameClue.judge(for: question, kind: .poster, in: catalog).isCorrect("뮬란"))
        #expect(SameClue.judge(for: question, kind: .chosung, in: catalog).isCorrect("뮬란"))
    }
}
