import Foundation
import Testing
import VaporTesting

@testable import Encore

/// 내 데이터 내려받기 (#51): one file with everything kept about the profile, and nothing of anyone else's.
@Suite struct ProfileDataTests {
    @Test func theFileHoldsTheProfilesOwnPacksPlaysFavouritesAndUploads() async throws {
        try await withEncore { app, maker in
            let pack = try await QuizFixtures.makePack(app, maker, title: "내 묶음")
            try await maker.sendJSON(.POST, "/api/v1/quiz/packs/\(pack.id)/plays", "{}")
            try await maker.sendJSON(.POST, "/api/v1/idols/favourites", #"{"kind":"group","id":"twice"}"#)
            let gif = try await maker.uploadedGif("춤추는 고양이", tags: "고양이, 춤")
            let other = TestBrowser(app)
            try await other.onboard("남의플레이")
            try await other.sendJSON(.POST, "/api/v1/quiz/packs/\(pack.id)/plays", "{}")

            let response = try await maker.get("/api/v1/profile/data")
            let export = try response.content.decode(ProfileDataExport.self)
            let guest = try await TestBrowser(app).get("/api/v1/profile/data")

            #expect(response.status == .ok)
            #expect(
                response.headers.first(name: .contentDisposition)?.hasPrefix("attachment; filename=\"encore-data-")
                    == true)
            #expect(export.profile.nickname == "출제자")
            #expect(export.packs.map(\.title) == ["내 묶음"])
            #expect(export.packs.first?.questions.map(\.title) == ["괴물", "기생충"])
            #expect(export.packs.first?.questions.allSatisfy { $0.posterURL?.hasPrefix("/img/") == true } == true)
            #expect(export.plays.count == 1 && export.plays.first?.packTitle == "내 묶음", "only the profile's own play")
            #expect(export.idolFavourites.map(\.id) == ["twice"])
            #expect(export.gifUploads.map(\.title) == ["춤추는 고양이"] && export.gifUploads.first?.tags == ["고양이", "춤"])
            #expect(export.gifUploads.first?.id.uuidString.lowercased() == gif.id)
            #expect(export.uploads.count == 2, "the poster and the GIF")
            #expect(guest.status == .unauthorized)
        }
    }

    @Test func downloadsAreLimitedPerProfile() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("내려받기")

            var statuses: [HTTPResponseStatus] = []
            for _ in 0...RateLimit.dataExportsPerProfile.limit {
                statuses.append(try await browser.get("/api/v1/profile/data").status)
            }

            #expect(statuses.dropLast().allSatisfy { $0 == .ok })
            #expect(statuses.last == .tooManyRequests)
        }
    }
}
