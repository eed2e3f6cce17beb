import Vapor

/// Input that was refused: the field it is about (`nickname`, `questions[2].areas` …) and the
/// message to show next to it. Pages re-show the form with the message; the API answers 422 with
/// the field named.
struct FieldProblem: ExplainedError, Equatable {
    let fieldName: String
    let key: String
    let arguments: [String]

    init(_ field: String, _ key: String, _ arguments: [String] = []) {
        self.fieldName = field
        self.key = key
        self.arguments = arguments
    }

    var field: String? { fieldName }
    var status: HTTPResponseStatus { .unprocessableEntity }
    var reason: String { key }
}
