import Foundation

/// Every field of a stored game, as `RoomGame.reading(stored:)` scans them, for `RoomGame(restoring:)`.
struct StoredRoomGame {
    var questionCount = 0
    var questionMilliseconds = 0
    var phase = RoomGame.Phase.lobby
    var questionIndex = -1
    var questionStartedAt: Date?
    var startedAt: Date?
    var pausedAt: Date?
    var pausedMilliseconds = 0
    var pauses = 0
    var locked = false
    var lastActivity = Date(timeIntervalSince1970: 0)
    var players: [RoomGame.Player] = []
    var previousRanks: [UUID: Int] = [:]
    var settings: RoomOptions?
    var revealedAt: Date?
    var hiddenAnswers: [String]?
}

extension RoomGame {
    /// The game a row keeps (`QuizRoom.gameJSON`). Text as `storedJSON` writes it is scanned in its
    /// order (`JSONScanner`: a fifth of an instance's time on the cluster was `JSONDecoder` reading
    /// games the other instance changed); anything else (rows written before, by `JSONEncoder`)
    /// is decoded as before.
    static func reading(stored json: String) throws -> RoomGame {
        try scanning(stored: json) ?? RoomCoding.decoder.decode(RoomGame.self, from: Data(json.utf8))
    }

    /// The game, when `json` is in `storedJSON`'s order; nil for anything else.
    static func scanning(stored json: String) -> RoomGame? {
        var scanner = JSONScanner(json)
        guard let stored = StoredRoomGame(scanning: &scanner), scanner.isAtEnd else { return nil }
        return RoomGame(restoring: stored)
    }
}

extension StoredRoomGame {
    fileprivate init?(scanning s: inout JSONScanner) {
        guard s.take("{\"questionCount\":"), let questionCount = s.int(),
            s.take(",\"questionMilliseconds\":"), let questionMilliseconds = s.int(),
            s.take(",\"phase\":"), let phase = s.string().flatMap(RoomGame.Phase.init(rawValue:)),
            s.take(",\"questionIndex\":"), let questionIndex = s.int(),
            s.take(",\"pausedMilliseconds\":"), let pausedMilliseconds = s.int(),
            s.take(",\"pauses\":"), let pauses = s.int(),
            s.take(",\"locked\":"), let locked = s.bool(),
            s.take(",\"lastActivity\":"), let lastActivity = s.date()
        else { return nil }
        (self.questionCount, self.questionMilliseconds, self.phase) = (questionCount, questionMilliseconds, phase)
        (self.questionIndex, self.pausedMilliseconds, self.pauses) = (questionIndex, pausedMilliseconds, pauses)
        (self.locked, self.lastActivity) = (locked, lastActivity)
        guard s.optionalDate(",\"questionStartedAt\":", into: &questionStartedAt),
            s.optionalDate(",\"startedAt\":", into: &startedAt), s.optionalDate(",\"pausedAt\":", into: &pausedAt),
            s.optionalDate(",\"revealedAt\":", into: &revealedAt)
        else { return nil }
        if s.take(",\"settings\":") {
            guard s.take("{\"teams\":"), let teams = s.int(), s.take(",\"autoNextSeconds\":"), let seconds = s.int(),
                s.take(",\"answersOnScreen\":"), let onScreen = s.bool(), s.take(",\"answerNames\":"),
                let names = s.bool()
            else { return nil }
            // Games stored before friendly names (#51) have none.
            var friendly = false
            if s.take(",\"friendlyNames\":") {
                guard let on = s.bool() else { return nil }
                friendly = on
            }
            guard s.take("}") else { return nil }
            settings = RoomOptions(
                teams: teams, autoNextSeconds: seconds, answersOnScreen: onScreen, answerNames: names,
                friendlyNames: friendly)
        }
        if s.take(",\"hiddenAnswers\":[") {
            var keys: [String] = []
            while !s.take("]") {
                guard keys.isEmpty || s.take(","), let key = s.string() else { return nil }
                keys.append(key)
            }
            hiddenAnswers = keys
        }
        guard s.take(",\"previousRanks\":[") else { return nil }
        while !s.take("]") {
            guard previousRanks.isEmpty || s.take(","), let id = s.uuid(), s.take(","), let rank = s.int() else {
                return nil
            }
            previousRanks[id] = rank
        }
        guard s.take(",\"players\":[") else { return nil }
        while !s.take("]") {
            guard players.isEmpty || s.take(","), let player = RoomGame.Player(scanning: &s) else { return nil }
            players.append(player)
        }
        guard s.take("}") else { return nil }
    }
}

