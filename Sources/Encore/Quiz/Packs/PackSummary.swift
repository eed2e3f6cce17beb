import Foundation
import Vapor

/// A pack as the card carousel and the API list show it. No movie titles and no poster sources:
/// the cover is the last question's poster, blurred by the server, behind a sealed URL.
struct PackSummary: Content, Hashable {
    struct Maker: Content, Hashable {
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
    init(_ pack: QuizPack, for request: Request) throws {
        let last = pack.questions.max { $0.position < $1.position }
        self.init(try PackListing(pack, questionCount: pack.questions.count, coverPoster: last?.poster), for: request)
    }

    init(_ row: PackListing, for request: Request) {
        id = row.id
        title = row.title
        level = row.level
        kind = row.kind
        origin = row.origin
        questionCount = row.question_count
        maker = Maker(
            nickname: row.maker_nickname,
            avatarURL: request.avatarURL(
                id: row.maker_id, nickname: row.maker_nickname, upload: row.maker_avatar_upload, size: 64))
        coverURL = row.cover_poster.flatMap { request.encore.images.urls.source($0) }
            .map { request.imageURL(.blurred(width: 480), $0, sealedIn: .pack(row.id)) }
        isMine = row.maker_id == request.auth.get(Profile.self)?.id
        createdAt = row.created_at
        shareCode = row.share_code
        sharePath = row.share_code.map { Site.quizShared.link($0) }
    }
}
