import Fluent
import Foundation
import SQLKit

/// A reported pack or GIF as the operator sees it beside its reports: what it says, its pictures,
/// and who made it.
struct ReportedItem: Sendable {
    struct Question: Sendable {
        let answers: [String]
        /// The stored poster (`ImageSource`'s path form), empty for a 초성 question.
        let poster: String
    }

    let subject: ReportSubject
    let title: String
    let review: ReviewState
    let makerID: UUID?
    let makerNickname: String?
    let makerAvatar: String?
    /// One of Encore's own starter packs: never held, never removed.
    var isBuiltIn = false
    /// A pack's questions, in order; none for a GIF.
    var questions: [Question] = []
    /// A GIF's picture (its upload hash) and tags.
    var gifUpload: String? = nil
    var gifAnimated = false
    var tags: [String] = []
    /// A pack's rooms still running (their PINs), which an operator can end.
    var liveRooms: [(id: UUID, pin: String)] = []

    /// The uploaded pictures it shows (their hashes): what an operator can block.
    var uploadedPictures: [String] {
        if let gifUpload { return [gifUpload] }
        if subject.kind == .profile { return makerAvatar.map { [$0] } ?? [] }
        return questions.compactMap {
            guard case .upload(let hash)? = ImageSource(pathComponent: $0.poster) else { return nil }
            return hash
        }
    }

    /// The items these subjects name, by subject; a deleted item is missing.
    static func load(_ subjects: [ReportSubject], on database: EncoreDatabase) async throws -> [ReportSubject:
        ReportedItem]
    {
        var items: [ReportSubject: ReportedItem] = [:]
        let packIDs = subjects.filter { $0.kind == .pack }.map(\.id)
        let gifIDs = subjects.filter { $0.kind == .gif }.map(\.id)
        let profileIDs = subjects.filter { $0.kind == .profile }.map(\.id)
        if !profileIDs.isEmpty {
            for row in try await database.sql.raw(
                """
                SELECT id, nickname, avatar_upload FROM profiles WHERE id IN \(SQLBind.group(profileIDs))
                """
            ).all(decoding: ProfileRow.self) where row.id != DeletedPlayer.id {
                let item = ReportedItem(
                    subject: .init(kind: .profile, id: row.id), title: row.nickname, review: .none, makerID: row.id,
                    makerNickname: row.nickname, makerAvatar: row.avatar_upload)
                items[item.subject] = item
            }
        }
        if !packIDs.isEmpty {
            let questions = try await QuizQuestion.query(on: database.fluent).filter(\.$pack.$id ~~ packIDs)
                .sort(\.$position).all()
            let rooms = try await database.sql.raw(
                """
                SELECT id, pack_id, live_pin FROM quiz_rooms
                WHERE pack_id IN \(SQLBind.group(packIDs)) AND live_pin IS NOT NULL ORDER BY created_at
                """
            ).all(decoding: LiveRoomRow.self)
            for row in try await database.sql.raw(
                """
                SELECT k.id, k.title, k.review, k.origin, k.maker_id, m.nickname, m.avatar_upload FROM quiz_packs k
                LEFT JOIN profiles m ON m.id = k.maker_id WHERE k.id IN \(SQLBind.group(packIDs))
                """
            ).all(decoding: Row.self) {
                var item = row.item(.pack)
                item.isBuiltIn = row.origin == PackOrigin.starter.rawValue
                item.liveRooms = rooms.filter { $0.pack_id == row.id }.map { ($0.id, $0.live_pin) }
                item.questions = questions.filter { $0.$pack.id == row.id }.map {
                    Question(
                        answers: Self.distinct([$0.title] + [$0.originalTitle].compactMap { $0 } + $0.extraAnswers),
                        poster: $0.poster)
                }
                items[item.subject] = item
            }
        }
        if !gifIDs.isEmpty {
            for gif in try await UploadedGifRow.select(on: database.sql)
                .where(SQLColumn("id", table: "g"), .in, SQLBind.group(gifIDs)).all(decoding: UploadedGifRow.self)
            {
                var item = ReportedItem(
                    subject: .init(kind: .gif, id: gif.id), title: gif.title, review: gif.review, makerID: gif.owner_id,
                    makerNickname: gif.uploader, makerAvatar: nil)
                item.gifUpload = gif.upload_id
                item.gifAnimated = gif.frames > 1
                item.tags = gif.tagList
                items[item.subject] = item
            }
        }
        return items
    }

    private static func distinct(_ answers: [String]) -> [String] {
        var seen = Set<String>()
        return answers.filter { seen.insert($0).inserted }
    }

    private struct LiveRoomRow: Decodable {
        let id: UUID
        let pack_id: UUID
        let live_pin: String
    }

    private struct ProfileRow: Decodable {
        let id: UUID
        let nickname: String
        let avatar_upload: String?
    }

    private struct Row: Decodable {
        let id: UUID
        let title: String
        let review: ReviewState
        let origin: String
        let maker_id: UUID?
        let nickname: String?
        let avatar_upload: String?

        func item(_ kind: ReportSubject.Kind) -> ReportedItem {
            ReportedItem(
                subject: .init(kind: kind, id: id), title: title, review: review, makerID: maker_id,
                makerNickname: nickname, makerAvatar: avatar_upload)
        }
    }
}
