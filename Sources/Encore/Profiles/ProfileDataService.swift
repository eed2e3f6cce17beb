import Fluent
import Foundation

/// Gathers `ProfileDataExport` for one profile: only rows that are the profile's own (its packs,
/// plays, daily results, favourites, uploads and rooms), never another player's.
struct ProfileDataService {
    let database: EncoreDatabase
    let now: Date

    func export(_ profile: Profile, view: ViewContext) async throws -> ProfileDataExport {
        let id = try profile.requireID()
        let db = database.fluent
        let packs = try await QuizPack.query(on: db).filter(\.$maker.$id == id).filter(\.$origin == .user)
            .with(\.$questions).sort(\.$createdAt).all()
        let reviews = try await database.sql.select().columns("id", "review").from(QuizPack.schema)
            .where("maker_id", .equal, id).all(decoding: ReviewRow.self)
        let plays = try await QuizPlay.query(on: db).filter(\.$player.$id == id).sort(\.$startedAt).all()
        let playedIDs = Array(Set(plays.map { $0.$pack.id }))
        let playedPacks = playedIDs.isEmpty ? [] : try await QuizPack.query(on: db).filter(\.$id ~~ playedIDs).all()
        let daily = try await DailyPlay.query(on: db).filter(\.$profileID == id).sort(\.$number).all()
        let idols = try await IdolFavourite.query(on: db).filter(\.$profileID == id).sort(\.$createdAt).all()
        let gifs = try await GifFavourite.query(on: db).filter(\.$profileID == id).sort(\.$createdAt).all()
        let gifUploads = try await UploadedGif.query(on: db).filter(\.$owner.$id == id).sort(\.$createdAt).all()
        let uploads = try await ImageUpload.query(on: db).filter(\.$uploadedBy.$id == id).sort(\.$createdAt).all()
        return ProfileDataExport(
            exportedAt: now, profile: try ProfileDTO(profile, avatarURL: view.avatarURL(of: profile)),
            packs: try packs.map { pack in
                let questions = pack.questions.sorted { $0.position < $1.position }
                return ProfileDataExport.Pack(
                    id: try pack.requireID(), title: pack.title, level: pack.level.rawValue, kind: pack.kind.rawValue,
                    createdAt: pack.createdAt, shareCode: pack.shareCode,
                    review: reviews.first { $0.id == pack.id }?.review ?? ReviewState.none.rawValue,
                    questions: questions.map {
                        ProfileDataExport.Question(
                            title: $0.title, originalTitle: $0.originalTitle, year: $0.releaseYear,
                            extraAnswers: $0.extraAnswers,
                            posterURL: view.images.source($0.poster).map { view.imageURL(.cover(width: 400), $0) })
                    })
            },
            plays: try plays.map { play in
                ProfileDataExport.Play(
                    id: try play.requireID(), packID: play.$pack.id,
                    packTitle: playedPacks.first { $0.id == play.$pack.id }?.title, startedAt: play.startedAt,
                    finishedAt: play.finishedAt, score: play.score, bestStreak: play.bestStreak,
                    hintsUsed: play.hintsUsed, inRoom: play.roomID != nil, answers: play.outcomes)
            },
            dailyResults: daily.map {
                ProfileDataExport.DailyResult(
                    number: $0.number, solved: $0.solved, tries: $0.tries, onTheDay: $0.onTheDay,
                    startedAt: $0.startedAt, finishedAt: $0.finishedAt, guesses: $0.guesses)
            },
            idolFavourites: idols.map {
                .init(kind: $0.kind.rawValue, id: $0.itemID, title: nil, addedAt: $0.createdAt)
            },
            gifFavourites: gifs.map {
                .init(kind: $0.kind.rawValue, id: $0.itemID, title: $0.title, addedAt: $0.createdAt)
            },
            gifUploads: try gifUploads.map { gif in
                ProfileDataExport.GifUpload(
                    id: try gif.requireID(), title: gif.title,
                    tags: gif.tagText.split(separator: "\n").map(String.init),
                    createdAt: gif.createdAt,
                    url: view.imageURL(
                        gif.frames > 1 ? .animated(width: 480) : .thumbnail(width: 480), .upload(hash: gif.uploadID)))
            },
            uploads: try uploads.map { upload in
                ProfileDataExport.Upload(
                    id: try upload.requireID(), format: upload.format.rawValue, width: upload.width,
                    height: upload.height,
                    byteCount: upload.byteCount, createdAt: upload.createdAt,
                    url: view.imageURL(.thumbnail(width: 1280), .upload(hash: try upload.requireID())))
            },
            rooms: try await rooms(of: id))
    }

    private struct ReviewRow: Decodable {
        let id: UUID
        let review: String
    }

    private struct RoomRow: Decodable {
        let id: UUID
        let pack_title: String
        let created_at: Date
        let role: String
    }

    /// Rooms the profile hosted, and rooms it played in.
    private func rooms(of id: UUID) async throws -> [ProfileDataExport.Room] {
        try await database.sql.raw(
            """
            SELECT id, pack_title, created_at, 'host' AS role FROM quiz_rooms WHERE host_id = \(bind: id)
            UNION
            SELECT r.id, r.pack_title, r.created_at, 'player' AS role FROM quiz_rooms r
            JOIN quiz_room_players p ON p.room_id = r.id WHERE p.profile_id = \(bind: id) AND r.host_id <> \(bind: id)
            ORDER BY created_at
            """
        ).all(decoding: RoomRow.self).map {
            .init(id: $0.id, packTitle: $0.pack_title, createdAt: $0.created_at, role: $0.role)
        }
    }
}
