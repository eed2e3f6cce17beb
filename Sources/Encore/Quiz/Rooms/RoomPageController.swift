import QRCode
import Vapor

/// The party room's pages: opening a room, the host's big screen and its QR code, the player's
/// phone screen, and the host's history. Joining is `RoomJoinController`.
struct RoomPageController {
    let rooms: RoomFactory

    struct HostContent: Encodable {
        let roomID: UUID
        /// The host's own profile, which the big screen offers no 신고 link for.
        let hostProfileID: String
        let pin: String
        let packTitle: String
        let questionCount: Int
        let joinURL: String
        /// The join link as the big screen prints it, to be typed: without `https://`.
        let joinAddress: String
        let joinPath: String
        let qrPath: String
        let socketPath: String
        let hintsAllowed: Bool
        let historyPath: String
        let reportPath: String
        let remotePath: String
        /// The big screen (with its stage tools); false for the remote.
        let isStage: Bool
        /// Packs the host may play next in this room (`rooms/again-options`, kept by the list: up
        /// to 60 options were a quarter of the big screen's render), with the form that does it.
        let againOptionsHTML: RenderedFragment
        let againPath: String
        /// The parts that are the same in every room, rendered once per language: the big screen's
        /// views past the lobby (nil on the remote), the strings its script reads, the dialogs.
        let stageViewsHTML: RenderedFragment?
        let stringsHTML: RenderedFragment
        let dialogsHTML: RenderedFragment
    }

    struct StageViews: Encodable, Hashable {}

    struct HostStrings: Encodable {
        let teamNames: [String]
    }

    struct RemoteStrings: Encodable, Hashable {}

    struct Dialogs: Encodable, Hashable {
        let teamCounts: [Int]
        let autoNextChoices: [Int]
    }

    struct PackChoice: Encodable, Hashable, Sendable {
        let id: UUID
        let title: String
        let isCurrent: Bool
    }

    struct AgainOptions: Encodable, Hashable, Sendable {
        let packs: [PackChoice]
    }

    struct AgainForm: Content {
        let pack: UUID
    }

    struct PlayContent: Encodable {
        let roomID: UUID
        let pin: String
        let packTitle: String
        let nickname: String
        let socketPath: String
        let joinPath: String
        let teamNames: [String]
        let reactions: [Reaction]
        /// 신고 for the room's pack, when it is someone else's player-made pack (#51).
        let reportPath: String?
    }

    /// A reaction button: the emoji and what a screen reader says for it.
    struct Reaction: Encodable {
        let emoji: String
        let label: String
    }

    /// The choices the host's settings offer for moving on by itself.
    static let autoNextChoices = [5, 10, 15, 30]

    struct Options: Content {
        /// A checkbox: "on" when ticked, absent when not.
        let hints: String?
    }

    /// `POST /quiz/packs/{packID}/room`: the signed-in visitor hosts a room of the pack.
    func openFromPack(_ request: Request) async throws -> Response {
        guard let host = request.auth.get(Profile.self) else { return request.redirectToWelcome(next: Site.quiz.path) }
        let room = try await rooms.openRoom(
            packID: try request.packID(), host: host, hints: hintsAllowed(request), request)
        return request.redirect(to: Site.roomHost.link(try room.requireID()), redirectType: .normal)
    }

    /// `POST /quiz/quick/room`: a quick 초성 game drawn from the catalog, played as a room.
    func openQuick(_ request: Request) async throws -> Response {
        guard let host = request.auth.get(Profile.self) else { return request.redirectToWelcome(next: Site.quiz.path) }
        let pack = try await QuickChosungController(quiz: rooms.quiz).drawFromCatalog(request, host)
        let room = try await rooms.openRoom(
            packID: try pack.requireID(), host: host, hints: hintsAllowed(request), request)
        return request.redirect(to: Site.roomHost.link(try room.requireID()), redirectType: .normal)
    }

    func host(_ request: Request) async throws -> Response {
        guard request.auth.has(Profile.self) else { return request.redirectToWelcome() }
        return try await request.pageResponse(
            "rooms/host", title: request.text("rooms.host.title"), tab: .quiz, stage: true,
            try await hostContent(request, isStage: true))
    }

    /// The host's controls on a phone (the same session as the big screen's): one person can run
    /// the room from the sofa while the big screen only shows.
    func remote(_ request: Request) async throws -> Response {
        guard request.auth.has(Profile.self) else { return request.redirectToWelcome() }
        return try await request.pageResponse(
            "rooms/remote", title: request.text("rooms.remote.title"), tab: .quiz, stage: true,
            try await hostContent(request, isStage: false))
    }

    private func hostContent(_ request: Request, isStage: Bool) async throws -> HostContent {
        let profile = try request.auth.require(Profile.self)
        let room = try await rooms.service(request).snapshot(try request.roomID())
        guard room.hostID == profile.id else { throw RoomError.notHost }
        let id = room.id
        let joinPath = Site.roomJoin.link(room.pin)
        return HostContent(
            roomID: id, hostProfileID: room.hostID.uuidString, pin: room.pin, packTitle: room.packTitle,
            questionCount: room.game.questionCount, joinURL: request.absoluteURL(joinPath),
            joinAddress: request.siteHost + joinPath, joinPath: joinPath,
            qrPath: Site.roomQR.link(id), socketPath: Site.roomSocket.link(id) + "?role=host",
            hintsAllowed: room.hintsAllowed, historyPath: Site.quizRooms.path, reportPath: Site.roomReport.link(id),
            remotePath: Site.roomRemote.link(id), isStage: isStage,
            againOptionsHTML: try await request.fragment(
                "rooms/again-options",
                AgainOptions(
                    packs: try await rooms.quiz.packs(request).roomChoices(for: try profile.requireID()).map {
                        PackChoice(id: $0.id, title: $0.title, isCurrent: $0.id == room.packID)
                    })),
            againPath: Site.roomAgain.link(id),
            stageViewsHTML: isStage ? try await request.fragment("rooms/host-stage-views", StageViews()) : nil,
            stringsHTML: isStage
                ? try await request.fragment("rooms/host-strings", key: "host") {
                    HostStrings(teamNames: Self.teamNames(request))
                }
                : try await request.fragment("rooms/remote-strings", RemoteStrings()),
            dialogsHTML: try await request.fragment(
                "rooms/control-dialogs",
                Dialogs(teamCounts: Array(RoomOptions.teamCounts), autoNextChoices: Self.autoNextChoices)))
    }

