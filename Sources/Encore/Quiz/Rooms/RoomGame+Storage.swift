import Foundation

/// The game as its room's row keeps it (`QuizRoom.gameJSON`), written by hand: a change saves the
/// whole game, and with 1,000 players `JSONEncoder` took a third of the server's time in a game
/// (#31.4). The text is what `JSONEncoder` with `RoomCoding`'s settings would write, keys aside
/// (their order), read back by `RoomGame+StoredReading`; a test holds it to `JSONEncoder`'s text,
/// so a new field that is not written here fails it.
extension RoomGame {
    var storedJSON: String {
        var out = ""
        out.reserveCapacity(512 + players.count * (200 + 60 * max(0, questionIndex + 1)))
        out += "{\"questionCount\":\(questionCount),\"questionMilliseconds\":\(questionMilliseconds)"
        out += ",\"phase\":\"\(phase.rawValue)\",\"questionIndex\":\(questionIndex)"
        out += ",\"pausedMilliseconds\":\(pausedMilliseconds),\"pauses\":\(pauses),\"locked\":\(locked)"
        out += ",\"lastActivity\":" + JSONText.milliseconds(lastActivity)
        if let questionStartedAt { out += ",\"questionStartedAt\":" + JSONText.milliseconds(questionStartedAt) }
        if let startedAt { out += ",\"startedAt\":" + JSONText.milliseconds(startedAt) }
        if let pausedAt { out += ",\"pausedAt\":" + JSONText.milliseconds(pausedAt) }
        if let revealedAt { out += ",\"revealedAt\":" + JSONText.milliseconds(revealedAt) }
        if let settings {
            out += ",\"settings\":{\"teams\":\(settings.teams),\"autoNextSeconds\":\(settings.autoNextSeconds)"
            out += ",\"answersOnScreen\":\(settings.answersOnScreen),\"answerNames\":\(settings.answerNames)"
            out += ",\"friendlyNames\":\(settings.friendlyNames)}"
        }
        if let hiddenAnswers {
            out += ",\"hiddenAnswers\":["
            for (index, key) in hiddenAnswers.enumerated() {
                if index > 0 { out += "," }
                JSONText.append(key, to: &out)
            }
            out += "]"
        }
        // A dictionary keyed by UUID is a flat array of key, value, key, value… to `JSONEncoder`.
        out += ",\"previousRanks\":["
        for (index, entry) in previousRanks.enumerated() {
            out += index > 0 ? ",\"" : "\""
            out += UUIDText.format(entry.key) + "\",\(entry.value)"
        }
        out += "],\"players\":["
        for (index, player) in players.enumerated() {
            if index > 0 { out += "," }
            player.write(to: &out)
        }
        out += "]}"
        return out
    }
}

extension RoomGame.Player {
    fileprivate func write(to out: inout String) {
        out += "{\"id\":\"" + UUIDText.format(id) + "\",\"nickname\":"
        JSONText.append(nickname, to: &out)
        out += ",\"nicknameKey\":"
        JSONText.append(nicknameKey, to: &out)
        out += ",\"firstQuestion\":\(firstQuestion),\"score\":\(score),\"streak\":\(streak)"
        out += ",\"bestStreak\":\(bestStreak),\"correctCount\":\(correctCount),\"removed\":\(removed)"
        out += ",\"hintsUsed\":\(hintsUsed)"
        if let profileID { out += ",\"profileID\":\"" + UUIDText.format(profileID) + "\"" }
        if let device {
            out += ",\"device\":"
            JSONText.append(device, to: &out)
        }
        if let team { out += ",\"team\":\(team)" }
        if let answer {
            out += ",\"answer\":"
            answer.write(to: &out)
        }
        out += ",\"record\":["
        for (index, recorded) in record.enumerated() {
            out += index > 0 ? ",{\"question\":" : "{\"question\":"
            out += "\(recorded.question),\"hints\":\(recorded.hints)"
            if let answer = recorded.answer {
                out += ",\"answer\":"
                answer.write(to: &out)
            }
            out += "}"
        }
        out += "]}"
    }
}

extension RoomAnswer {
    fileprivate func write(to out: inout String) {
        out += "{\"elapsedMilliseconds\":\(elapsedMilliseconds),\"correct\":\(correct),\"points\":\(points)"
        if let text {
            out += ",\"text\":"
            JSONText.append(text, to: &out)
        }
        out += "}"
    }
}
