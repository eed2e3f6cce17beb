import Foundation

/// What every GIF page shares: the section's own tabs and the dialog and strings its scripts use
/// (fragments rendered once per language and tab), and, when GIPHY is configured, what the browser
/// needs to call it (its terms ask for the browser to call it with the public key).
struct GifPageContent: Encodable {
    struct Tab: Encodable, Hashable {
        let label: String
        let href: String
        let isActive: Bool
    }

    /// The section's tabs (`gifs/nav`), one fragment per active tab, GIPHY or not, and language.
    struct Nav: Encodable, Hashable, Sendable {
        let active: Section
        let hasGiphy: Bool

        func tabs(_ view: ViewContext) -> Tabs {
            Tabs(
                tabs: Section.allCases.filter { hasGiphy || !$0.needsGiphy }.map { section in
                    Tab(
                        label: view.text("gifs.tab.\(section.rawValue)"), href: section.path,
                        isActive: section == active)
                })
        }
    }

    struct Tabs: Encodable {
        let tabs: [Tab]
    }

    /// The dialog and the strings every GIF page's script reads (`gifs/chrome`): the same per language.
    struct Chrome: Encodable, Hashable, Sendable {}

    struct Giphy: Encodable, Hashable, Sendable {
        let baseURL: String
        let apiKey: String
        let rating: String
    }

    enum Section: String, CaseIterable, Encodable, Sendable {
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

    let navHTML: RenderedFragment
    let chromeHTML: RenderedFragment
    let giphy: Giphy?
    /// Leaf reads a missing value and an empty one alike only through a flag.
    let hasGiphy: Bool
    let signedIn: Bool
    /// Where a star sends a visitor without a profile, coming back here afterwards.
    let welcomeURL: String

    init(
        giphy: Giphy?, signedIn: Bool, active: Section, navHTML: RenderedFragment, chromeHTML: RenderedFragment
    ) {
        self.navHTML = navHTML
        self.chromeHTML = chromeHTML
        self.giphy = giphy
        hasGiphy = giphy != nil
        self.signedIn = signedIn
        welcomeURL = Links.withQuery(Site.welcome.path, [("next", active.path)])
    }
}
