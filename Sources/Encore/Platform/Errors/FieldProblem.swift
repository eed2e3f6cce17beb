import NIOHTTP1

/// Input that was refused: the field it is about (`nickname`, `questions[2].areas` …), the message
/// to show next to it, and why it was refused. Pages re-show the form with the message; the API
/// answers with the field named. The kind gives the status and the code.
struct FieldProblem: DomainError, Equatable {
    enum Kind: Sendable {
        /// The input breaks a rule (too long, a bad date …).
        case invalid
        /// The input is fine but clashes with what exists (a nickname another profile has).
        case taken
        /// Too many wrong tries: refused for a while whatever is sent (a locked password).
        case tooManyAttempts
    }

    let fieldName: String
    let key: String
    let arguments: [String]
    let kind: Kind

    init(_ field: String, _ key: String, _ arguments: [String] = [], kind: Kind = .invalid) {
        self.fieldName = field
        self.key = key
        self.arguments = arguments
        self.kind = kind
    }

    var answer: ErrorAnswer {
        switch kind {
        case .invalid:
            ErrorAnswer("invalidInput", .unprocessableEntity, key, arguments: arguments, field: fieldName)
        case .taken:
            ErrorAnswer(fieldName + "Taken", .conflict, key, arguments: arguments, field: fieldName)
        case .tooManyAttempts:
            ErrorAnswer("tooManyAttempts", .tooManyRequests, key, arguments: arguments, field: fieldName)
        }
    }
}
