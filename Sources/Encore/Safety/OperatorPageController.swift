import Vapor

/// `/operator`: the operators' console — the report queue, the settled reports and the audit log,
/// and the decisions. Behind `OperatorGateMiddleware`: for everyone who holds no role it is the site's
/// ordinary 404. Acting needs the password again once ten minutes have passed since
/// this browser last gave it (`OperatorConfirmation`).
struct OperatorPageController {
    let safety: SafetyFactory

    struct DecisionForm: Decodable {
        let kind: String?
        let id: UUID?
        let action: String?
        let reason: String?
        let note: String?
        let password: String?
        /// "on" to block the item's pictures too.
        let block: String?
    }

    func queue(_ request: Request) async throws -> Response {
        let staff = try request.requireStaff()
        return try await render(request, staff: staff, section: .queue)
    }

    func resolved(_ request: Request) async throws -> Response {
        let staff = try request.requireStaff()
        return try await render(request, staff: staff, section: .resolved)
    }

    func log(_ request: Request) async throws -> Response {
        let staff = try request.requireStaff()
        return try await render(request, staff: staff, section: .log)
    }

    func words(_ request: Request) async throws -> Response {
        try await render(request, staff: try request.requireStaff(), section: .words)
    }

    struct WordForm: Decodable {
        let word: String?
        let password: String?
    }

    /// Adds a word to the filter (admins only; the password again after ten minutes).
    func addWord(_ request: Request) async throws -> Response {
        try await changeWords(request) { words, form, actor, now in
            try await words.add(form.word ?? "", by: actor, at: now)
        }
    }

    func removeWord(_ request: Request) async throws -> Response {
        try await changeWords(request) { words, form, actor, now in
            try await words.remove(form.word ?? "", by: actor, at: now)
        }
    }

    private func changeWords(
        _ request: Request,
        _ change: (OperatorWords, WordForm, ModerationService.Operator, Date) async throws -> Void
    ) async throws -> Response {
        let staff = try request.requireStaff()
        guard staff.role == .admin else { throw GenericRefusal(.forbidden) }
        let form = (try? request.content.decode(WordForm.self)) ?? WordForm(word: nil, password: nil)
        do {
            try await confirm(request, staff: staff, password: form.password)
            try await change(
                OperatorWords(database: try request.database), form,
                .init(id: try staff.profile.requireID(), nickname: staff.profile.nickname), safety.now())
            return request.redirect(to: Site.operatorWords.path, redirectType: .normal)
        } catch {
            return try await refusal(error, request, staff: staff, section: .words, note: form.word ?? "")
        }
    }

    func decide(_ request: Request) async throws -> Response {
        let staff = try request.requireStaff()
        let form = try? request.content.decode(DecisionForm.self)
        do {
            guard let kind = form?.kind.flatMap(ReportSubject.Kind.init(rawValue:)), let id = form?.id,
                let action = form?.action.flatMap(ModerationAction.init(rawValue:))
            else { throw GenericRefusal(.badRequest) }
            try await confirm(request, staff: staff, password: form?.password)
            try await safety.moderation(request).decide(
                action, on: ReportSubject(kind: kind, id: id),
                reason: form?.reason.flatMap(ReportReason.init(rawValue:)),
                note: form?.note, blockPictures: form?.block == "on",
                by: .init(id: try staff.profile.requireID(), nickname: staff.profile.nickname))
            return request.redirect(to: Site.operatorQueue.path, redirectType: .normal)
        } catch {
            return try await refusal(
                error, request, staff: staff, section: .queue, subject: form?.id, note: form?.note ?? "")
        }
    }

    /// `section` drawn again with why an action was refused, what was typed kept; an error that
    /// explains nothing to a person, or a malformed form (400), goes on to the error page.
    func refusal(
        _ error: any Error, _ request: Request, staff: OperatorConsole.Staff, section: OperatorConsole.Section,
        subject: UUID? = nil, note: String = "", query: String = ""
    ) async throws -> Response {
        guard let problem = Problem.explained(error), problem.status != .badRequest else { throw error }
        let failed = OperatorConsole.Failure(
            subject: subject, message: request.text(problem.key, problem.arguments), note: note)
        return try await render(
            request, staff: staff, section: section, failure: failed, status: problem.status, query: query)
    }

    /// Whether this browser gave the password within the window (`OperatorConfirmation`).
    private func isConfirmed(_ request: Request, staff: OperatorConsole.Staff) async throws -> Bool {
        guard let token = request.receivedCookie(SessionStore.cookieName) else { return false }
        return try await safety.confirmation(request).isFresh(
            tokenHash: RandomToken.sha256Hex(token), profile: try staff.profile.requireID())
    }

    /// Passes when this browser gave the password within the window, or gives it now.
    func confirm(_ request: Request, staff: OperatorConsole.Staff, password: String?) async throws {
        if try await isConfirmed(request, staff: staff) { return }
        guard let token = request.receivedCookie(SessionStore.cookieName), let password, !password.isEmpty,
            let hash = staff.profile.passwordHash,
            try await safety.passwordHasher(request).verify(password, created: hash)
        else { throw ModerationError.confirmationNeeded }
        try await safety.confirmation(request).confirm(
            tokenHash: RandomToken.sha256Hex(token), profile: try staff.profile.requireID())
    }

    func render(
        _ request: Request, staff: OperatorConsole.Staff, section: OperatorConsole.Section,
        failure: OperatorConsole.Failure? = nil, status: HTTPResponseStatus = .ok, query: String = ""
    ) async throws -> Response {
        let queue = try safety.queue(request)
        let entries: [ModerationQueue.Entry] =
            switch section {
            case .queue: try await queue.unresolved()
            case .resolved: try await queue.resolved()
            case .log, .words, .profiles: []
            }
        let log = section == .log ? try await ModerationLog.recent(on: try request.database) : []
        let words = section == .words ? try await OperatorWords(database: try request.database).all() : []
        let found = section == .profiles ? try await safety.profileModeration(request).search(query) : []
        let needsPassword = !(try await isConfirmed(request, staff: staff))
        let content = OperatorConsole(
            section: section, staff: staff, entries: entries, log: log, waiting: try await queue.unresolvedCount(),
            needsPassword: needsPassword, failure: failure, words: words, query: query, found: found,
            now: safety.now(), view: request.viewContext)
        return try await request.pageResponse(
            "operator/console", title: request.text("operator.title"), tab: nil, status: status, content)
    }
}
