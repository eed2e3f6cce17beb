import EncoreKit
import Foundation
import Testing

@testable import Encore

/// An app downloads the player's data through EncoreKit, as Settings does, decoded by the document's schema.
@Suite(.timeLimit(.minutes(servedTimeLimitMinutes))) struct EncoreKitProfileDataTests {
    @Test func anAppDownloadsThePlayersDataAndAGuestIsRefused() async throws {
        try await withServedEncore { served in
            let maker = served.visitor()
            let (profile, upload, pack) = try await maker.makePosterPack(maker: "앱데이터", title: "앱 묶음")

            let data = try await maker { try await $0.downloadProfileData().ok.body.json }
            let guest = await refusal { try await served.visitor()({ try await $0.downloadProfileData().ok }) }

            #expect(data.profile.id == profile.id)
            #expect(data.packs.map(\.id) == [pack.id] && data.packs.first?.questions.count == 2)
            #expect(data.uploads.map(\.id) == [upload.id])
            #expect(guest?.status == 401)
        }
    }
}
