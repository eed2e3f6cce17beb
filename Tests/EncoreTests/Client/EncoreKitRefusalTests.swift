import EncoreKit
import Foundation
import OpenAPIRuntime
import Testing

@testable import Encore

/// Refusals reach an EncoreKit caller as `EncoreError`s with the domain code the OpenAPI document
/// lists and a message to show (the room's own are in `EncoreKitRoomTests`).
@Suite(.timeLimit(.minutes(servedTimeLimitMinutes))) struct EncoreKitRefusalTests {
    @Test func aTakenNicknameAFullQuotaAGuestsStatisticsAndABadField() async throws {
        try await withServedEncore { served in
            let first = served.visitor()
            let second = served.visitor()
            let profile = try await first {
                try await $0.createProfile(body: .json(.init(nickname: "저장왕"))).created.body.json
            }
            let filler = ImageUpload(
                hash: String(repeating: "f", count: 64), info: ImageInfo(format: .png, width: 1, height: 1, frames: 1),
                byteCount: UploadService.quotaBytes - 100, uploadedBy: try #require(UUID(uuidString: profile.id)),
                createdAt: Date())
            try await filler.create(on: served.app.db)
            let poster = try TestImages.jpeg(width: 60, height: 60)

            let taken = await refusal {
                try await second { try await $0.createProfile(body: .json(.init(nickname: "저장왕"))) }
            }
            let quota = await refusal {
                try await first {
                    try await $0.uploadImage(
                        body: .multipartForm([.file(.init(payload: .init(body: HTTPBody(poster)), filename: "a.jpg"))]))
                }
            }
            let guest = await refusal { try await second { try await $0.playerQuizStats() } }
            let blank = await refusal {
                try await first { try await $0.updateProfile(body: .json(.init(nickname: "a b"))) }
            }

            #expect(taken?.code == .nicknameTaken && taken?.status == 409 && taken?.message.isEmpty == false)
            #expect(quota?.code == .quotaExceeded && quota?.status == 413 && quota?.message.contains("MB") == true)
            #expect(guest?.status == 401 && guest?.code != nil)
            #expect(blank?.code == .invalidInput && blank?.status == 422 && blank?.field == "nickname")
        }
    }
}
