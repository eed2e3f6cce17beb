import Foundation

/// The room's leaderboard: players still in, highest score first; equal scores share a place
/// (1000, 900, 900, 800 → 1, 2, 2, 4) and are listed in joining order. `change` is how many places
/// a player went up (positive) or down since the previous reveal; nil for their first. `streak` is
/// how many questions in a row they have got right up to now.
struct RoomStanding: Encodable, Sendable, Equatable {
    let id: UUID
    let nickname: String
    let score: Int
    let rank: Int
    let change: Int?
    let streak: Int
    /// Their team in a team game (0-based); absent otherwise.
    let team: Int?
}

/// A line of the full ranking at the end: a standing with how many the player got right and how
/// fast, on average, their right answers came (nil when none was right).
struct RoomRankingEntry: Encodable, Sendable, Equatable {
    let id: UUID
    let nickname: String
    let score: Int
    let rank: Int
    let correct: Int
    let averageMs: Int?
    let team: Int?
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
                RoomStanding(
                    id: player.id, nickname: player.nickname, score: player.score, rank: rank, change: change,
                    streak: player.streak, team: player.team))
        }
        return result
    }

    /// The top three places (ties may make it more players), for the podium.
    var podium: [RoomStanding] { standings.filter { $0.rank <= 3 } }

    /// Every player still in, in standing order, with their right answers and average time.
    var ranking: [RoomRankingEntry] {
        standings.map { standing in
            let right = player(standing.id)?.record.compactMap { $0.answer }.filter(\.correct) ?? []
            return RoomRankingEntry(
                id: standing.id, nickname: standing.nickname, score: standing.score, rank: standing.rank,
                correct: right.count,
                averageMs: right.isEmpty ? nil : right.map(\.elapsedMilliseconds).reduce(0, +) / right.count,
                team: standing.team)
        }
    }
}
