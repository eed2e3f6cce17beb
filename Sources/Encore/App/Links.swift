import Foundation
import Leaf
import LeafKit

/// Links that are more than a route: a monogram with its cache-busting version, a path with a
/// query, a safe place to return to. Routes themselves are in `Site`.
enum Links {
    /// The offline page the service worker serves (a static file, not a route).
    static let offline = "/offline.html"

    /// The generated monogram; the version changes with the nickname so caches refresh.
    static func monogram(of profile: Profile) -> String {
        monogram(id: profile.id, nickname: profile.nickname)
    }

    static func monogram(id: UUID?, nickname: String) -> String {
        let version = RandomToken.sha256Hex(nickname).prefix(8)
        // A profile not saved yet (never shown) gets the all-zero id, which no profile has.
        return Site.avatar.link(id ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))) + "?v=\(version)"
    }

    /// `path?name=value&…` with every value percent-encoded (`&`, `#`, `+` in a search or tag included).
    static func withQuery(_ path: String, _ items: [(String, String)]) -> String {
        let unreserved = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
        let query = items.map { name, value in
            "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "")"
        }
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
                    || [.control, .format, .unassigned, .surrogate, .privateUse].contains(
                        scalar.properties.generalCategory)
            })
        else { return Site.home.path }
        return candidate
    }
}

/// The paths templates print, handed to every page as `shell.paths`.
struct LinkPaths: Encodable, Sendable, LeafDataRepresentable {
    /// Built once: each path is joined from its route's segments, 30 of them on every page.
    static let shared = LinkPaths()
    /// And given to Leaf once: encoding 30 strings into its context was part of every page's cost.
    private static let sharedLeafData = LeafData.dictionary(
        Dictionary(
            uniqueKeysWithValues: Mirror(reflecting: LinkPaths()).children.compactMap { child in
                (child.value as? String).flatMap { value in child.label.map { ($0, LeafData.string(value)) } }
            }))

    var leafData: LeafData { Self.sharedLeafData }

    let home = Site.home.path
    let welcome = Site.welcome.path
    let settings = Site.settings.path
    let settingsPassword = Site.settingsPassword.path
    let profileData = Site.apiProfileData.path
    let settingsDelete = Site.settingsDelete.path
    let settingsAvatar = Site.settingsAvatar.path
    let settingsAvatarRemove = Site.settingsAvatarRemove.path
    let signIn = Site.signIn.path
    let signOut = Site.signOut.path
    let apiNicknameCheck = Site.apiNicknameCheck.path
    let apiProfile = Site.apiProfile.path
    let apiGifFavourites = Site.apiGifFavourites.path
    let apiIdolFavourites = Site.apiIdolFavourites.path
    let quiz = Site.quiz.path
    let quizNew = Site.quizNew.path
    let apiQuizPacks = Site.apiQuizPacks.path
    let apiQuizMovies = Site.apiQuizMovies.path
    let apiUploads = Site.apiUploads.path
    let idols = Site.idols.path
    let idolSearch = Site.idolSearch.path
    let idolFavourites = Site.idolFavourites.path
    let apiIdols = Site.apiIdols.path
    let gifs = Site.gifs.path
    let quizImport = Site.quizImport.path
    let quizStats = Site.quizStats.path
    let quizQuickChosung = Site.quizQuickChosung.path
    let quizQuickRoom = Site.quizQuickRoom.path
    let quizRooms = Site.quizRooms.path
    let join = Site.join.path
    let gifFavourites = Site.gifFavourites.path
    let gifLibrary = Site.gifLibrary.path
}

/// The four sections, in tab order.
enum SectionTab: String, CaseIterable, Encodable {
    case quiz, boxoffice, idols, gifs

    var path: String {
        switch self {
        case .quiz: Site.quiz.path
        case .boxoffice: Site.boxOffice.path
        case .idols: Site.idols.path
        case .gifs: Site.gifs.path
        }
    }
}
