import Vapor

/// Input that was refused: the field it is about (`nickname`, `questions[2].areas` …) and the
/// message to show next to it. Pages re-show the form with the message; the API answers 422 with
/// the field named.
struct FieldProblem: ExplainedError, Equatable {
    let fieldName: String
    let key: String
    let arguments: [String]
    /// 422, or 409 when the input is fine but clashes with what exists (a nickname already taken).
    let status: HTTPResponseStatus

    init(_ field: String, _ key: String, _ arguments: [String] = [], status: HTTPResponseStatus = .unprocessableEntity)
    {
        self.fieldName = field
        self.key = key
        self.arguments = arguments
        self.status = status
    }

    var field: String? { fieldName }
    var reason: String { key }
}
