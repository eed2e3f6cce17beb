import Fluent
import Foundation

/// Copies the starter file into the database as packs made by Encore, by key, so running it again
/// changes nothing and an edited file updates its packs in place. A pack's plays are kept unless
/// its questions changed (then they would no longer match, as when a player edits a pack).
enum StarterPackSync {
    static let chosungDataName = "quiz-starters"
    static let posterDataName = "quiz-starters-posters"

    /// The 초성 packs: built from the catalog alone, so they work with no keys at all.
    static func syncChosung(_ file: QuizStarterCatalog, catalog: MovieCatalog, on database: EncoreDatabase, now: Date)
        async throws
    {
        if try await BuiltinDataVersion.isCurrent(chosungDataName, digest: file.digest, on: database) { return }
        let packs = file.starters.chosungPacks.map { entry in
            Built(
                key: entry.key, title: entry.title, level: entry.level, kind: .chosung,
                questions: entry.movies.compactMap(catalog.movie(id:))
                    .enumerated().map { CatalogQuestion.make($0.element, in: entry.language, position: $0.offset) })
        }
        try await store(packs, kind: .chosung, dataName: chosungDataName, digest: file.digest, on: database, now: now)
    }

    /// A pack as the file describes it, ready to store.
    struct Built {
        let key: String
        let title: String
        let level: QuizLevel
        let kind: QuizKind
        let questions: [QuizQuestion]
    }

    /// Stores `packs` (file order: the first shows first among them), deletes starter packs of this
    /// kind the file no longer has, and records the file's digest, in one transaction.
    static func store(
        _ packs: [Built], kind: QuizKind, dataName: String, digest: String, on database: EncoreDatabase, now: Date
    ) async throws {
        // Outside the transaction: on PostgreSQL a failed insert there would abort it.
        let maker = try await EncoreProfile.ensure(on: database, now: now)
        try await database.writeTransaction(exclusive: "builtin-data:starters") { database in
            // Another instance may have stored this version while this one waited for the lock.
            if try await BuiltinDataVersion.isCurrent(dataName, digest: digest, on: database) { return }
            // Every starter pack, whatever its kind: a key may move from one list of the file to the other.
            let existing = try await QuizPack.query(on: database).filter(\.$origin == .starter).with(\.$questions).all()
            var byKey = Dictionary(existing.map { ($0.starterKey ?? "", $0) }) { first, _ in first }
            let otherKind = existing.filter { $0.kind != kind }.compactMap(\.starterKey)
            for (index, built) in packs.enumerated() where !built.questions.isEmpty {
                // Poster packs, the main game, lead the starters; 초성 packs follow, each in the file's order.
                let createdAt = now.addingTimeInterval(-Double(index) - (kind == .chosung ? 1_000 : 0))
                try await upsert(
                    built, into: byKey.removeValue(forKey: built.key), maker: maker, createdAt: createdAt, on: database)
            }
            for (key, stale) in byKey where !otherKind.contains(key) { try await stale.delete(on: database) }
            try await BuiltinDataVersion.record(dataName, digest: digest, on: database)
        }
    }

    private static func upsert(
        _ built: Built, into existing: QuizPack?, maker: Profile, createdAt: Date, on database: any Database
    ) async throws {
        let makerID = try maker.requireID()
        let pack = existing ?? QuizPack(title: built.title, level: built.level, makerID: makerID, createdAt: createdAt)
        pack.title = built.title
        pack.createdAt = createdAt
        pack.level = built.level
        pack.kind = built.kind
        pack.origin = .starter
        pack.starterKey = built.key
        guard let existing else { return try await PackService.insert(pack, with: built.questions, on: database) }
        try await pack.save(on: database)
        if existing.questions.sorted(by: { $0.position < $1.position }).map(fingerprint)
            != built.questions.map(fingerprint)
        {
            try await PackService.replaceQuestions(of: pack, with: built.questions, on: database)
        }
    }

    /// What a player would notice changing in a question.
    static func fingerprint(_ question: QuizQuestion) -> [String] {
        [
            question.title, question.originalTitle ?? "", question.extraAnswers.joined(separator: "|"), question.poster,
            question.areas.map { "\($0.row),\($0.column)" }.joined(separator: ";"),
            question.tmdbID.map(String.init) ?? "",
            question.releaseYear.map(String.init) ?? "", (question.genres ?? []).joined(separator: ","),
            (question.directors ?? []).joined(separator: ","),
            (question.directorsEnglish ?? []).joined(separator: ","), question.releaseDate ?? "",
            question.overview ?? "",
        ]
    }
}
