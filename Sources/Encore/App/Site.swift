import Foundation

/// Every route of the site, in one place: `routes.swift` registers each one from here
/// (`Site.quizPackPlay.components`) and every link is printed from here (`Site.quizPackPlay.link(id)`,
/// `Site.quiz.path`; templates get the parameterless ones as `shell.paths`).
enum Site {
    // Public and cacheable.
    static let image = Route(
        "img", .parameter(.signature), .parameter(.operation), .parameter(.source),
        taking: String.self, String.self, String.self)
    static let avatar = Route("avatars", .parameter(.profileID), taking: UUID.self)
    static let idolArt = Route(
        "idols", "art", .parameter(.kind), .parameter(.file), taking: IdolArtKind.self, IdolArtFile.self)
    static let healthz = Route("healthz")
    static let metrics = Route("metrics")
    static let openAPI = Route("api", "openapi.json")

    // Pages.
    static let home = Route()
    static let welcome = Route("welcome")
    static let settings = Route("settings")
    static let settingsPassword = Route("settings", "password")
    static let settingsDelete = Route("settings", "delete")
    static let settingsAvatar = Route("settings", "avatar")
    static let settingsAvatarRemove = Route("settings", "avatar", "remove")
    static let signIn = Route("signin")
    static let signOut = Route("signout")

    static let quiz = Route("quiz")
    static let quizNew = Route("quiz", "new")
    static let quizImport = Route("quiz", "import")
    static let quizQuickChosung = Route("quiz", "chosung")
    static let quizStats = Route("quiz", "stats")
    static let quizStatsHistory = Route("quiz", "stats", "history.svg")
    static let quizPackPlay = Route("quiz", "packs", .parameter(.packID), "play", taking: UUID.self)
    static let quizPackDelete = Route("quiz", "packs", .parameter(.packID), "delete", taking: UUID.self)
    static let quizPackEdit = Route("quiz", "packs", .parameter(.packID), "edit", taking: UUID.self)
    static let quizPackChosung = Route("quiz", "packs", .parameter(.packID), "chosung", taking: UUID.self)
    static let quizPackStats = Route("quiz", "packs", .parameter(.packID), "stats", taking: UUID.self)
    static let quizPackReport = Route("quiz", "packs", .parameter(.packID), "report", taking: UUID.self)
    static let profileReport = Route("profiles", .parameter(.profileID), "report", taking: UUID.self)
    static let quizPackStatsChart = Route(
        "quiz", "packs", .parameter(.packID), "stats", .parameter(.chart), taking: UUID.self, String.self)
    static let quizDaily = Route("quiz", "daily")
    static let quizDailyArchive = Route("quiz", "daily", "archive")
    static let quizDailyStatsChart = Route("quiz", "daily", "stats.svg")
    static let quizDailyNumber = Route("quiz", "daily", .parameter(.number), taking: Int.self)
    static let quizDailyGuess = Route("quiz", "daily", .parameter(.number), "guess", taking: Int.self)
    static let quizDailySkip = Route("quiz", "daily", .parameter(.number), "skip", taking: Int.self)
    static let quizPlay = Route("quiz", "plays", .parameter(.playID), taking: UUID.self)
    static let quizPlayResult = Route("quiz", "plays", .parameter(.playID), "result", taking: UUID.self)
    static let quizShared = Route("q", .parameter(.code), taking: String.self)
    static let quizSharedPlay = Route("q", .parameter(.code), "play", taking: String.self)
    /// One box for a code: a pack's share code or a party room's PIN.
    static let join = Route("join")
    static let quizPackRoom = Route("quiz", "packs", .parameter(.packID), "room", taking: UUID.self)
    static let quizQuickRoom = Route("quiz", "quick", "room")
    static let quizRooms = Route("quiz", "rooms")
    static let roomJoin = Route("join", .parameter(.pin), taking: String.self)
    static let roomHost = Route("rooms", .parameter(.roomID), "host", taking: UUID.self)
    static let roomPlay = Route("rooms", .parameter(.roomID), "play", taking: UUID.self)
    static let roomQR = Route("rooms", .parameter(.roomID), "qr.svg", taking: UUID.self)
    static let previewCard = Route("og", "card.jpg")
    static let roomAgain = Route("rooms", .parameter(.roomID), "again", taking: UUID.self)
    static let roomRemote = Route("rooms", .parameter(.roomID), "remote", taking: UUID.self)
    static let roomReport = Route("rooms", .parameter(.roomID), "report.csv", taking: UUID.self)
    static let roomSocket = Route("rooms", .parameter(.roomID), "socket", taking: UUID.self)

