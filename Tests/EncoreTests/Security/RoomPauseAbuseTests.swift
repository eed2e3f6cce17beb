import Foundation
import Testing

@testable import Encore

/// #27.3: 20 pause/resume cycles stretched a 20 s room question to 34 s, with the clue in every
/// paused frame, and the late answer still scored 966. Rooms now keep solo play's rule (`PauseRule`):
/// three pauses a question, 30 s of stopped clock in all, and nothing of the question while paused.
@Suite struct RoomPauseAbuseTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let player = UUID()

    func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

    func asking() throws -> RoomGame {
        var game = try RoomGame(questionCount: 2, questionMilliseconds: 20_000, createdAt: start)
        try game.join(player, nickname: "Ana", nicknameKey: "ana", at: start)
        try game.start(at: start)
        return game
    }

    @Test func twentyPauseCyclesBuyNoMoreThanThreePauses() throws {
        var game = try asking()
        var refused = 0
        var clock = 0.0
        for _ in 0..<20 {
            clock += 0.2
            do {
                try game.pause(at: at(clock))
                clock += 1.5
                try game.resume(at: at(clock))
            } catch RoomError.noMorePauses {
                refused += 1
            }
        }
        let late = Result { try game.answer(player, correct: true, at: at(34)) }

        #expect(refused == 17)
        #expect(game.pausedMilliseconds == 4_500)
        // 34 s after the start, less 4.5 s of pauses, is past the 20 s limit: revealed, no points.
        #expect(game.phase == .revealed)
        #expect(throws: RoomError.wrongPhase) { try late.get() }
        #expect(game.players[0].score == 0)
    }

    @Test func aLongPauseStopsTheClockForThirtySecondsOnly() throws {
        var game = try asking()

        try game.pause(at: at(5))
        let duringAllowance = game.elapsedMilliseconds(at: at(30))
        let afterAllowance = game.elapsedMilliseconds(at: at(45))
        let timeUpIn = game.millisecondsUntilTimeUp(at: at(10))
        game.advance(to: at(55))

        #expect(duringAllowance == 5_000)
        #expect(afterAllowance == 15_000)
        // 15 s of question left plus 25 s of allowance left, from 10 s in.
        #expect(timeUpIn == 40_000)
        #expect(game.phase == .revealed)
    }

    @Test func aPausedFrameShowsNoClueHintOrPosterArea() async throws {
        try await withEncore { app, browser in
            let room = try await RoomFixture.open(app, browser, hints: true)
            let (_, ana) = try await room.join("아나")
            try await room.rooms.command(.start, room: room.opened.id, by: room.hostID)
            room.clock.advance(4)
            try await room.rooms.hint(room: room.opened.id, player: ana.playerID)
            let asking = try await room.frames()

            try await room.rooms.command(.pause, room: room.opened.id, by: room.hostID)
            let paused = try await room.frames()

            #expect(asking.forPlayer(ana.playerID, language: .ko)?.contains(#""hints":[]"#) == false)
            #expect(asking.forHost.contains("stepImageURL"))
            #expect(paused.forPlayer(ana.playerID, language: .ko)?.contains(#""hints":[]"#) == true)
            #expect(!paused.forHost.contains("stepImageURL"))
            #expect(!paused.forHost.contains("chosung\":\""))
        }
    }
}
