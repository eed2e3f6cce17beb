import Foundation

extension RoomHub {
    /// Sends one socket an error frame in its language, with the error's code (docs/rooms.md).
    nonisolated func sendError(_ error: any DomainError, to connection: Connection, strings: StringCatalog) {
        let answer = error.answer
        let message = strings.text(answer.key, connection.language, answer.arguments)
        connection.socket.send(Self.frame(type: "error", code: answer.code, message: message), promise: nil)
    }

    static func frame(type: String, code: String?, message: String) -> String {
        struct Frame: Encodable {
            let type: String
            let code: String?
            let message: String
        }
        let data = (try? RoomCoding.encoder.encode(Frame(type: type, code: code, message: message))) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