    static let boxOffice = Route("boxoffice")
    static let boxOfficeChart = Route("boxoffice", .parameter(.kind), taking: String.self)
    static let boxOfficeMovie = Route("boxoffice", "movies", .parameter(.code), taking: String.self)
    static let boxOfficeMovieRun = Route("boxoffice", "movies", .parameter(.code), "run.svg", taking: String.self)

    static let idols = Route("idols")
    static let idolSearch = Route("idols", "search")
    static let idolGroup = Route("idols", "groups", .parameter(.id), taking: String.self)
    static let idolMember = Route("idols", "members", .parameter(.id), taking: String.self)
    static let idolFavourites = Route("idols", "favourites")

    static let gifs = Route("gifs")
    static let gifRandom = Route("gifs", "random")
    static let gifFavourites = Route("gifs", "favourites")
    static let gifLibrary = Route("gifs", "mine")
    static let uploadedGif = Route("gifs", "mine", .parameter(.id), taking: String.self)
    static let uploadedGifDelete = Route("gifs", "mine", .parameter(.id), "delete", taking: String.self)
    static let uploadedGifReport = Route("gifs", "mine", .parameter(.id), "report", taking: String.self)

    static let noticeDismiss = Route("notices", .parameter(.id), "dismiss", taking: UUID.self)

    // The operators' console (#51): the site's 404 for everyone without a role.
    static let operatorQueue = Route("operator")
    static let operatorResolved = Route("operator", "resolved")
    static let operatorLog = Route("operator", "log")
    static let operatorWords = Route("operator", "words")
    static let operatorProfiles = Route("operator", "profiles")
    static let operatorProfileActions = Route("operator", "profiles", "actions")
    static let operatorRoomEnd = Route("operator", "rooms", "end")
    static let operatorWordRemove = Route("operator", "words", "remove")
    static let operatorDecisions = Route("operator", "decisions")

    // The JSON API.
    static let apiProfile = Route("api", "v1", "profile")
    static let apiProfileData = Route("api", "v1", "profile", "data")
    static let apiNicknameCheck = Route("api", "v1", "nicknames", "check")
    static let apiUploads = Route("api", "v1", "uploads")

