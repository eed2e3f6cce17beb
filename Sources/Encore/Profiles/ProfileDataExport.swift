import Foundation

/// 내 데이터 내려받기: everything Encore keeps about one profile, as one JSON file
/// (`GET /api/v1/profile/data`, `ProfileDataExport` in the OpenAPI document). Pictures are links
/// through the image pipeline, signed, that work as long as the picture is kept.
struct ProfileDataExport: Codable, Sendable {
    struct Pack: Codable, Sendable {
        let id: UUID
        let title: String
        let level: String
        let kind: String
        let createdAt: Date
        let shareCode: String?
        let review: String
        let questions: [Question]
    }

    struct Question: Codable, Sendable {
        let title: String
        let originalTitle: String?
        let year: Int?
        let extraAnswers: [String]
        /// The poster as the editor shows it (empty for a 초성 question).
        let posterURL: String?
    }

    struct Play: Codable, Sendable {
        let id: UUID
        let packID: UUID
        let packTitle: String?
        let startedAt: Date
        let finishedAt: Date?
        let score: Int?
        let bestStreak: Int?
        let hintsUsed: Int
        let inRoom: Bool
        let answers: [PlayOutcome]
    }

    struct DailyResult: Codable, Sendable {
        let number: Int
        let solved: Bool
        let tries: Int
        let onTheDay: Bool
        let startedAt: Date
        let finishedAt: Date?
        let guesses: [DailyGuess]
    }

    struct Favourite: Codable, Sendable {
        let kind: String
        let id: String
        let title: String?
        let addedAt: Date
    }

    struct GifUpload: Codable, Sendable {
        let id: UUID
        let title: String
        let tags: [String]
        let createdAt: Date
        let url: String
    }

    struct Upload: Codable, Sendable {
        let id: String
        let format: String
        let width: Int
        let height: Int
        let byteCount: Int
        let createdAt: Date
        let url: String
    }

    struct Room: Codable, Sendable {
        let id: UUID
        let packTitle: String
        let createdAt: Date
        /// Hosted, or played in as a player.
        let role: String
    }

    let exportedAt: Date
    /// As `GET /api/v1/profile` answers.
    let profile: ProfileDTO
    let packs: [Pack]
    let plays: [Play]
    let dailyResults: [DailyResult]
    let idolFavourites: [Favourite]
    let gifFavourites: [Favourite]
    let gifUploads: [GifUpload]
    let uploads: [Upload]
    let rooms: [Room]
}
