import Vapor

/// `GET /rooms/{roomID}/report.csv`: the host's report of the room's game (`RoomReport`), from the
/// end screen or the room history, for the host only.
struct RoomReportController {
    let rooms: RoomFactory

    func download(_ request: Request) async throws -> Response {
        guard let profile = request.auth.get(Profile.self) else { return request.redirectToWelcome() }
        let room = try await rooms.service(request).snapshot(try request.roomID())
        guard room.hostID == profile.id else { throw RoomError.notHost }
        let report = RoomReport(
            game: room.game, questionTitles: room.questions.map(\.title), context: request.viewContext)
        let response = Response(status: .ok, body: .init(string: report.csv))
        response.headers.contentType = HTTPMediaType(type: "text", subType: "csv", parameters: ["charset": "utf-8"])
        let day = Day(koreaTimeOf: room.createdAt).compact
        response.headers.replaceOrAdd(
            name: .contentDisposition, value: "attachment; filename=\"encore-room-\(room.pin)-\(day).csv\"")
        response.headers.replaceOrAdd(name: .cacheControl, value: "private, no-store")
        return response
    }
}
