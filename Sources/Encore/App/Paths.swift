import Vapor

/// Every route and every link printed by a template, in one place.
enum Paths {
    static let home = "/"
    static let welcome = "/welcome"
    static let settings = "/settings"
    static let settingsPassword = "/settings/password"
    static let signIn = "/signin"
    static let signOut = "/signout"
    static let avatars = "/avatars"
    static let quiz = "/quiz"
    static let boxOffice = "/boxoffice"
    static let idols = "/idols"
    static let gifs = "/gifs"
    static let healthz = "/healthz"
    static let metrics = "/metrics"
    static let openAPI = "/api/openapi.json"
    static let apiProfile = "/api/v1/profile"
    static let apiNicknameCheck = "/api/v1/nicknames/check"
    static let offline = "/offline.html"

    static let settingsAvatar = "/settings/avatar"
    static let settingsAvatarRemove = "/settings/avatar/remove"
    static let apiUploads = "/api/v1/uploads"
    static let apiQuizPacks = "/api/v1/quiz/packs"
    static let images = "/img"

    static let quizNew = "/quiz/new"
    static let quizPacks = "/quiz/packs"
    static let quizPlays = "/quiz/plays"
    static let apiQuizMovies = "/api/v1/quiz/movies"
    static let apiQuizPlays = "/api/v1/quiz/plays"
    static let apiBoxOfficeCharts = "/api/v1/boxoffice/charts"
    static let apiBoxOfficeMovies = "/api/v1/boxoffice/movies"
    static let idolSearch = "/idols/search"
    static let idolFavourites = "/idols/favourites"
    static let apiIdols = "/api/v1/idols"
    static let apiIdolFavourites = "/api/v1/idols/favourites"
    static let gifRandom = "/gifs/random"
    static let gifFavourites = "/gifs/favourites"
    static let gifLibrary = "/gifs/mine"
    static let apiGifFavourites = "/api/v1/gifs/favourites"
    static let apiGifLibrary = "/api/v1/gifs/mine"

    static func idolGroup(_ id: String) -> String { "\(idols)/groups/\(id)" }
    static func idolMember(_ id: String) -> String { "\(idols)/members/\(id)" }
    static func idolArt(_ kind: IdolFavourite.Kind, _ id: String) -> String { "\(idols)/art/\(kind.rawValue)s/\(id).svg" }
    static let quizStats = "/quiz/stats"
    static let apiQuizStats = "/api/v1/quiz/stats"
    static func quizPackStats(_ id: UUID) -> String { "\(quizPacks)/\(id.uuidString.lowercased())/stats" }
    static let quizShared = "/q"
    static func quizShared(_ code: String) -> String { "\(quizShared)/\(code)" }
    static func apiQuizPackExport(_ id: UUID) -> String { apiQuizPack(id) + "/export" }
    static let apiQuizPackImport = "/api/v1/quiz/packs/import"
    static let quizImport = "/quiz/import"
    static let quizQuickChosung = "/quiz/chosung"
    static let apiQuizQuickChosung = "/api/v1/quiz/chosung"
    static func quizPackChosung(_ id: UUID) -> String { "\(quizPacks)/\(id.uuidString.lowercased())/chosung" }
    static func uploadedGif(_ id: String) -> String { "\(gifLibrary)/\(id)" }
    static func boxOfficeMovie(_ code: String) -> String { "\(boxOffice)/movies/\(code)" }
    static func quizPackPlay(_ id: UUID) -> String { "\(quizPacks)/\(id.uuidString.lowercased())/play" }
    static func quizPackDelete(_ id: UUID) -> String { "\(quizPacks)/\(id.uuidString.lowercased())/delete" }
    static func quizPackEdit(_ id: UUID) -> String { "\(quizPacks)/\(id.uuidString.lowercased())/edit" }
    static func quizPlay(_ id: UUID) -> String { "\(quizPlays)/\(id.uuidString.lowercased())" }
    static func quizPlayResult(_ id: UUID) -> String { quizPlay(id) + "/result" }
    static func apiQuizPack(_ id: UUID) -> String { "\(apiQuizPacks)/\(id.uuidString.lowercased())" }
    static func apiQuizPlay(_ id: UUID) -> String { "\(apiQuizPlays)/\(id.uuidString.lowercased())" }

    /// The generated monogram; the version changes with the nickname so caches refresh.
    static func monogram(of profile: Profile) -> String {
        monogram(id: profile.id, nickname: profile.nickname)
    }

    static func monogram(id: UUID?, nickname: String) -> String {
        let version = RandomToken.sha256Hex(nickname).prefix(8)
        return "\(avatars)/\(id?.uuidString.lowercased() ?? "")?v=\(version)"
    }

    /// `path?name=value&…` with every value percent-encoded (`&`, `#`, `+` in a search or tag included).
    static func withQuery(_ path: String, _ items: [(String, String)]) -> String {
        let unreserved = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
        let query = items.map { name, value in "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "")" }
        return query.isEmpty ? path : path + "?" + query.joined(separator: "&")
    }

    /// A local path to return to after onboarding or sign-in; anything else (other hosts,
    /// `//evil`, schemes) falls back to home so the redirect cannot be abused.
    static func safeReturn(_ candidate: String?) -> String {
        // Browsers drop tabs and newlines from URLs ("/\t/evil.example" becomes "//evil.example"),
        // so any whitespace, control or invisible character refuses the whole address.
        guard let candidate, candidate.hasPrefix("/"), !candidate.hasPrefix("//"),
              !candidate.unicodeScalars.contains(where: { scalar in
                  scalar == "\\" || scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint
                      || [.control, .format, .unassigned, .surrogate, .privateUse].contains(scalar.properties.generalCategory)
              })
        else { return home }
        return candidate
    }
}

/// The paths templates print, handed to every page as `shell.paths`.
struct LinkPaths: Encodable {
    let home = Paths.home
    let welcome = Paths.welcome
    let settings = Paths.settings
    let settingsPassword = Paths.settingsPassword
    let settingsAvatar = Paths.settingsAvatar
    let settingsAvatarRemove = Paths.settingsAvatarRemove
    let signIn = Paths.signIn
    let signOut = Paths.signOut
    let apiNicknameCheck = Paths.apiNicknameCheck
    let quiz = Paths.quiz
    let quizNew = Paths.quizNew
    let apiQuizPacks = Paths.apiQuizPacks
    let apiQuizMovies = Paths.apiQuizMovies
    let apiUploads = Paths.apiUploads
    let idols = Paths.idols
    let idolSearch = Paths.idolSearch
    let idolFavourites = Paths.idolFavourites
    let apiIdols = Paths.apiIdols
    let gifs = Paths.gifs
    let quizImport = Paths.quizImport
    let quizStats = Paths.quizStats
    let quizQuickChosung = Paths.quizQuickChosung
    let gifFavourites = Paths.gifFavourites
    let gifLibrary = Paths.gifLibrary
}

/// The four sections, in tab order.
enum SectionTab: String, CaseIterable, Encodable {
    case quiz, boxoffice, idols, gifs

    var path: String {
        switch self {
        case .quiz: Paths.quiz
        case .boxoffice: Paths.boxOffice
        case .idols: Paths.idols
        case .gifs: Paths.gifs
        }
    }
}

extension String {
    /// Route components for one of the `Paths` strings.
    var routeComponents: [PathComponent] { pathComponents }
}
