import Foundation

/// A phone's own part of a room frame, written by hand: it is the one part made per socket, and a
/// question start in a room of 1,000 made its frames in 15–25 ms of the hub's time through
/// `JSONEncoder`, 8–14 ms by hand (#31.4). The text is what `JSONEncoder` with `RoomCoding`'s
/// settings writes; `RoomFramesTests` holds it to that.
extension RoomFrames.Me {
    var json: String {
        var out = "{\"answered\":\(answered),\"canAnswer\":\(canAnswer),\"hints\":["
        out.reserveCapacity(160 + nickname.utf8.count + (sentAnswer?.utf8.count ?? 0) + hints.count * 64)
        for (index, hint) in hints.enumerated() {
            out += index > 0 ? ",{\"kind\":\"" : "{\"kind\":\""
            out += hint.kind.rawValue + "\",\"label\":"
            JSONText.append(hint.label, to: &out)
            out += ",\"text\":"
            JSONText.append(hint.text, to: &out)
            out += "}"
        }
        out += "],\"hintsLeft\":\(hintsLeft),\"id\":\"" + UUIDText.format(id) + "\""
        if let lastAnswer {
            out += ",\"lastAnswer\":{\"correct\":\(lastAnswer.correct),\"points\":\(lastAnswer.points)}"
        }
        out += ",\"nickname\":"
        JSONText.append(nickname, to: &out)
        if let rank { out += ",\"rank\":\(rank)" }
        out += ",\"score\":\(score)"
        if let sentAnswer {
            out += ",\"sentAnswer\":"
            JSONText.append(sentAnswer, to: &out)
        }
        if let team { out += ",\"team\":\(team)" }
        out += "}"
        return out
    }
}
