import NIOHTTP1

/// Why a profile request was refused (a nickname's problems are `FieldProblem`s).
enum ProfileError: DomainErrorCatalog, Equatable {
    /// A new profile asked for by a browser that is signed in already.
    case alreadySignedIn

    static let everyCase: [ProfileError] = [.alreadySignedIn]

    var answer: ErrorAnswer {
        switch self {
        case .alreadySignedIn: ErrorAnswer("profileExists", .conflict, "api.profileExists")
        }
    }
}
