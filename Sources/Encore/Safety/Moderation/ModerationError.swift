import NIOHTTP1

/// Why an operator's action was not taken.
enum ModerationError: DomainErrorCatalog, Equatable {
    /// The item is gone (its maker deleted it): only closing its reports is left.
    case itemGone
    /// Encore's own starter packs stay: an operator may only approve one.
    case builtInItem
    /// The operator's password was last given more than ten minutes ago.
    case confirmationNeeded
    /// An operator is not suspended from the console: their role is revoked from the command line first.
    case staffProfile
    /// A suspension needs to say for how long.
    case periodNeeded
    /// A reported profile is only dismissed from the queue: it is acted on from the 프로필 page.
    case profileActionsElsewhere
}

extension ModerationError {
    static let everyCase: [ModerationError] = [
        .itemGone, .builtInItem, .confirmationNeeded, .staffProfile, .periodNeeded, .profileActionsElsewhere,
    ]

    var answer: ErrorAnswer {
        switch self {
        case .itemGone: ErrorAnswer("moderationItemGone", .notFound, "operator.error.itemGone")
        case .builtInItem: ErrorAnswer("moderationBuiltInItem", .conflict, "operator.error.builtIn")
        case .confirmationNeeded:
            ErrorAnswer("operatorConfirmationNeeded", .forbidden, "operator.error.confirm", field: "password")
        case .staffProfile: ErrorAnswer("moderationStaffProfile", .conflict, "operator.error.staffProfile")
        case .periodNeeded:
            ErrorAnswer("moderationPeriodNeeded", .unprocessableEntity, "operator.error.periodNeeded", field: "period")
        case .profileActionsElsewhere:
            ErrorAnswer("moderationProfileActionsElsewhere", .conflict, "operator.error.profileActionsElsewhere")
        }
    }
}