    /// `POST /rooms/{roomID}/again` (form, CSRF; field `pack`): 다시 하기 with another pack, from the
    /// podium; the same players are back in the lobby, and the big screen reloads with it.
    func again(_ request: Request) async throws -> Response {
        guard let host = request.auth.get(Profile.self) else { return request.redirectToWelcome() }
        let roomID = try request.roomID()
        guard let form = try? request.content.decode(AgainForm.self) else { throw FieldProblem("pack", "error.422") }
        let packs = try rooms.quiz.packs(request)
        let pack = try await packs.find(form.pack)
        try await packs.loadQuestions(of: pack)
        try await rooms.service(request).playAgain(
            roomID, with: pack, questions: pack.questions, by: try host.requireID())
        return request.redirect(to: Site.roomHost.link(roomID), redirectType: .normal)
    }

    /// The join link as a QR code, for phones to scan off the big screen: of a live room only, as an
    /// ended room's PIN may already be another room's (#27.16).
    func qrCode(_ request: Request) async throws -> Response {
        let service = try rooms.service(request)
        let room = try await service.snapshot(try request.roomID())
        guard room.hasLivePIN, try await service.isLive(room) else { throw RoomError.ended }
        let url = request.absoluteURL(Site.roomJoin.link(room.pin))
        let title = request.text("rooms.host.qrTitle", [room.pin])
        // The same code for every screen and visit of the room: drawn once.
        let svg = try request.encore.caches.qrCodes.value(for: QRDrawing(text: url, title: title)) {
            try QRCode(text: url).svg(title: title)
        }
        let response = Response(status: .ok, body: .init(string: svg))
        response.headers.contentType = HTTPMediaType(type: "image", subType: "svg+xml")
        response.headers.replaceOrAdd(name: .cacheControl, value: "private, max-age=3600")
        return response
    }

    func play(_ request: Request) async throws -> Response {
        let room = try await rooms.service(request).snapshot(try request.roomID())
        let id = room.id
        guard let ticket = rooms.ticket(request), ticket.room == id, let player = room.game.player(ticket.player),
            !player.removed
        else {
            guard room.hasLivePIN else { throw RoomError.ended }
            return request.redirect(to: Site.roomJoin.link(room.pin), redirectType: .normal)
        }
        let content = PlayContent(
            roomID: id, pin: room.pin, packTitle: room.packTitle, nickname: player.nickname,
            socketPath: Site.roomSocket.link(id), joinPath: Site.roomJoin.link(room.pin),
            teamNames: Self.teamNames(request),
            reactions: RoomReactions.emoji.enumerated().map {
                Reaction(emoji: $0.element, label: request.text("rooms.react.\($0.offset)"))
            },
            reportPath: try await packReportPath(room, request))
        return try await request.pageResponse(
            "rooms/play", title: request.text("rooms.play.title"), tab: .quiz, stage: true, content)
    }

    private func packReportPath(_ room: RoomSnapshot, _ request: Request) async throws -> String? {
        guard let packID = room.packID,
            try await rooms.quiz.packs(request).offersReport(packID, to: request.auth.get(Profile.self)?.id)
        else { return nil }
        return Site.quizPackReport.link(packID)
    }

    static func teamNames(_ request: Request) -> [String] {
        (0..<RoomOptions.teamCounts.upperBound).map { request.text("rooms.team.\($0)") }
    }

    private func hintsAllowed(_ request: Request) -> Bool {
        (try? request.content.decode(Options.self))?.hints == "on"
    }
}

extension Request {
    func roomID() throws -> UUID {
        guard let id = parameters.get(.roomID, as: UUID.self) else { throw RoomError.notFound }
        return id
    }

    /// `path` on this site: a room's QR code, a card's link (`siteOrigin`).
    func absoluteURL(_ path: String) -> String { siteOrigin + path }

    /// This site's scheme and host: `ENCORE_PUBLIC_ORIGIN`, which production requires. A `Host` header
    /// is whatever the client wrote (`evil.example` signed a card whose QR code led there, #52.6), so
    /// it is believed only outside production, where `make run` serves phones on the same network
    /// at whatever address they used.
    var siteOrigin: String {
        encore.settings.publicOrigin?.text ?? ((isSecure ? "https://" : "http://") + requestHost)
    }

    /// This site's host, with its port when it has one (`example.org`), as `siteOrigin`.
    var siteHost: String { encore.settings.publicOrigin?.authority ?? requestHost }

    private var requestHost: String { headers.first(name: .host) ?? "127.0.0.1" }
}

/// What a room's QR code is drawn from: the text it holds and the SVG's title.
struct QRDrawing: Hashable, Sendable {
    let text: String
    let title: String
}
