/// How the host runs a room, changed from the lobby or during the game (`RoomGame.setOptions`).
struct RoomOptions: Codable, Sendable, Equatable {
    /// 0: everyone for themselves; 2–8: teams, made when the game starts (lobby only).
    var teams = 0
    /// 0: the host moves on; otherwise the next question comes this many seconds after a reveal.
    var autoNextSeconds = 0
    /// After a reveal, the big screen lists what the room answered (how many gave each).
    var answersOnScreen = false
    /// …with who gave each answer.
    var answerNames = false
    /// Players joining from now on get a generated name (`FriendlyNames`) instead of typing one.
    var friendlyNames = false

    static let teamCounts = 2...8
    static let autoNextRange = 3...60

    /// Whether every value is one a host can choose.
    var isValid: Bool {
        (teams == 0 || Self.teamCounts.contains(teams))
            && (autoNextSeconds == 0 || Self.autoNextRange.contains(autoNextSeconds))
    }

    /// What one `options` message changes: the values it names.
    struct Change: Equatable, Sendable {
        var teams: Int?
        var autoNextSeconds: Int?
        var answersOnScreen: Bool?
        var answerNames: Bool?
        var friendlyNames: Bool?
    }

    /// These options with the change's values, the rest kept.
    func applying(_ change: Change) -> RoomOptions {
        var changed = self
        if let teams = change.teams { changed.teams = teams }
        if let seconds = change.autoNextSeconds { changed.autoNextSeconds = seconds }
        if let shown = change.answersOnScreen { changed.answersOnScreen = shown }
        if let names = change.answerNames { changed.answerNames = names }
        if let friendly = change.friendlyNames { changed.friendlyNames = friendly }
        return changed
    }
}
