import EncoreKit
import Foundation

/// A quick 초성 game alone: a new profile, a drawn pack of ten, each clue answered from the
/// keyboard until it is right or its time is up, then the result.
struct ChosungPlay {
    let encore: EncoreClient
    let nickname: String
    let level: Components.Schemas.QuizLevel

    func run() async throws {
        _ = try await encore { try await $0.createProfile(body: .json(.init(nickname: nickname))).created.body.json }
        let pack = try await encore {
            try await $0.drawQuickChosung(body: .json(.init(level: level))).created.body.json
        }
        var state = try await encore { try await $0.startQuizPlay(path: .init(packID: pack.id)).created.body.json }
        print("\(pack.title): 답을 치고 Enter, 힌트는 /hint")
        show(state)
        for await line in Keyboard.lines() where !line.isEmpty {
            let playID = state.id
            if line == "/hint" {
                state = try await encore { try await $0.askQuizHint(path: .init(playID: playID)).ok.body.json }
                print(state.hints.map { "\($0.label): \($0.text)" }.joined(separator: ", "))
                continue
            }
            let answered = try await encore {
                try await $0.answerQuizPlay(path: .init(playID: playID), body: .json(.init(answer: line))).ok.body.json
            }
            state = answered.state
            guard state.status == .revealed || state.status == .finished else {
                print("아니에요, 다시")
                continue
            }
            print((answered.correct ? "정답! " : "시간이 다 됐어요. ") + "\(state.reveal?.title ?? "")")
            state = try await encore { try await $0.nextQuizPlay(path: .init(playID: playID)).ok.body.json }
            if state.status == .finished { break }
            show(state)
        }
        guard state.status == .finished else { return print("그만둡니다.") }
        let playID = state.id
        let result = try await encore { try await $0.getQuizPlayResult(path: .init(playID: playID)).ok.body.json }
        print("\(result.questionCount)문제 중 \(result.correctCount)개, \(result.score)점")
    }

    private func show(_ state: Components.Schemas.PlayState) {
        print(
            "\(state.questionNumber)/\(state.questionCount) 초성 \(state.chosung ?? "?")  (\(state.remainingMs / 1000)초)")
    }
}
