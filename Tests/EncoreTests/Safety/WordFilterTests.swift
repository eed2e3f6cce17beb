import Foundation
import Testing
import VaporTesting

@testable import Encore

/// The word filter (#51): the listed words in Korean and English are refused however they are
/// disguised, the words that merely contain one pass, and every place a stranger names something
/// others see says so clearly.
@Suite struct WordFilterTests {
    let filter = WordFilter.builtIn

    @Test(arguments: [
        "씨발", "씨 발", "씨.발", "씨-발!", "씨씨발", "ㅅㅂ", "ㅆ ㅂ", "ㅋㅋㅅㅂ", "ㅄ", "병신같은", "개새끼야", "ㄱㅅㄲ",
        "fuck", "FUCK", "f u c k", "f.u.c.k", "fuuuuck", "xXfuckXx", "sh1t", "5hit", "ѕhіt", "ｆｕｃｋ", "bitches",
        "whores",
        "Bull$hit", "motherfucker",
    ])
    func aListedWordIsRefusedHoweverItIsWritten(_ text: String) {
        #expect(filter.refuses(text), "\(text)")
    }

    @Test(arguments: [
        "시발점", "시발점 퀴즈", "기생충", "보지 마", "5개년 계획", "ㄱㄱ", "ㅎㅎ", "Assassin", "Sussex", "Scunthorpe", "Class",
        "Cocktail hour", "Kick-Ass", "Shiitake", "Moby Dick", "Passion", "Analysis", "Grape", "Therapist", "민지", "하니",
    ])
    func aWordThatOnlyContainsOnePasses(_ text: String) {
        #expect(!filter.refuses(text), "\(text)")
    }

    @Test func theBuiltInListIsRead() {
        #expect(!filter.isEmpty)
    }

    @Test func aRefusedNicknameIsSaidClearlyAndNotRenamed() async throws {
        try await withEncore { app, browser in
            try await browser.get("/welcome")

            let page = try await browser.postForm("/welcome", ["nickname": "씨발놈"])
            let check = try await browser.get("/api/v1/nicknames/check?nickname=%E3%85%85%E3%85%82%EB%A7%A8")
            let api = try await TestBrowser(app).sendJSON(.POST, "/api/v1/profile", #"{"nickname":"f.u.c.k"}"#)
            let profiles = try await Profile.query(on: app.db).count()

            #expect(page.status == .unprocessableEntity && page.body.string.contains("쓸 수 없는 말"))
            #expect(check.body.string.contains("쓸 수 없는 말"))
            #expect(api.status == .unprocessableEntity && ReportTests.field(api) == "nickname")
            #expect(profiles == 0)
        }
    }

    @Test func packTitlesAndGifTitlesAndTagsAreFilteredToo() async throws {
        try await withEncore { app, maker in
            let (_, hash) = try await QuizFixtures.makerWithPoster(app, maker)

            let pack = try await maker.sendJSON(
                .POST, "/api/v1/quiz/packs", QuizFixtures.draftJSON(upload: hash, title: "병 신 퀴즈"))
            let fine = try await maker.sendJSON(
                .POST, "/api/v1/quiz/packs", QuizFixtures.draftJSON(upload: hash, title: "시발점 퀴즈"))
            let gifTitle = try await maker.uploadGif(
                try TestImages.gif(width: 40, height: 30, frames: 3), title: "sh1t happens", tags: "웃김")
            let gifTag = try await maker.uploadGif(
                try TestImages.gif(width: 40, height: 30, frames: 3), title: "춤추는 고양이", tags: "고양이, ㅅㅂ")

            #expect(pack.status == .unprocessableEntity && ReportTests.field(pack) == "title")
            #expect(fine.status == .created)
            #expect(gifTitle.status == .unprocessableEntity && ReportTests.field(gifTitle) == "title")
            #expect(gifTag.status == .unprocessableEntity && ReportTests.field(gifTag) == "tags")
        }
    }

    @Test func aRoomRefusesANicknameWithAListedWord() async throws {
        try await withEncore { app, host in
            let pack = try await QuizFixtures.makePack(app, host)
            let pin = try await host.sendJSON(.POST, "/api/v1/rooms", #"{"packID":"\#(pack.id)"}"#)
                .content.decode(RoomAPIController.Opened.self).pin

            let joined = try await TestBrowser(app).sendJSON(
                .POST, "/api/v1/rooms/\(pin)/players", #"{"nickname":"ㅂㅅ"}"#)

            #expect(joined.status == .unprocessableEntity && ReportTests.field(joined) == "nickname")
        }
    }
}
