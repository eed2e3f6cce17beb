/// A browser as party rooms know it (#27.13): a random token in the `encore_device` cookie, set
/// the first time the browser joins a room, on every path (the ticket cookie is kept to one room's
/// pages, and the join form is not one of them). A room keeps only its hash, per player, so the
/// host's removal sticks to the browser for the room's life: a new nickname, or signing out to
/// come back as a guest, is still that browser. A new browser, a private window or cleared cookies
/// is a new player (the host can lock the room); an address is not used, as a school's phones
/// share one.
enum RoomDevice {
    static let cookieName = "encore_device"
    static let lifetime = 365 * 24 * 3_600

    /// What a room keeps of the token.
    static func key(_ token: String) -> String { RandomToken.sha256Hex(token) }
}