    static let apiQuizPacks = Route("api", "v1", "quiz", "packs")
    static let apiQuizPackImport = Route("api", "v1", "quiz", "packs", "import")
    static let apiQuizPack = Route("api", "v1", "quiz", "packs", .parameter(.packID), taking: UUID.self)
    static let apiQuizPackDraft = Route("api", "v1", "quiz", "packs", .parameter(.packID), "draft", taking: UUID.self)
    static let apiQuizPackExport = Route("api", "v1", "quiz", "packs", .parameter(.packID), "export", taking: UUID.self)
    static let apiQuizPackChosung = Route(
        "api", "v1", "quiz", "packs", .parameter(.packID), "chosung", taking: UUID.self)
    static let apiQuizPackPlays = Route("api", "v1", "quiz", "packs", .parameter(.packID), "plays", taking: UUID.self)
    static let apiQuizPackLeaderboard = Route(
        "api", "v1", "quiz", "packs", .parameter(.packID), "leaderboard", taking: UUID.self)
    static let apiQuizPackStats = Route("api", "v1", "quiz", "packs", .parameter(.packID), "stats", taking: UUID.self)
    static let apiQuizQuickChosung = Route("api", "v1", "quiz", "chosung")
    static let apiQuizMovies = Route("api", "v1", "quiz", "movies")
    static let apiQuizMoviePosters = Route(
        "api", "v1", "quiz", "movies", .parameter(.movieID), "posters", taking: Int.self)
    static let apiQuizStats = Route("api", "v1", "quiz", "stats")
    static let apiQuizDaily = Route("api", "v1", "quiz", "daily")
    static let apiQuizDailyArchive = Route("api", "v1", "quiz", "daily", "archive")
    static let apiQuizDailyStats = Route("api", "v1", "quiz", "daily", "stats")
    static let apiQuizDailyTitles = Route("api", "v1", "quiz", "daily", "titles")
    static let apiQuizDailyNumber = Route("api", "v1", "quiz", "daily", .parameter(.number), taking: Int.self)
    static let apiQuizDailyGuesses = Route(
        "api", "v1", "quiz", "daily", .parameter(.number), "guesses", taking: Int.self)
    static let apiQuizDailySkip = Route("api", "v1", "quiz", "daily", .parameter(.number), "skip", taking: Int.self)
    static let apiRooms = Route("api", "v1", "rooms")
    static let apiRoom = Route("api", "v1", "rooms", .parameter(.pin), taking: String.self)
    static let apiRoomPlayers = Route("api", "v1", "rooms", .parameter(.pin), "players", taking: String.self)
    static let apiQuizPlay = Route("api", "v1", "quiz", "plays", .parameter(.playID), taking: UUID.self)
    static let apiQuizPlayAnswer = Route("api", "v1", "quiz", "plays", .parameter(.playID), "answer", taking: UUID.self)
    static let apiQuizPlayHint = Route("api", "v1", "quiz", "plays", .parameter(.playID), "hint", taking: UUID.self)
    static let apiQuizPlayPause = Route("api", "v1", "quiz", "plays", .parameter(.playID), "pause", taking: UUID.self)
    static let apiQuizPlayResume = Route("api", "v1", "quiz", "plays", .parameter(.playID), "resume", taking: UUID.self)
    static let apiQuizPlayNext = Route("api", "v1", "quiz", "plays", .parameter(.playID), "next", taking: UUID.self)
    static let apiQuizPlayResult = Route("api", "v1", "quiz", "plays", .parameter(.playID), "result", taking: UUID.self)

    static let apiBoxOfficeChart = Route("api", "v1", "boxoffice", "charts", .parameter(.kind), taking: String.self)
    static let apiBoxOfficeMovie = Route("api", "v1", "boxoffice", "movies", .parameter(.code), taking: String.self)

    static let apiIdols = Route("api", "v1", "idols")
    static let apiIdolPeriods = Route("api", "v1", "idols", "periods")
    static let apiIdolGroup = Route("api", "v1", "idols", "groups", .parameter(.id), taking: String.self)
    static let apiIdolMember = Route("api", "v1", "idols", "members", .parameter(.id), taking: String.self)
    static let apiIdolSearch = Route("api", "v1", "idols", "search")
    static let apiIdolBirthdays = Route("api", "v1", "idols", "birthdays")
    static let apiIdolFavourites = Route("api", "v1", "idols", "favourites")
    static let apiIdolFavourite = Route(
        "api", "v1", "idols", "favourites", .parameter(.kind), .parameter(.id), taking: String.self, String.self)

    static let apiGifFavourites = Route("api", "v1", "gifs", "favourites")
    static let apiGifFavourite = Route(
        "api", "v1", "gifs", "favourites", .parameter(.kind), .parameter(.id), taking: String.self, String.self)
    static let apiGifLibrary = Route("api", "v1", "gifs", "mine")
    static let apiUploadedGif = Route("api", "v1", "gifs", "mine", .parameter(.id), taking: String.self)
    static let apiReports = Route("api", "v1", "reports")
}

/// `/idols/art/groups/…`: the plural of the kind, as the URL reads.
struct IdolArtKind: PathValue {
    let kind: IdolFavourite.Kind

    init(_ kind: IdolFavourite.Kind) { self.kind = kind }

    var pathSegment: String { kind.rawValue + "s" }

    init?(pathSegment: String) {
        guard pathSegment.hasSuffix("s"), let kind = IdolFavourite.Kind(rawValue: String(pathSegment.dropLast())) else {
            return nil
        }
        self.kind = kind
    }
}

/// `…/<id>.svg`: the artwork of the group or member with that data-file id.
struct IdolArtFile: PathValue {
    let id: String

    init(_ id: String) { self.id = id }

    var pathSegment: String { id + ".svg" }

    init?(pathSegment: String) {
        guard pathSegment.hasSuffix(".svg") else { return nil }
        id = String(pathSegment.dropLast(4))
    }
}
