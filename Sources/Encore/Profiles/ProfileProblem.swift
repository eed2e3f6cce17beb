import Vapor

/// A rejected profile change: which field, and the message key to show next to it.
struct ProfileProblem: ExplainedError, Equatable {
    let fieldName: String
    let key: String

    init(field: String, key: String) {
        self.fieldName = field
        self.key = key
    }

    var field: String? { fieldName }
    var arguments: [String] { [] }
    var status: HTTPResponseStatus { .unprocessableEntity }
    var reason: String { key }
}
