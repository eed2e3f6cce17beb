/// Every limit a stranger can reach, in one table (counted by `RateLimits`, shared by every
/// instance through the database). `ENCORE_RATE_LIMIT_FACTOR` multiplies those that scale.
extension RateLimit {
    /// Password guesses from one client address, whatever the nickname.
    static let signInPerAddress = RateLimit(name: "signin", limit: 20, window: 15 * 60)
    /// Sign-ins at one nickname from one address (key `address/nickname key`), counted before the
    /// password is checked and forgiven when it was right: the same for every nickname, with a
    /// password or not, so a refusal does not tell which have one.
    static let signInGuesses = RateLimit(
        name: "signin-guesses", limit: PasswordService.attemptsBeforeLock, window: PasswordService.lockDuration,
        scales: false)
    /// New profiles from one address (a classroom behind one NAT fits; a script does not).
    static let profilesPerAddress = RateLimit(name: "profiles", limit: 60, window: 3_600)
    /// Guests made from share links, per address.
    static let guestsPerAddress = RateLimit(name: "guests", limit: 120, window: 3_600)
    /// Quick 초성 games drawn per profile (each one stores a pack).
    static let chosungDrawsPerProfile = RateLimit(name: "chosung-draws", limit: 60, window: 3_600)
    /// Pictures uploaded per profile.
    static let uploadsPerProfile = RateLimit(name: "uploads", limit: 30, window: 10 * 60)
    /// Answers one profile may send to one pack's questions, over all its plays.
    static let answersPerProfilePack = RateLimit(name: "answers", limit: 300, window: 24 * 3_600)
    /// Party room joins from one address (a classroom behind one NAT fits; filling rooms with bots does not).
    static let roomJoinsPerAddress = RateLimit(name: "room-joins", limit: 600, window: 3_600)
    /// Party rooms opened by one profile, and from one address.
    static let roomsPerProfile = RateLimit(name: "rooms", limit: 20, window: 3_600)
    static let roomsPerAddress = RateLimit(name: "rooms-address", limit: 60, window: 3_600)
    /// Party-room PINs one address may look up (each join form, join and summary is one).
    static let pinLookupsPerAddress = RateLimit(name: "pin-lookups", limit: 1_200, window: 3_600)
    /// PINs that named no live room, per address: a classroom's typos fit; walking the 900,000
    /// PINs would take this address over three months.
    static let pinMissesPerAddress = RateLimit(name: "pin-misses", limit: 60, window: 10 * 60)
    /// 오늘의 퀴즈 guesses and skips from one address (six a day per player; a classroom of guests fits).
    static let dailyGuessesPerAddress = RateLimit(name: "daily-guesses", limit: 600, window: 3_600)
    /// Upstream calls (KOBIS, TMDB) a client's uncached pages may cause.
    static let upstreamPerAddress = RateLimit(name: "upstream", limit: 60, window: 10 * 60)
    /// Reports of packs and GIFs from one address, and from one profile: plenty for a person who
    /// meets several bad packs in an evening; not enough to take the whole carousel down.
    static let reportsPerAddress = RateLimit(name: "reports-address", limit: 60, window: 3_600)
    static let reportsPerProfile = RateLimit(name: "reports", limit: 30, window: 3_600)
    /// Downloads of a profile's data (every table read at once): a person needs one now and then.
    static let dataExportsPerProfile = RateLimit(name: "data-exports", limit: 10, window: 3_600)
    /// Packs made (in the editor, the API or by import), plays started and uploaded kibibytes, per
    /// profile and per address in an hour: one profile made 382 packs and started 1,281 plays in 8
    /// seconds (#52.11). A maker finishing a pack every two minutes, a class making packs behind one
    /// address, and a player starting a play a minute all stay well inside.
    static let packsPerProfile = RateLimit(name: "packs", limit: 30, window: 3_600)
    static let packsPerAddress = RateLimit(name: "packs-address", limit: 150, window: 3_600)
    static let playsPerProfile = RateLimit(name: "plays", limit: 120, window: 3_600)
    static let playsPerAddress = RateLimit(name: "plays-address", limit: 1_200, window: 3_600)
    static let uploadKiBPerProfile = RateLimit(name: "upload-kib", limit: 60 * 1_024, window: 3_600)
    static let uploadKiBPerAddress = RateLimit(name: "upload-kib-address", limit: 240 * 1_024, window: 3_600)
    /// Preview cards drawn (not kept from before) for one address: a chat app unfurling links
    /// people share fits; walking every day's every result code does not (#52.2).
    static let cardsPerAddress = RateLimit(name: "cards", limit: 120, window: 10 * 60)
}

extension VisitorAllowance.Rule {
    static let packs = Self(perProfile: .packsPerProfile, perAddress: .packsPerAddress, message: "quiz.packs.tooMany")
    static let plays = Self(perProfile: .playsPerProfile, perAddress: .playsPerAddress, message: "quiz.play.tooMany")
    static let uploadBytes = Self(
        perProfile: .uploadKiBPerProfile, perAddress: .uploadKiBPerAddress, message: "upload.tooManyBytes")
}
