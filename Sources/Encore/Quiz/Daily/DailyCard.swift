/// Today's puzzle as a card on home and on the quiz tab: its number, how this player stands, and
/// a signed-in player's streak.
struct DailyCard: Encodable, Hashable, Sendable {
    let title: String
    let lead: String
    let state: String?
    let streak: String?
    let path: String
    let action: String

    init(number: Int, standing: DailyArchive.Standing?, streak: Int?, text: (String, [String]) -> String) {
        title = text("daily.card.title", [String(number)])
        lead = text("daily.card.lead", [])
        let status = standing?.status ?? .new
        let tries = String(standing?.tries ?? 0)
        state =
            switch status {
            case .new: text("daily.card.new", [])
            case .playing: text("daily.card.playing", [tries])
            case .solved: text("daily.card.solved", [tries])
            case .failed: text("daily.card.failed", [])
            }
        self.streak = streak.flatMap { $0 > 0 ? text("daily.card.streak", [String($0)]) : nil }
        path = Site.quizDaily.path
        action = text(status == .solved || status == .failed ? "daily.card.result" : "daily.card.play", [])
    }
}
