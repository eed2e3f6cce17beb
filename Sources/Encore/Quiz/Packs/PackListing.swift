import Fluent
import Foundation
import SQLKit

/// A listed pack as its card shows it, read as one plain row: the pack, its maker's name and
/// avatar, its question count and the last question's poster (the cover). Decoding packs, makers
/// and questions as Fluent models by reflection was most of /quiz's database time.
struct PackListing: Decodable, Sendable {
    let id: UUID
    let title: String
    let level: QuizLevel
    let kind: QuizKind
    let origin: PackOrigin
    let created_at: Date
    let share_code: String?
    let maker_id: UUID
    let maker_nickname: String
    let maker_avatar_upload: String?
    let question_count: Int
    let cover_poster: String?
    /// Where the pack stands with the operators: only the maker's own list shows a held one.
    var review: ReviewState = .none
    /// Why an operator quarantined it (a `ReportReason`), on the maker's own list of held packs.
    var review_reason: String? = nil
}

extension PackListing {
    /// The same row from a pack model whose maker is loaded.
    init(_ pack: QuizPack, questionCount: Int, coverPoster: String?) throws {
        self.init(
            id: try pack.requireID(), title: pack.title, level: pack.level, kind: pack.kind, origin: pack.origin,
            created_at: pack.createdAt, share_code: pack.shareCode, maker_id: pack.$maker.id,
            maker_nickname: pack.maker.nickname, maker_avatar_upload: pack.maker.avatarUpload,
            question_count: questionCount, cover_poster: coverPoster)
    }
}

extension PackService {
    /// How many packs a page of the list holds.
    static let listPageSize = 50

    /// One page of the list and how many packs are listed in all, read at the list's `version`
    /// (nil: unknown, and then nothing read is kept).
    struct ListPage: Sendable {
        let rows: [PackListing]
        let total: Int
        let version: Int64?
    }

    /// Players' packs newest first, then Encore's starter packs in the file's order, `listPageSize`
    /// to a page (`page` counts from 1). Drawn 초성 games are one player's and are left out. Kept
    /// under the list's version when `listings` is given.
    func list(page: Int = 1) async throws -> ListPage {
        let version = try await PackListingCache.version(on: database)
        let key = version.map { PackListingCache.PageKey(version: $0, page: page) }
        if let key, let kept = listings?.pages[key] { return kept }
        let listed = try await read(page: page, version: version)
        if let key { listings?.pages.keep(listed, for: key) }
        return listed
    }

    private func read(page: Int, version: Int64?) async throws -> ListPage {
        let sql = database.sql
        let drawn = PackOrigin.drawn.rawValue
        let total =
            try await sql.raw(
                "SELECT COUNT(*) AS total FROM quiz_packs WHERE origin <> \(bind: drawn) AND \(unsafeRaw: Self.listed)"
            ).first(decoding: Total.self)?.total ?? 0
        // The page's ids first, then the cards' details for those only: the question count and the
        // cover are looked up for fifty packs, not for every pack the sort passes over.
        let rows = try await sql.raw(
            """
            SELECT \(unsafeRaw: Self.cardColumns)
            FROM (SELECT id FROM quiz_packs WHERE origin <> \(bind: drawn) AND \(unsafeRaw: Self.listed)
                  ORDER BY origin DESC, created_at DESC, id DESC
                  LIMIT \(bind: Self.listPageSize) OFFSET \(bind: (max(1, page) - 1) * Self.listPageSize)) AS listed
            JOIN quiz_packs p ON p.id = listed.id
            JOIN profiles m ON m.id = p.maker_id
            ORDER BY p.origin DESC, p.created_at DESC, p.id DESC
            """
        ).all(decoding: PackListing.self)
        return ListPage(rows: rows, total: total, version: version)
    }

    /// The maker's own packs that a report or an operator holds back from the list, newest first:
    /// the maker still sees them, with a notice, on the tab (nil `maker`: none).
    func held(of maker: UUID?) async throws -> [PackListing] {
        guard let maker else { return [] }
        return try await database.sql.raw(
            """
            SELECT \(unsafeRaw: Self.cardColumns),
                (SELECT l.reason FROM moderation_log l WHERE l.subject_id = p.id AND l.action = 'quarantine'
                 ORDER BY l.created_at DESC LIMIT 1) AS review_reason
            FROM quiz_packs p JOIN profiles m ON m.id = p.maker_id
            WHERE p.maker_id = \(bind: maker) AND p.origin = 'user' AND p.review NOT IN \(unsafeRaw: ReviewState.listedSQL)
            ORDER BY p.created_at DESC, p.id DESC
            """
        ).all(decoding: PackListing.self)
    }

    /// The pack a share code (as stored) points to, as its card shows it; nil for none.
    func listing(shareCode code: String) async throws -> PackListing? {
        try await database.sql.raw(
            """
            SELECT \(unsafeRaw: Self.cardColumns)
            FROM quiz_packs p JOIN profiles m ON m.id = p.maker_id
            WHERE p.share_code = \(bind: code)
            """
        ).first(decoding: PackListing.self)
    }

    /// What a card shows of pack `p` and its maker `m` (fixed text: nothing here comes from a request).
    private static let cardColumns = """
        p.id, p.title, p.level, p.kind, p.origin, p.created_at, p.share_code, p.maker_id, p.review,
        m.nickname AS maker_nickname, m.avatar_upload AS maker_avatar_upload,
        (SELECT COUNT(*) FROM quiz_questions q WHERE q.pack_id = p.id) AS question_count,
        (SELECT q.poster FROM quiz_questions q WHERE q.pack_id = p.id ORDER BY q.position DESC LIMIT 1) AS cover_poster
        """

    /// Packs no report or operator holds back (fixed text).
    private static let listed = "review IN \(ReviewState.listedSQL)"

    private struct Total: Decodable { let total: Int }
}
