import Vapor

/// A rejected profile change: which field, and the message key to show next to it.
struct ProfileProblem: Error, Equatable {
    let field: String
    let key: String
}

extension ProfileProblem: AbortError {
    var status: HTTPResponseStatus { .unprocessableEntity }
    var reason: String { key }
}
