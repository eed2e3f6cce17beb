import Foundation

/// The host's report of a room's game, as a spreadsheet: one line per player still in, in ranking
/// order, with their rank, score, right answers and average time, then for every question what
/// they answered, whether it was right, how long it took and the points it earned.
struct RoomReport {
    let game: RoomGame
    let questionTitles: [String]
    let context: ViewContext

    var rows: [[String]] {
        var header = [context.text("rooms.report.nickname")] + (hasTeams ? [context.text("rooms.report.team")] : [])
        header += [
            context.text("rooms.report.rank"),
            context.text("rooms.report.score"), context.text("rooms.report.correct"),
            context.text("rooms.report.averageSeconds"),
        ]
        for (index, title) in questionTitles.enumerated() {
            let number = String(index + 1)
            header += [
                context.text("rooms.report.answer", [number, title]), context.text("rooms.report.result", [number]),
                context.text("rooms.report.seconds", [number]), context.text("rooms.report.points", [number]),
            ]
        }
        return [header] + game.ranking.map(line)
    }

    var csv: String { CSVText.document(rows) }

    private var hasTeams: Bool { game.options.teams > 0 }

    private func line(_ entry: RoomRankingEntry) -> [String] {
        var cells = [entry.nickname]
        if hasTeams { cells.append(entry.team.map { context.text("rooms.team.\($0)") } ?? "") }
        cells += [
            String(entry.rank), String(entry.score), String(entry.correct),
            entry.averageMs.map(Self.seconds) ?? "",
        ]
        let record = game.player(entry.id)?.record ?? []
        for index in questionTitles.indices {
            guard let recorded = record.first(where: { $0.question == index }) else {
                // Not played: joined later, or the game ended before this question.
                cells += ["", context.text("rooms.report.notPlayed"), "", ""]
                continue
            }
            guard let answer = recorded.answer else {
                cells += ["", context.text("rooms.report.noAnswer"), "", "0"]
                continue
            }
            cells += [
                answer.text ?? "", context.text(answer.correct ? "rooms.report.right" : "rooms.report.wrong"),
                Self.seconds(answer.elapsedMilliseconds), String(answer.points),
            ]
        }
        return cells
    }

    /// Seconds with one decimal, as a spreadsheet reads a number in either language: 3.2.
    static func seconds(_ milliseconds: Int) -> String {
        String(format: "%.1f", Double(milliseconds) / 1000)
    }
}
