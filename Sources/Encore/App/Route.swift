import Foundation
import Vapor

/// A value that is written into a path segment and read back out of it.
protocol PathValue {
    var pathSegment: String { get }
    init?(pathSegment: String)
}

extension UUID: PathValue {
    var pathSegment: String { uuidString.lowercased() }
    init?(pathSegment: String) { self.init(uuidString: pathSegment) }
}

extension Int: PathValue {
    var pathSegment: String { String(self) }
    init?(pathSegment: String) { self.init(pathSegment) }
}

extension String: PathValue {
    var pathSegment: String { addingPercentEncoding(withAllowedCharacters: Self.segmentCharacters) ?? self }
    init?(pathSegment: String) { self = pathSegment }

    private static let segmentCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))
}

/// The names of path parameters: a controller reads `request.parameters.get(.packID)`.
enum RouteParameter: String, Sendable {
    case packID, playID, profileID, movieID, roomID, pin, code, id, kind, file, chart, signature, operation, source,
        number
}

/// One part of a route: a fixed word or a parameter.
enum Segment: ExpressibleByStringLiteral, Sendable {
    case word(String)
    case parameter(RouteParameter)

    init(stringLiteral word: String) { self = .word(word) }
}

/// One route of the site, typed by the values its parameters take: it registers the route
/// (`components`) and prints every link to it (`link(...)`, or `path` without parameters), so a
/// path is written once and a renamed or reshaped route is a compile error where it is linked.
struct Route<each Value: PathValue>: Sendable {
    let segments: [Segment]

    init(_ segments: Segment..., taking values: repeat (each Value).Type) {
        var count = 0
        for _ in repeat (each Value).self { count += 1 }
        precondition(
            segments.filter { if case .parameter = $0 { true } else { false } }.count == count,
            "a route needs one value type per parameter")
        self.segments = segments
    }

    /// What Vapor registers: words, and `:name` for each parameter.
    var components: [PathComponent] {
        segments.map {
            switch $0 {
            case .word(let word): .constant(word)
            case .parameter(let name): .parameter(name.rawValue)
            }
        }
    }

    /// The link to a route without parameters (a route with some must be given them: `link(...)`).
    var path: String {
        precondition(
            segments.allSatisfy { if case .word = $0 { true } else { false } },
            "this route takes parameters: use link(...)")
        return "/" + segments.map { if case .word(let word) = $0 { word } else { "" } }.joined(separator: "/")
    }

    func link(_ values: repeat each Value) -> String {
        var filled: [String] = []
        for value in repeat each values { filled.append(value.pathSegment) }
        var next = filled.makeIterator()
        return "/"
            + segments.map {
                switch $0 {
                case .word(let word): word
                case .parameter: next.next()!
                }
            }.joined(separator: "/")
    }
}

extension Parameters {
    /// The parameter read back as the value its route writes there; nil when absent or malformed.
    func get<T: PathValue>(_ name: RouteParameter, as type: T.Type) -> T? {
        get(name.rawValue).flatMap(T.init(pathSegment:))
    }

    func get(_ name: RouteParameter) -> String? {
        get(name.rawValue)
    }
}