extension RoomGame.Player {
    fileprivate init?(scanning s: inout JSONScanner) {
        guard s.take("{\"id\":"), let id = s.uuid(), s.take(",\"nickname\":"), let nickname = s.string(),
            s.take(",\"nicknameKey\":"), let nicknameKey = s.string(),
            s.take(",\"firstQuestion\":"), let firstQuestion = s.int()
        else { return nil }
        self.init(id: id, nickname: nickname, nicknameKey: nicknameKey, firstQuestion: firstQuestion)
        guard s.take(",\"score\":"), let score = s.int(), s.take(",\"streak\":"), let streak = s.int(),
            s.take(",\"bestStreak\":"), let bestStreak = s.int(), s.take(",\"correctCount\":"),
            let correctCount = s.int(), s.take(",\"removed\":"), let removed = s.bool(),
            s.take(",\"hintsUsed\":"), let hintsUsed = s.int()
        else { return nil }
        (self.score, self.streak, self.bestStreak, self.correctCount) = (score, streak, bestStreak, correctCount)
        (self.removed, self.hintsUsed) = (removed, hintsUsed)
        if s.take(",\"profileID\":") {
            guard let profileID = s.uuid() else { return nil }
            self.profileID = profileID
        }
        if s.take(",\"device\":") {
            guard let device = s.string() else { return nil }
            self.device = device
        }
        if s.take(",\"team\":") {
            guard let team = s.int() else { return nil }
            self.team = team
        }
        if s.take(",\"answer\":") {
            guard let answer = RoomAnswer(scanning: &s) else { return nil }
            self.answer = answer
        }
        guard s.take(",\"record\":[") else { return nil }
        while !s.take("]") {
            guard record.isEmpty || s.take(","), s.take("{\"question\":"), let question = s.int(),
                s.take(",\"hints\":"), let hints = s.int()
            else { return nil }
            var answer: RoomAnswer?
            if s.take(",\"answer\":") {
                guard let scanned = RoomAnswer(scanning: &s) else { return nil }
                answer = scanned
            }
            guard s.take("}") else { return nil }
            record.append(RoomGame.RecordedAnswer(question: question, answer: answer, hints: hints))
        }
        guard s.take("}") else { return nil }
    }
}

extension RoomAnswer {
    fileprivate init?(scanning s: inout JSONScanner) {
        guard s.take("{\"elapsedMilliseconds\":"), let elapsed = s.int(), s.take(",\"correct\":"),
            let correct = s.bool(), s.take(",\"points\":"), let points = s.int()
        else { return nil }
        self.init(elapsedMilliseconds: elapsed, correct: correct, points: points)
        if s.take(",\"text\":") {
            guard let text = s.string() else { return nil }
            self.text = text
        }
        guard s.take("}") else { return nil }
    }
}

extension JSONScanner {
    /// A date as `RoomCoding` writes it: milliseconds since 1970, read as `JSONDecoder` reads them.
    fileprivate mutating func date() -> Date? { double().map { Date(timeIntervalSince1970: $0 / 1000) } }

    /// An optional date field: absent is fine, present must be a date.
    fileprivate mutating func optionalDate(_ key: StaticString, into value: inout Date?) -> Bool {
        guard take(key) else { return true }
        value = date()
        return value != nil
    }
}
