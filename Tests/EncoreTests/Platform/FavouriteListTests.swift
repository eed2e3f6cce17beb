import Fluent
import Foundation
import Testing
import VaporTesting

@testable import Encore

/// The favourites component GIFs and idols share.
@Suite struct FavouriteListTests {
    @Test func theSameItemStarredAtOnceFromSeveralTabsIsKeptOnceWithoutAnError() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("여러탭")
            let profile = try #require(try await Profile.query(on: app.db).first()?.id)
            let list = FavouriteList<GifFavourite>(
                database: try app.database, profileID: profile, now: Date(), limit: 10)

            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        try await list.add(
                            .giphy, "abc123", whenFull: GifError.favouritesFull(limit: 10)
                        ) {
                            GifFavourite(profileID: profile, kind: .giphy, itemID: "abc123", title: "", at: Date())
                        }
                    }
                }
                try await group.waitForAll()
            }

            #expect(try await list.rows("item_id", as: ItemID.self).map(\.item_id) == ["abc123"])
        }
    }

    @Test func aFullListRefusesANewItemButStillMovesAKnownOneToTheTop() async throws {
        try await withEncore { app, browser in
            try await browser.onboard("가득참")
            let profile = try #require(try await Profile.query(on: app.db).first()?.id)
            let start = Date(timeIntervalSince1970: 1_790_000_000)
            func list(at minute: Double) throws -> FavouriteList<IdolFavourite> {
                FavouriteList(
                    database: try app.database, profileID: profile, now: start.addingTimeInterval(minute * 60), limit: 2
                )
            }
            func add(_ id: String, at minute: Double) async throws {
                try await list(at: minute).add(
                    .group, id, whenFull: IdolError.favouritesFull
                ) {
                    IdolFavourite(
                        profileID: profile, kind: .group, itemID: id, at: start.addingTimeInterval(minute * 60))
                }
            }
            try await add("a", at: 1)
            try await add("b", at: 2)

            await #expect(throws: IdolError.self) { try await add("c", at: 3) }
            try await add("a", at: 4)

            #expect(try await list(at: 5).rows("item_id", as: ItemID.self).map(\.item_id) == ["a", "b"])
        }
    }

    private struct ItemID: Decodable { let item_id: String }
}
