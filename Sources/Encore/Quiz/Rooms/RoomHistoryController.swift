import Vapor

/// `GET /quiz/rooms`: the rooms a host opened, newest first, each with its podium.
struct RoomHistoryController {
    let rooms: RoomFactory

    struct Entry: Encodable {
        let createdAt: String
        let packTitle: String
        let playerCount: Int
        let podium: [Place]
        let hostPath: String
        /// The CSV report, once a question was played.
        let reportPath: String?
    }

    /// A podium place as the page prints it: the score grouped (4,810점) as everywhere else.
    struct Place: Encodable {
        let rank: Int
        let nickname: String
        let score: String
    }

    struct Content: Encodable {
        let rooms: [Entry]
        let isEmpty: Bool
    }

    func show(_ request: Request) async throws -> Response {
        guard let host = request.auth.get(Profile.self) else { return request.redirectToWelcome() }
        let rooms = try await self.rooms.service(request).history(host: try host.requireID())
        let entries = try rooms.map { room in
            let game = try room.game()
            return Entry(
                createdAt: Self.format(room.createdAt), packTitle: room.packTitle,
                playerCount: game.activePlayers.count,
                podium: game.questionIndex >= 0
                    ? game.podium.map {
                        Place(rank: $0.rank, nickname: $0.nickname, score: NumberText.grouped($0.score))
                    }
                    : [],
                hostPath: Site.roomHost.link(try room.requireID()),
                reportPath: game.questionIndex >= 0 ? Site.roomReport.link(try room.requireID()) : nil)
        }
        return try await request.pageResponse(
            "rooms/history", title: request.text("rooms.history.title"), tab: .quiz,
            Content(rooms: entries, isEmpty: entries.isEmpty))
    }

    /// `2026.11.26 14:05`, in Korea's time like the rest of the site.
    static func format(_ date: Date) -> String {
        let parts = Day.calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d.%02d.%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
            parts.minute ?? 0)
    }
}
