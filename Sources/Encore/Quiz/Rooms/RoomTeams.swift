import Foundation

/// A team game's standings: a team's score is the average of its players' points (rounded down),
/// so a bigger team does not win by size; equal scores share a place.
struct RoomTeamStanding: Encodable, Sendable, Equatable {
    let team: Int
    let score: Int
    let rank: Int
    let players: Int
}

extension RoomGame {
    var teamStandings: [RoomTeamStanding] {
        guard options.teams > 0 else { return [] }
        var teams: [(team: Int, score: Int, players: Int)] = []
        for team in 0..<options.teams {
            let scores = activePlayers.filter { $0.team == team }.map(\.score)
            let average = scores.isEmpty ? 0 : scores.reduce(0, +) / scores.count
            teams.append((team, average, scores.count))
        }
        teams.sort { $0.score != $1.score ? $0.score > $1.score : $0.team < $1.team }
        var result: [RoomTeamStanding] = []
        for (position, team) in teams.enumerated() {
            let rank =
                position > 0 && teams[position - 1].score == team.score ? result[position - 1].rank : position + 1
            result.append(RoomTeamStanding(team: team.team, score: team.score, rank: rank, players: team.players))
        }
        return result
    }
}
