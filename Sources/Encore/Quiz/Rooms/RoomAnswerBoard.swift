import Foundation
import Hangul

/// "Answers on screen": after a reveal, what the room answered, the same answer typed differently
/// counted once (spaces, case and punctuation aside), the most given first. Only for the host's big
/// screen, only once the question is revealed, never an answer the host hid.
struct RoomAnswerBoard {
    struct Entry: Encodable, Sendable, Equatable {
        /// What `hideAnswer` names to take it off the screen.
        let key: String
        /// As the first player to give it typed it.
        let text: String
        let count: Int
        let correct: Bool
        /// Who gave it, when the host shows names (in answering order); nil otherwise.
        let names: [String]?
    }

    /// The most answers the screen lists: the rest is the long tail nobody reads from afar.
    static let shown = 12

    static func key(_ text: String) -> String {
        let key = Hangul.searchKey(text)
        return key.isEmpty ? text.trimmingCharacters(in: .whitespacesAndNewlines) : key
    }

    /// The keys of the answers given to the question on screen.
    static func keys(of game: RoomGame) -> Set<String> {
        Set(
            game.activePlayers.compactMap { player in
                player.record.last(where: { $0.question == game.questionIndex })?.answer?.text.map(key)
            })
    }

    static func entries(of game: RoomGame) -> [Entry] {
        guard game.phase == .revealed, game.options.answersOnScreen else { return [] }
        let hidden = Set(game.hiddenAnswers ?? [])
        var groups: [String: (text: String, correct: Bool, names: [(Int, String)])] = [:]
        var order: [String] = []
        for player in game.activePlayers {
            guard let answer = player.record.last(where: { $0.question == game.questionIndex })?.answer,
                let text = answer.text, !text.isEmpty
            else { continue }
            let key = key(text)
            guard !hidden.contains(key) else { continue }
            if groups[key] == nil { order.append(key) }
            var group = groups[key] ?? (text, answer.correct, [])
            group.correct = group.correct || answer.correct
            group.names.append((answer.elapsedMilliseconds, player.nickname))
            groups[key] = group
        }
        let entries = order.compactMap { key -> Entry? in
            guard let group = groups[key] else { return nil }
            return Entry(
                key: key, text: group.text, count: group.names.count, correct: group.correct,
                names: game.options.answerNames ? group.names.sorted { $0.0 < $1.0 }.map(\.1) : nil)
        }
        return Array(
            entries.enumerated().sorted { a, b in
                a.element.count != b.element.count ? a.element.count > b.element.count : a.offset < b.offset
            }.map(\.element).prefix(shown))
    }
}
