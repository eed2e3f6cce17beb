import Foundation
import Testing
import VaporTesting

@testable import Encore

/// #27.5: one address checked 3,000 PINs in 2.5 s through `GET /api/v1/rooms/{pin}`, `/join/{pin}`
/// and `/join?code=`, nothing counted. PINs that name no room are now counted per address in the
/// database: past the allowance every look-up from that address is refused, the live room too.
@Suite struct RoomPINEnumerationTests {
    /// PINs that are not `live`, in order from 100000.
    private func misses(_ count: Int, avoiding live: String) -> [String] {
        (100_000...999_999).lazy.map(String.init).filter { $0 != live }.prefix(count).map { $0 }
    }

    @Test func walkingThePINSpaceIsRefusedBeforeItFindsTheRoom() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser)
            let guesser = TestBrowser(app)
            let allowance = RateLimit.pinMissesPerAddress.limit

            var statuses: [HTTPStatus] = []
            for (index, pin) in misses(allowance + 5, avoiding: room.opened.pin).enumerated() {
                // The three ways in, in turn.
                let path = ["/api/v1/rooms/\(pin)", "/join/\(pin)", "/join?code=\(pin)"][index % 3]
                statuses.append(try await guesser.get(path).status)
            }
            let found = try await guesser.get("/api/v1/rooms/\(room.opened.pin)")
            let join = try await guesser.sendJSON(
                .POST, "/api/v1/rooms/\(room.opened.pin)/players", #"{"nickname":"침입자"}"#)

            #expect(statuses.prefix(allowance).allSatisfy { $0 == .notFound })
            #expect(statuses.dropFirst(allowance).allSatisfy { $0 == .tooManyRequests })
            #expect(found.status == .tooManyRequests)
            #expect(found.headers.first(name: .retryAfter) != nil)
            #expect(join.status == .tooManyRequests)
        }
    }
}
