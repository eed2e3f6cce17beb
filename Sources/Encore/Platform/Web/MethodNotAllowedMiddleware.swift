import Vapor

/// A known path asked with a method it does not have answers 405 with `Allow` (HTTP's rule, and
/// what API clients and schemathesis expect), not 404. Only requests no route matched are looked at.
struct MethodNotAllowedMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch let error as any AbortError where error.status == .notFound && request.route == nil {
            let segments = request.url.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            let allowed = Set(request.application.routes.all.filter { Self.matches($0.path, segments) }.map(\.method.rawValue))
            guard !allowed.isEmpty, !allowed.contains(request.method.rawValue) else { throw error }
            let methods = (allowed.contains("GET") ? allowed.union(["HEAD"]) : allowed).sorted()
            throw UserFacingError(.methodNotAllowed, "error.405", headers: ["Allow": methods.joined(separator: ", ")])
        }
    }

    static func matches(_ pattern: [PathComponent], _ segments: [String]) -> Bool {
        var index = 0
        for component in pattern {
            switch component {
            case .catchall: return true
            case .constant(let text):
                guard index < segments.count, segments[index] == text else { return false }
            case .parameter, .anything:
                guard index < segments.count else { return false }
            }
            index += 1
        }
        return index == segments.count
    }
}
