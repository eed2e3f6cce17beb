import Foundation
import Hangul
import SQLKit

/// The words admins add to the filter from the console, read fresh on every check (a few rows), so
/// a word added on one instance is refused on every instance from the next request on. Matched
/// as the built-in list is (`WordFilter`): a word with Hangul as a Korean word, any other as a
/// Latin one.
struct OperatorWords {
    struct Word: Decodable, Sendable {
        let word: String
        let added_by: String
        let added_at: Date
    }

    static let longest = 30

    let database: EncoreDatabase

    func all() async throws -> [Word] {
        try await database.sql.select().columns("word", "added_by", "added_at").from("filter_words")
            .orderBy("word").all(decoding: Word.self)
    }

    /// The added words as a filter; nil while there are none.
    func filter() async throws -> WordFilter? {
        let words = try await database.sql.select().column("word").from("filter_words").all()
            .map { try $0.decode(column: "word", as: String.self) }
        guard !words.isEmpty else { return nil }
        let korean = words.filter { $0.unicodeScalars.contains { Hangul.isSyllable($0) } }
        let latin = words.filter { !korean.contains($0) }
        return WordFilter(.init(ko: korean, en: latin, chosung: [], allowed: []))
    }

    /// Whether `text` carries one of the added words.
    func refuses(_ text: String) async throws -> Bool {
        try await filter()?.refuses(text) ?? false
    }

    /// Refuses `text` for `field` with the field's word-filter message.
    func check(_ text: String, field: String, key: String, _ arguments: [String] = []) async throws {
        if try await refuses(text) { throw FieldProblem(field, key, arguments) }
    }

    /// Adds a word (trimmed, lower-cased), with an audit log entry.
    func add(_ raw: String, by actor: ModerationService.Operator, at now: Date) async throws {
        let word = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !word.isEmpty, word.count <= Self.longest, !WordFilter.letters(of: word).isEmpty else {
            throw FieldProblem("word", "operator.words.invalid", [String(Self.longest)])
        }
        try await database.writeTransaction { database in
            try await database.sql.delete(from: "filter_words").where("word", .equal, word).run()
            try await database.sql.insert(into: "filter_words").columns("word", "added_by", "added_at")
                .values(SQLBind(word), SQLBind(actor.nickname), SQLBind(now)).run()
            try await ModerationLog.record(
                .init(
                    created_at: now, actor_id: actor.id, actor_name: actor.nickname, action: "add-word",
                    subject_kind: "word", subject_id: nil, subject_label: word, reason: nil, note: nil),
                on: database)
        }
    }

    func remove(_ word: String, by actor: ModerationService.Operator, at now: Date) async throws {
        try await database.writeTransaction { database in
            try await database.sql.delete(from: "filter_words").where("word", .equal, word).run()
            try await ModerationLog.record(
                .init(
                    created_at: now, actor_id: actor.id, actor_name: actor.nickname, action: "remove-word",
                    subject_kind: "word", subject_id: nil, subject_label: word, reason: nil, note: nil),
                on: database)
        }
    }
}
