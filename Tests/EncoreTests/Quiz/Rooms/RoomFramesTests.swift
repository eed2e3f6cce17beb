import Foundation
import Testing

@testable import Encore

/// A phone's own part of a room frame is written by hand (`RoomFrames+Me`): it must say what
/// `JSONEncoder` says, whatever the player holds.
@Suite struct RoomFramesTests {
    @Test func aPhonesOwnPartSaysWhatJSONEncoderSays() throws {
        let hints = [
            QuizHints.Shown(kind: .year, label: "개봉 연도", text: "2006"),
            QuizHints.Shown(kind: .director, label: "Director \"D\"", text: "봉준호\tBong Joon-ho\\/"),
        ]
        let players = [
            RoomFrames.Me(
                id: UUID(), nickname: "Ana", score: 0, rank: nil, answered: false, canAnswer: false, lastAnswer: nil,
                hints: [], hintsLeft: 0, team: nil, sentAnswer: nil),
            RoomFrames.Me(
                id: UUID(), nickname: "보영\n💜 \"B\"", score: 1_250, rank: 3, answered: true, canAnswer: true,
                lastAnswer: RoomFrames.LastAnswer(correct: true, points: 950), hints: hints, hintsLeft: 1, team: 2,
                sentAnswer: "괴물 \\ \u{1} / </script>"),
            RoomFrames.Me(
                id: UUID(), nickname: "Cy", score: 10, rank: 1, answered: false, canAnswer: true,
                lastAnswer: RoomFrames.LastAnswer(correct: false, points: 0), hints: [hints[0]], hintsLeft: 3,
                team: 0, sentAnswer: ""),
        ]

        for me in players {
            let written = try RoomGameStorageTests.canonical(Data(me.json.utf8))
            let encoded = try RoomGameStorageTests.canonical(try RoomCoding.encoder.encode(me))
            #expect(written == encoded)
        }
    }
}
