import Foundation

/// A box-office movie as the detail page and `GET /api/v1/boxoffice/movies/:code` show it.
struct MovieDetailDTO: Codable, Sendable {
    struct RunDay: Codable, Sendable {
        let day: Day
        let rank: Int
        let audience: Int64
        let audienceTotal: Int64
    }

    struct Milestone: Codable, Sendable {
        let audience: Int64
        /// The first archived day at or over the total.
        let day: Day
        /// Whether `day` is the crossing itself (the archive holds the day before, below the total).
        let exact: Bool
        /// When not exact: the last archived day below the total (the crossing came after it), or
        /// nil when the total was already passed on the first day the archive knows the film.
        let after: Day?
    }

    let code: String
    let title: String
    let movie: KOBISMovie?
    let posterURL: String?
    let run: [RunDay]
    let daysAtNumberOne: Int
    let milestones: [Milestone]
    let runChartURL: String?
    /// Why KOBIS details are missing, in the visitor's language.
    let problem: String?

    init(_ detail: MovieDetailService.Detail, view: ViewContext) {
        code = detail.code
        title = detail.title
        movie = detail.movie
        posterURL = detail.poster.map { view.imageURL(.cover(width: 300), $0) }
        run = detail.run.points.map {
            RunDay(day: $0.day, rank: $0.rank, audience: $0.audience, audienceTotal: $0.audienceTotal)
        }
        daysAtNumberOne = detail.run.daysAtNumberOne
        milestones = detail.run.reached.map {
            Milestone(audience: $0.audience, day: $0.day, exact: $0.exact, after: $0.exact ? nil : $0.after)
        }
        runChartURL = detail.run.points.isEmpty ? nil : Site.boxOfficeMovieRun.link(detail.code)
        problem = detail.problem.map(\.answer).map { view.text($0.key, $0.arguments) }
    }
}
