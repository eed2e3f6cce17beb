import Foundation

/// Posters found for a movie page, kept for a day by title and year. Every view of a movie page
/// looked its poster up again: a rate-limit write for the visitor and a TMDB (or Kakao) search,
/// a third of the page's CPU and one upstream call per view. Only found posters are kept; a miss
/// or a failure is asked again next time (the upstream may be back).
final class MoviePosterCache: Sendable {
    static let lifetime: TimeInterval = 24 * 3600

    private let entries = KeptTable<String, (poster: ImageSource, until: Date)>(capacity: 500)

    func poster(title: String, year: Int?, now: Date) -> ImageSource? {
        guard let entry = entries[Self.key(title, year)], now < entry.until else { return nil }
        return entry.poster
    }

    func keep(_ poster: ImageSource, title: String, year: Int?, now: Date) {
        entries.keep((poster, now.addingTimeInterval(Self.lifetime)), for: Self.key(title, year))
    }

    private static func key(_ title: String, _ year: Int?) -> String { "\(title)\u{1F}\(year.map(String.init) ?? "")" }
}
