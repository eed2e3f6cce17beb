import EncoreKit
import EncoreKitNIO
import Foundation

/// A player's phone in a party room: join by PIN, then draw each `state` the socket brings and
/// send what is typed as the answer to the question on screen.
struct RoomPlay {
    let encore: EncoreClient
    let pin: String
    let nickname: String

    func run() async throws {
        let room = try await encore { try await $0.getRoom(path: .init(pin: pin)).ok.body.json }
        let ticket = try await encore {
            try await $0.joinRoom(path: .init(pin: pin), body: .json(.init(nickname: nickname))).created.body.json
        }
        print("\(room.packTitle): 들어왔습니다 (\(nickname)). 답을 치고 Enter, 힌트는 /hint")
        let connection = encore.room(
            socketPath: ticket.socketPath, token: ticket.token, connector: NIORoomSocketConnector())
        let screen = Screen()
        let typing = Task {
            for await line in Keyboard.lines() where !line.isEmpty {
                let question = await screen.questionNumber
                try? await connection.send(line == "/hint" ? .hint : .answer(line, question: question))
            }
        }
        defer { typing.cancel() }
        for try await state in connection.states {
            if let line = await screen.draw(state) { print(line) }
        }
    }

    /// What changed since the last state, in one line (or nothing new to say).
    actor Screen {
        private(set) var questionNumber = 0
        private var shown = ""

        func draw(_ state: RoomState) -> String? {
            let room = state.room
            questionNumber = room.questionNumber
            let line: String
            switch room.phase {
            case .lobby: line = "대기실: \(room.playerCount)명"
            case .asking where state.me?.answered == true: line = "답을 보냈습니다: \(state.me?.sentAnswer ?? "")"
            case .asking:
                let clue = room.question?.chosung.map { "초성 \($0)" } ?? "큰 화면의 포스터를 보세요"
                let hints = state.me?.hints.map { "\($0.label): \($0.text)" }.joined(separator: ", ") ?? ""
                line = "\(room.questionNumber)/\(room.questionCount) \(clue)" + (hints.isEmpty ? "" : " — \(hints)")
            case .paused: line = "잠시 멈춤"
            case .revealed:
                let verdict = state.me?.lastAnswer.map { $0.correct ? "정답! +\($0.points)" : "오답" } ?? "답하지 않음"
                line = "정답은 \(room.reveal?.title ?? "?") — \(verdict), \(state.me?.score ?? 0)점"
            case .finished, .ended:
                let podium = room.podium.map { "\($0.rank). \($0.nickname) \($0.score)" }.joined(separator: "  ")
                line = "끝! \(podium)  (나: \(state.me?.rank.map { "\($0)위" } ?? "-"))"
            }
            guard line != shown else { return nil }
            shown = line
            return line
        }
    }
}
