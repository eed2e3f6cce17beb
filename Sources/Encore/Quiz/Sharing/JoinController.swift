import Vapor

/// `/join`: one box that opens what a code names: a live party room's six-digit PIN (its join
/// form), or a pack's share code, typed in any case with spaces between, or its whole
/// `…/q/<code>` link pasted (that pack's `/q/<code>` page). A code no pack has shows the form again with the message (404), as does
/// nothing or something that cannot be a code (422). A plain GET form: it changes nothing, works
/// without JavaScript, and `/join?code=…` can be linked to.
struct JoinController {
    let quiz: QuizFactory
    let rooms: RoomFactory

    struct Content: Encodable {
        /// What was typed, shown again next to the message.
        let code: String
        let message: String?
    }

    func show(_ request: Request) async throws -> Response {
        guard let typed = request.query[String.self, at: "code"] else {
            return try await render(request, Content(code: "", message: nil))
        }
        do {
            return request.redirect(to: try await destination(of: JoinInput(typed), request), redirectType: .normal)
        } catch {
            guard let problem = Problem.explained(error) else { throw error }
            let content = Content(
                code: String(typed.prefix(JoinInput.maxLength)), message: request.text(problem.key, problem.arguments))
            return try await render(request, content, status: problem.status)
        }
    }

    private func destination(of input: JoinInput, _ request: Request) async throws -> String {
        switch input {
        case .roomPIN(let pin):
            // Six digits from 2–9 can also be an old share code: a pack that has it still opens.
            do {
                let room = try await rooms.lookingUpPIN(request) { try await rooms.service(request).live(pin: pin) }
                return Site.roomJoin.link(room.pin)
            } catch RoomError.notFound {}
            do {
                return Site.quizShared.link(try await quiz.packs(request).storedShareCode(pin))
            } catch PackError.shareCodeNotFound {
                // Six digits are above all a room's PIN: the message is about the room (#29).
                throw RoomError.notFound
            }
        case .shareCode(let code):
            return Site.quizShared.link(try await quiz.packs(request).storedShareCode(code))
        case .empty:
            throw FieldProblem("code", "quiz.join.empty")
        case .unreadable:
            throw FieldProblem("code", "quiz.join.unreadable")
        }
    }

    private func render(_ request: Request, _ content: Content, status: HTTPResponseStatus = .ok) async throws
        -> Response
    {
        try await request.pageResponse(
            "quiz/join", title: request.text("quiz.join.title"), tab: .quiz, status: status, content)
    }
}
