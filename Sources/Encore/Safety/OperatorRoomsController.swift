import Vapor

/// Ends a party room from the console's queue (#51): a reported pack's rooms still running are
/// listed with their PINs, and an operator, with the password asked as for every action, ends one
/// on every screen as its host's 끝내기 would. Audited, and the host is told.
struct OperatorRoomsController {
    let console: OperatorPageController
    private var safety: SafetyFactory { console.safety }

    struct EndForm: Decodable {
        let room: UUID?
        let password: String?
    }

    func end(_ request: Request) async throws -> Response {
        let staff = try request.requireStaff()
        let form = try? request.content.decode(EndForm.self)
        do {
            guard let id = form?.room else { throw GenericRefusal(.badRequest) }
            try await console.confirm(request, staff: staff, password: form?.password)
            let rooms = request.application.rooms(on: try request.database)
            let room = try await rooms.snapshot(id)
            guard room.hasLivePIN else { throw RoomError.ended }
            try await rooms.endAsOperator(id)
            let (now, actor) = (safety.now(), try staff.profile.requireID())
            try await request.database.writeTransaction { database in
                try await MakerNotices.leave(
                    for: room.hostID, action: "end", kind: "room", title: room.packTitle, reason: nil, at: now,
                    on: database)
                try await ModerationLog.record(
                    .init(
                        created_at: now, actor_id: actor, actor_name: staff.profile.nickname, action: "end-room",
                        subject_kind: "room", subject_id: id, subject_label: "\(room.pin) · \(room.packTitle)",
                        reason: nil, note: nil), on: database)
            }
            return request.redirect(to: Site.operatorQueue.path, redirectType: .normal)
        } catch {
            return try await console.refusal(error, request, staff: staff, section: .queue)
        }
    }
}
