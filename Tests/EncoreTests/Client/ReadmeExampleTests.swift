import EncoreKit
import EncoreKitNIO
import Foundation
import Testing

/// The README's example ("Building a native client"), compiled: the test below holds the README's
/// text to the lines between the markers.
func readmeExample() async throws {
    // README begins
    let encore = EncoreClient(serverURL: URL(string: "http://127.0.0.1:8080")!)
    let pin = "482913"
    do {
        let ticket = try await encore {
            try await $0.joinRoom(path: .init(pin: pin), body: .json(.init(nickname: "민지"))).created.body.json
        }
        let room = encore.room(socketPath: ticket.socketPath, token: ticket.token, connector: NIORoomSocketConnector())
        for try await state in room.states {
            switch state.room.phase {
            case .asking: try await room.send(.answer("괴물", question: state.room.questionNumber))
            case .revealed: print(state.room.reveal?.title ?? "", state.me?.lastAnswer?.correct == true ? "⭕️" : "❌")
            case .finished: print(state.room.podium.map(\.nickname))
            default: break
            }
        }
    } catch let error as EncoreError where error.code == .nicknameTaken {
        print(error.message)  // in the profile's language, ready to show
    }
    // README ends
}

@Suite struct ReadmeExampleTests {
    @Test func theReadmesExampleIsTheOneThatCompiles() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let begins = try #require(source.range(of: "// README begins\n"))
        let ends = try #require(source.range(of: "\n    // README ends", range: begins.upperBound..<source.endIndex))
        let compiled = source[begins.upperBound..<ends.lowerBound].split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map { $0.hasPrefix("    ") ? $0.dropFirst(4) : $0 }.joined(separator: "\n")

        #expect(readme.contains("```swift\nimport EncoreKit\nimport EncoreKitNIO\n\n" + compiled + "\n```"))
    }
}
