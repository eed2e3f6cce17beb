import Vapor

/// A known path asked with a method it does not have answers 405 with `Allow` (HTTP's rule, and
/// what API clients and schemathesis expect), not 404. A path is known by its most specific
/// routes: `PUT /api/v1/quiz/packs/import` is the import path (POST only), even though the router
/// hands it to `PUT /api/v1/quiz/packs/:packID`, which then fails; so failed requests are looked
/// at whether a route matched or not.
struct MethodNotAllowedMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch {
            if request.route == nil, (error as? any AbortError)?.status != .notFound { throw error }
            let method = request.method == .HEAD ? "GET" : request.method.rawValue
            guard let allowed = Self.allowedMethods(request), !allowed.contains(method) else { throw error }
            let methods = (allowed.contains("GET") ? allowed.union(["HEAD"]) : allowed).sorted()
            throw GenericRefusal(.methodNotAllowed, headers: ["Allow": methods.joined(separator: ", ")])
        }
    }

    /// The methods of the routes that match the path with the most constant segments.
    static func allowedMethods(_ request: Request) -> Set<String>? {
        let segments = request.url.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let matching = request.application.routes.all.filter { matches($0.path, segments) }
        guard let most = matching.map({ constants(in: $0.path) }).max() else { return nil }
        return Set(matching.filter { constants(in: $0.path) == most }.map(\.method.rawValue))
    }

    static func constants(in pattern: [PathComponent]) -> Int {
        pattern.filter { if case .constant = $0 { true } else { false } }.count
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
