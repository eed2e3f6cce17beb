/// What an operator may do. Moderators work the report queue; admins also do what changes the
/// rules everyone plays by (the word list). Granted and revoked only from the command line
/// (`encore operators`), never from the web.
enum OperatorRole: String, Codable, Sendable, CaseIterable {
    case moderator, admin
}
