import Vapor

/// A refusal that needs no words of its own: a page or route that does not exist, a method the
/// route does not take, a sign-in it needs. It answers with its status's generic message and code
/// (`GenericErrorCode`); anything a section refuses for a reason of its own is its `DomainError`.
struct GenericRefusal: DomainError, AbortError {
    let status: HTTPResponseStatus
    var headers: HTTPHeaders

    init(_ status: HTTPResponseStatus, headers: HTTPHeaders = [:]) {
        self.status = status
        self.headers = headers
    }

    var reason: String { status.reasonPhrase }
    var answer: ErrorAnswer {
        ErrorAnswer(GenericErrorCode.code(for: status), status, Problem.genericKey(status))
    }
}
