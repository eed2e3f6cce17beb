/// Who put a pack there: a player; the starter data file (made by "Encore"); or a quick 초성 game
/// drawn for one player from the catalog or from another pack, which the pack list leaves out.
enum PackOrigin: String, Codable, Sendable {
    case user, starter, drawn
}
