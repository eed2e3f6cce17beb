/// What an operator decides about a reported pack or GIF.
enum ModerationAction: String, Codable, Sendable, CaseIterable {
    /// Stays listed, and cannot be reported again until its maker edits it.
    case approve
    /// Hidden from everyone but its maker, who may only edit or delete it; an edit sends it back
    /// to the queue.
    case quarantine
    /// Gone, for everyone.
    case delete

    /// What the item's reports are marked as settled by.
    var resolution: String {
        switch self {
        case .approve: "approved"
        case .quarantine: "quarantined"
        case .delete: "deleted"
        }
    }

    var labelKey: String { "operator.action.\(rawValue)" }
}
