import Foundation

extension DailyAPIController.Archive {
    /// The archive as JSON written by hand: it lists every day since #1, and `JSONEncoder` (with
    /// decoding the rows) was over half of the request (`perf`: generic metadata and boxes per
    /// field of 330 entries). The text is what `JSONEncoder` writes, keys aside (their order); a
    /// test holds it to that, so a field added to the types and not here fails it.
    var json: String {
        var out = "{\"today\":\(today),\"puzzles\":["
        out.reserveCapacity(32 + puzzles.count * 80)
        for (index, entry) in puzzles.enumerated() {
            out += index == 0 ? "{\"number\":" : ",{\"number\":"
            out += "\(entry.number),\"date\":"
            JSONText.append(entry.date, to: &out)
            out += ",\"ladder\":\"\(entry.ladder.rawValue)\",\"status\":\"\(entry.status.rawValue)\""
            out += ",\"tries\":\(entry.tries)}"
        }
        out += "]}"
        return out
    }
}
