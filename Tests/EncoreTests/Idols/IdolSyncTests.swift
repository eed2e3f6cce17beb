import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// Loading the data file into the database: by stable id, only when it changed, never touching favourites.
@Suite struct IdolSyncTests {
    @Test func aChangedFileUpdatesRowsAndKeepsFavourites() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("유지")
            try await browser.sendJSON(.POST, "/api/v1/idols/favourites", #"{"kind":"group","id":"twice"}"#)
            try await browser.sendJSON(.POST, "/api/v1/idols/favourites", #"{"kind":"group","id":"ive"}"#)
            let homeBefore = try await browser.get("/idols").body.string
            var data = app.encore.data.idolCatalog.data
            let twice = try #require(data.groups.firstIndex { $0.id == "twice" })
            data.groups[twice].fandom = "ONCE!"
            data.groups.removeAll { $0.id == "ive" }
            let kept = Set(data.groups.flatMap(\.members).map(\.id))
            data.members.removeAll { !kept.contains($0.id) }

            try await IdolSync.run(IdolCatalog(data: data, digest: "changed"), on: try app.database)
            app.encore.caches.idolDirectory.forget()  // a new data file comes with a new process
            let group = try await IdolGroup.find("twice", on: try app.database)
            let favourites = try await browser.get("/api/v1/idols/favourites").content.decode(IdolFavourites.self)
            let homeAfter = try await browser.get("/idols").body.string

            #expect(group?.fandom == "ONCE!")
            #expect(try await IdolGroup.find("ive", on: try app.database) == nil)
            #expect(try await IdolFavourite.query(on: try app.database).count() == 2)
            #expect(favourites.groups.map(\.id) == ["twice"])
            // The home's rows, a piece kept per reading of the data, follow the new file.
            #expect(homeBefore.contains("/idols/groups/ive") && !homeAfter.contains("/idols/groups/ive"))
        }
    }

    @Test func anUnchangedFileIsNotCopiedAgain() async throws {
        try await withEncore { app, browser in
            _ = try await browser.get("/idols")
            try await IdolGroup.query(on: try app.database).filter(\.$id == "twice").set(\.$nameKo, to: "marker")
                .update()

            try await IdolSync.run(app.encore.data.idolCatalog, on: try app.database)

            #expect(try await IdolGroup.find("twice", on: try app.database)?.nameKo == "marker")
            #expect(
                try await IdolMember.query(on: try app.database).count()
                    == app.encore.data.idolCatalog.data.members.count)
        }
    }

    @Test func birthdaysTodayAndLaterThisWeekInKoreaTime() async throws {
        // 2026-09-21 15:30 UTC is Tuesday 22 September in Korea: 나연's 31st birthday.
        try await withEncore(["ENCORE_NOW": "2026-09-21T15:30:00Z"]) { _, browser in
            let birthdays = try await browser.get("/api/v1/idols/birthdays").content.decode(IdolBirthdays.self)
            let html = try await browser.get("/idols").body.string

            let nayeon = try #require(birthdays.today.first { $0.member.id == "im-nayeon-1995" })
            #expect(nayeon.turns == 31 && nayeon.date == "2026-09-22")
            #expect(birthdays.thisWeek.allSatisfy { $0.date > "2026-09-22" && $0.date <= "2026-09-27" })
            #expect(html.contains("오늘 생일") && html.contains("2026.09.22 · 만 31세"))
        }
    }

    @Test func aLeapDayBirthdayFallsOnThe28thInOtherYears() {
        let keys = IdolDirectory.birthdayDays(today: Day(year: 2027, month: 2, day: 24)!)

        #expect(keys["02-29"] == Day(year: 2027, month: 2, day: 28))
        #expect(keys["02-22"] == nil && keys["02-24"] != nil && keys["02-28"] != nil)
    }
}
