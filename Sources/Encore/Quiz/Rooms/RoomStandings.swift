import Foundation

/// The room's leaderboard: players still in, highest score first; equal scores share a place
/// (1000, 900, 900, 800 → 1, 2, 2, 4) and are listed in joining order. `change` is how many places
/// a player went up (positive) or down since the previous reveal; nil for their first.
struct RoomStanding: Encodable, Sendable, Equatable {
    let id: UUID
    let nickname: String
    let score: Int
    let rank: Int
    let change: Int?
}

extension RoomGame {
    var standings: [RoomStanding] {
        let ordered = activePlayers.enumerated().sorted { a, b in
            a.element.score != b.element.score ? a.element.score > b.element.score : a.offset < b.offset
        }.map(\.element)
        var result: [RoomStanding] = []
        for (position, player) in ordered.enumerated() {
            let rank =
                position > 0 && ordered[position - 1].score == player.score ? result[position - 1].rank : position + 1
            let change = previousRanks[player.id].map { $0 - rank }
            result.append(
                RoomStanding(id: player.id, nickname: player.nickname, score: player.score, rank: rank, change: change))
        }
        return result
    }

    /// The top three places (ties may make it more players), for the podium.
    var podium: [RoomStanding] { standings.filter { $0.rank <= 3 } }
}
