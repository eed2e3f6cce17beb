import EncoreKit
import Foundation
import Testing

@testable import Encore

/// docs/rooms.md is the room protocol's prose; EncoreKit's `RoomFrame`, `RoomState` and `RoomCommand`
/// are its types. Each is held to the other here (and the served frames to the types in
/// `EncoreKitRoomTests`), so neither can drift alone.
@Suite struct RoomProtocolProseTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let prose = (try? String(contentsOf: root.appendingPathComponent("docs/rooms.md"), encoding: .utf8)) ?? ""

    /// The text between two headings of the page.
    static func section(from start: String, to end: String) throws -> String {
        let from = try #require(prose.range(of: start))
        let to = try #require(prose.range(of: end, range: from.upperBound..<prose.endIndex))
        return String(prose[from.upperBound..<to.lowerBound])
    }

    /// Every inline `{"type": …}` example of a part of the page.
    static func examples(in text: String) -> [String] {
        text.matches(of: /`(\{"type":[^`]*\})`/).map { String($0.output.1) }
    }

    @Test func theStateExampleIsARoomState() throws {
        let block = try Self.section(from: "```json\n", to: "\n```")

        let state = try JSONDecoder().decode(RoomState.self, from: Data(block.utf8))
        let frame = try RoomFrame(json: Data(block.utf8))

        #expect(state.room.phase == .asking && state.players?.first?.nickname == "민지" && state.me == nil)
        #expect(try RoomFrameJSON.same(block, String(decoding: try frame.json(), as: UTF8.self)))
    }

    @Test func theOtherServerFramesAreRoomFrames() throws {
        let examples = Self.examples(in: try Self.section(from: "### Server → client", to: "### Client → server"))

        let frames = try examples.map { try RoomFrame(json: Data($0.utf8)) }

        #expect(examples.count == 3)
        #expect(frames.contains(.reaction(emoji: "👏")) && frames.contains(.error(code: "wrongPhase", message: "…")))
        #expect(frames.contains(.removed(message: "…")))
    }

    /// Each message the page lists is a `RoomCommand` that writes itself back the same, that the
    /// server reads; and the page lists every type the client knows.
    @Test func everyMessageOfThePageIsACommandTheServerReads() throws {
        let examples = Self.examples(in: try Self.section(from: "### Client → server", to: "### Reconnecting"))
            .map { $0.replacingOccurrences(of: "<id>", with: "0F4E2B7C-1D3A-4E5F-8A9B-C0D1E2F3A4B5") }

        let commands = try examples.map { try RoomCommand(json: Data($0.utf8)) }

        for (example, command) in zip(examples, commands) {
            let written = String(decoding: try command.json(), as: UTF8.self)
            #expect(try RoomFrameJSON.same(example, written), "\(example) was written back as \(written)")
            #expect(throws: Never.self, "\(written)") { try RoomMessage.read(written) }
        }
        let listed = Set(examples.compactMap { $0.firstMatch(of: /"type": "(\w+)"/).map { String($0.output.1) } })
        #expect(listed == Set(RoomCommand.types))
    }

    /// The refusals table names codes the server declares, so `EncoreError.Code` has each one.
    @Test func everyRefusalOfThePageIsADeclaredCode() throws {
        let table = try Self.section(from: "Refusals:", to: "**Limits")
        let codes = table.matches(of: /^\| `(\w+)` \|/.anchorsMatchLineEndings()).map { String($0.output.1) }

        #expect(codes.count > 20)
        for code in codes { #expect(EncoreError.Code(rawValue: code) != nil, "\(code)") }
    }

    /// The page's reconnect timing is the one of `Public/js/room-socket.js` and of `RoomBackoff`.
    @Test func theBackoffIsThePagesAndTheScripts() throws {
        let script = try String(
            contentsOf: Self.root.appendingPathComponent("Public/js/room-socket.js"), encoding: .utf8)
        let first = try #require(script.firstMatch(of: /FIRST_DELAY_MS = (\d+);/)).output.1
        let longest = try #require(script.firstMatch(of: /MAX_DELAY_MS = (\d+);/)).output.1
        let backoff = RoomBackoff.documented

        #expect(backoff.first == .milliseconds(Int(first)!) && backoff.longest == .milliseconds(Int(longest)!))
        #expect(Self.prose.contains("The wait starts at 0.5 s and doubles up to 8 s"))
        #expect(backoff.first == .milliseconds(500) && backoff.longest == .seconds(8))
        #expect(backoff.wait(at: .seconds(1), random: 0) == .milliseconds(500))
        #expect(backoff.wait(at: .seconds(1), random: 0.999) < .seconds(1))
        #expect(backoff.delay(after: .seconds(4)) == .seconds(8) && backoff.delay(after: .seconds(8)) == .seconds(8))
    }
}
