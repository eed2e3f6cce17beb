import Foundation

/// A pack as the card carousel and the API list show it. No movie titles and no poster sources:
/// the cover is the last question's poster, blurred by the server, behind a sealed URL.
struct PackSummary: Hashable, Codable, Sendable {
    struct Maker: Hashable, Codable, Sendable {
        let nickname: String
        let avatarURL: String
    }

    let id: UUID
    let title: String
    let level: QuizLevel
    let kind: QuizKind
    let origin: PackOrigin
    let questionCount: Int
    let maker: Maker
    let coverURL: String?
    let isMine: Bool
    let createdAt: Date
    /// The code and the link anyone can play the pack by.
    let shareCode: String?
    let sharePath: String?

    /// A pack whose questions and maker are loaded, as its listing row would read.
    init(_ pack: QuizPack, viewer: UUID?, view: ViewContext) throws {
        let last = pack.questions.max { $0.position < $1.position }
        self.init(
            try PackListing(pack, questionCount: pack.questions.count, coverPoster: last?.poster), viewer: viewer,
            view: view)
    }

    init(_ row: PackListing, viewer: UUID?, view: ViewContext) {
        id = row.id
        title = row.title
        level = row.level
        kind = row.kind
        origin = row.origin
        questionCount = row.question_count
        maker = Maker(
            nickname: row.maker_nickname,
            avatarURL: view.avatarURL(
                id: row.maker_id, nickname: row.maker_nickname, upload: row.maker_avatar_upload, size: 64))
        coverURL = row.cover_poster.flatMap { view.images.source($0) }
            .map { view.imageURL(.blurred(width: 480), $0, sealedIn: .pack(row.id)) }
        isMine = row.maker_id == viewer
        createdAt = row.created_at
        shareCode = row.share_code
        sharePath = row.share_code.map { Site.quizShared.link($0) }
    }
}
