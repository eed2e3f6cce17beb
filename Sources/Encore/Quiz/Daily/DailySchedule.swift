import Foundation

/// Which film a day's puzzle asks. Chosen from the catalog's films whose titles a clue can hide,
/// leaving out every film of the year before (no film comes back within 365 days), by a number
/// derived from the app's secret and the day's number: the schedule cannot be worked out from
/// the date, so tomorrow's answer is not known today even to someone who has the source.
struct DailySchedule: Sendable {
    static let noRepeatDays = 365

    /// The films a daily can ask, sorted by id so the choice does not depend on the file's order.
    let eligible: [MovieCatalog.Movie]
    let secret: AppSecret

    init(catalog: MovieCatalog, secret: AppSecret) {
        self.init(eligible: Self.eligible(in: catalog), secret: secret)
    }

    /// `eligible` as `eligible(in:)` made it (`BuiltinFiles` does, once per process).
    init(eligible: [MovieCatalog.Movie], secret: AppSecret) {
        self.eligible = eligible
        self.secret = secret
    }

    static func eligible(in catalog: MovieCatalog) -> [MovieCatalog.Movie] {
        catalog.movies.filter(isAskable).sorted { $0.id < $1.id }
    }

    /// A film both ladders can ask: its Korean title has Hangul to hide, and neither title's
    /// clue would show the title itself ("1987", "E.T.").
    static func isAskable(_ movie: MovieCatalog.Movie) -> Bool {
        TitleClue.hasHangul(movie.titleKo) && TitleClue.hidesSomething(movie.titleKo)
            && TitleClue.hidesSomething(movie.titleEn)
    }

    /// The film for puzzle `number`, given the films of the days before it (`recent`, number → film
    /// id; days further back than a year are ignored). When every film was asked within the year (a
    /// catalog under 365 films), the one asked longest ago comes back.
    func movie(for number: Int, recent: [Int: String]) -> MovieCatalog.Movie? {
        let window = (number - Self.noRepeatDays + 1)..<number
        var lastAsked: [String: Int] = [:]
        for (day, id) in recent where window.contains(day) { lastAsked[id] = max(lastAsked[id] ?? 0, day) }
        var candidates = eligible.filter { lastAsked[$0.id] == nil }
        if candidates.isEmpty {
            let oldest = eligible.map { lastAsked[$0.id] ?? 0 }.min() ?? 0
            candidates = eligible.filter { (lastAsked[$0.id] ?? 0) == oldest }
        }
        guard !candidates.isEmpty else { return nil }
        return candidates[Int(seed(for: number) % UInt64(candidates.count))]
    }

    /// Where a poster puzzle's areas are: derived the same way, so they are fixed for the day.
    func seed(for number: Int, purpose: String = "daily-film") -> UInt64 {
        let hex = secret.sign(String(number), purpose: purpose)
        return UInt64(hex.prefix(16), radix: 16) ?? 0
    }
}
