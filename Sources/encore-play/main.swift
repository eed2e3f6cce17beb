// encore-play: a terminal client of Encore, built on EncoreKit alone. It joins a party room by its
// PIN and answers from the keyboard, or plays a quick 초성 game on its own:
//
//     encore-play [--server http://127.0.0.1:8080] room PIN NICKNAME
//     encore-play [--server http://127.0.0.1:8080] chosung NICKNAME [beginner|intermediate|expert]
//
// Type an answer and Enter; `/hint` asks for a hint. This is the first code to read to see how
// EncoreKit is used (README, "Building a native client").
import EncoreKit
import EncoreKitNIO
import Foundation

let usage = """
    usage: encore-play [--server URL] room PIN NICKNAME
           encore-play [--server URL] chosung NICKNAME [beginner|intermediate|expert]
    """

var arguments = Array(CommandLine.arguments.dropFirst())
var server = URL(string: "http://127.0.0.1:8080")!
if arguments.first == "--server", arguments.count > 1, let url = URL(string: arguments[1]) {
    server = url
    arguments.removeFirst(2)
}

let encore = EncoreClient(serverURL: server)
do {
    switch (arguments.first, arguments.count) {
    case ("room", 3): try await RoomPlay(encore: encore, pin: arguments[1], nickname: arguments[2]).run()
    case ("chosung", 2...3):
        let level = Components.Schemas.QuizLevel(rawValue: arguments.count == 3 ? arguments[2] : "beginner")
        guard let level else { throw Usage() }
        try await ChosungPlay(encore: encore, nickname: arguments[1], level: level).run()
    default: throw Usage()
    }
} catch is Usage {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(64)
} catch let error as EncoreError {
    // The server's own words, in the profile's language, and the code a program would test.
    FileHandle.standardError.write(Data("\(error.message) [\(error.rawCode)]\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("Encore at \(server) did not answer: \(error)\n".utf8))
    exit(69)  // EX_UNAVAILABLE
}

struct Usage: Error {}
