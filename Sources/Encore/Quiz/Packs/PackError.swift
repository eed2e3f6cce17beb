/// Why a pack cannot be had, in the pack service's words (a draft's input problems are
/// `FieldProblem`s). `ServiceErrors` gives each its status and message.
enum PackError: ServiceError, Equatable {
    case notFound
    /// A share code that no pack has.
    case shareCodeNotFound
    /// Someone else's pack, asked for by one who may only change their own.
    case notYours
}
