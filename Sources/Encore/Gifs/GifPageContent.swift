import Foundation

/// What every GIF page shares: the section's own tabs and, when GIPHY is configured, what the
/// browser needs to call it (its terms ask for the browser to call it with the public key).
struct GifPageContent: Encodable {
    struct Tab: Encodable {
        let label: String
        let href: String
        let isActive: Bool
    }

    struct Giphy: Encodable {
        let baseURL: String
        let apiKey: String
        let rating: String
    }

    enum Section: String, CaseIterable {
        case search, random, favourites, library

        var path: String {
            switch self {
            case .search: Site.gifs.path
            case .random: Site.gifRandom.path
            case .favourites: Site.gifFavourites.path
            case .library: Site.gifLibrary.path
            }
        }

        var needsGiphy: Bool { self == .search || self == .random }
    }

    let tabs: [Tab]
    let giphy: Giphy?
    /// Leaf reads a missing value and an empty one alike only through a flag.
    let hasGiphy: Bool
    let signedIn: Bool
    /// Where a star sends a visitor without a profile, coming back here afterwards.
    let welcomeURL: String

    init(giphy: Giphy?, signedIn: Bool, active: Section, view: ViewContext) {
        tabs = Section.allCases.filter { giphy != nil || !$0.needsGiphy }.map { section in
            Tab(label: view.text("gifs.tab.\(section.rawValue)"), href: section.path, isActive: section == active)
        }
        self.giphy = giphy
        hasGiphy = giphy != nil
        self.signedIn = signedIn
        welcomeURL = Links.withQuery(Site.welcome.path, [("next", active.path)])
    }
}
