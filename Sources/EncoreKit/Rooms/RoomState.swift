import Foundation

/// A party room as one socket may see it: the `state` frame of docs/rooms.md. A client draws its
/// whole screen from the newest one and needs nothing else. Fields that do not apply to the moment
/// are nil (the server leaves them out).
public struct RoomState: Codable, Sendable, Equatable {
    /// Raised by every change; a state older than one already drawn is stale (`RoomConnection` drops it).
    public var version: Int
    /// The server's clock when the frame was made, in milliseconds since 1970.
    public var serverTime: Int64
    public var room: Room
    /// Everyone in, in joining order: only on the host's socket.
    public var players: [Person]?
    /// The big screen's picture of a poster question: only on the host's socket.
    public var host: Stage?
    /// This player's own part: only on a player's socket.
    public var me: Me?
    /// Every player in standing order at the end: only on the host's socket.
    public var ranking: [RankingEntry]?
    /// What the room answered, at a reveal when the host shows it: only on the host's socket.
    public var answers: [AnswerTally]?

    public enum Phase: String, Codable, Sendable {
        case lobby, asking, paused, revealed, finished, ended
    }

    public enum Kind: String, Codable, Sendable {
        case poster, chosung
    }

    public struct Room: Codable, Sendable, Equatable {
        public var id: UUID
        public var pin: String
        public var packTitle: String
        public var kind: Kind
        public var phase: Phase
        public var locked: Bool
        public var hintsAllowed: Bool
        /// 1-based; 0 in the lobby.
        public var questionNumber: Int
        public var questionCount: Int
        public var timeLimitMs: Int
        /// Counted at `serverTime`.
        public var remainingMs: Int
        public var questionStartedAt: Int64?
        public var answered: Int
        public var answering: Int
        public var playerCount: Int
        public var question: Question?
        public var reveal: Reveal?
        public var standings: [Standing]
        public var podium: [Standing]
        public var options: Options
        public var startsInMs: Int?
        public var nextQuestionInMs: Int?
        public var teams: [TeamStanding]
    }

    public struct Question: Codable, Sendable, Equatable {
        /// The 초성 clue of a 초성 pack; nil for posters (and during a count-in).
        public var chosung: String?
    }

    public struct Reveal: Codable, Sendable, Equatable {
        public var title: String
        public var originalTitle: String?
        public var releaseYear: Int?
        public var posterURL: String?
        /// The nicknames that got it right.
        public var correct: [String]
        public var alsoAccepted: [String]
        public var clue: String
        public var fastest: Fastest?
    }

    public struct Fastest: Codable, Sendable, Equatable {
        public var nickname: String
        public var elapsedMs: Int
    }

    public struct Standing: Codable, Sendable, Equatable {
        public var id: UUID
        public var nickname: String
        public var score: Int
        public var rank: Int
        /// Places gained (+) or lost (−) since the previous reveal; nil on the first.
        public var change: Int?
        public var streak: Int
        public var team: Int?
    }

    public struct TeamStanding: Codable, Sendable, Equatable {
        public var team: Int
        public var score: Int
        public var rank: Int
        public var players: Int
    }

    public struct Options: Codable, Sendable, Equatable {
        public var teams: Int
        public var autoNextSeconds: Int
        public var answersOnScreen: Bool
        public var answerNames: Bool
        /// Players joining get a generated name (`joinRoom`'s `spin`).
        public var friendlyNames: Bool
    }

    public struct Person: Codable, Sendable, Equatable {
        public var id: UUID
        public var nickname: String
        /// The profile the player joined as (what a report names); nil for one who joined without one.
        public var profileID: UUID?
    }

    public struct Stage: Codable, Sendable, Equatable {
        public var stepImageURL: String?
        public var steps: Int
        public var totalSteps: Int
        public var nextStepInMs: Int?
    }

    public struct Me: Codable, Sendable, Equatable {
        public var id: UUID
        public var nickname: String
        public var score: Int
        public var rank: Int?
        public var answered: Bool
        /// False for a late joiner until their first question.
        public var canAnswer: Bool
        public var lastAnswer: LastAnswer?
        public var hints: [Hint]
        public var hintsLeft: Int
        public var team: Int?
        public var sentAnswer: String?
    }

    public struct LastAnswer: Codable, Sendable, Equatable {
        public var correct: Bool
        public var points: Int
    }

    public struct Hint: Codable, Sendable, Equatable {
        public var kind: String
        public var label: String
        public var text: String
    }

    public struct RankingEntry: Codable, Sendable, Equatable {
        public var id: UUID
        public var nickname: String
        public var score: Int
        public var rank: Int
        public var correct: Int
        public var averageMs: Int?
        public var team: Int?
    }

    public struct AnswerTally: Codable, Sendable, Equatable {
        public var key: String
        public var text: String
        public var count: Int
        public var correct: Bool
        public var names: [String]?
    }
}
