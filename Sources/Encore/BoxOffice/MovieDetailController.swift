import Vapor

/// The movie page, its run chart (an SVG drawn here) and the same data as JSON.
struct MovieDetailController {
    let boxOffice: BoxOfficeFactory

    struct Fact: Encodable {
        let labelKey: String
        let value: String
    }

    struct PageContent: Encodable {
        let detail: MovieDetailDTO
        let facts: [Fact]
        let actors: [String]
        /// Leaf counts an empty list as true: without KOBIS's details there are no actors to head.
        let hasActors: Bool
        let runSummary: String?
        let milestoneLines: [String]
        let backURL: String
        /// The page again, offered when KOBIS failed this time (not when there is no key or KOBIS
        /// does not know the film): a plain link, so trying again needs no JavaScript.
        let retryURL: String?
    }

    func page(_ request: Request) async throws -> Response {
        let code = try request.movieCode()
        let detail = try await boxOffice.movieDetails(request).detail(code: code)
        let dto = MovieDetailDTO(detail, view: request.viewContext)
        var retryURL: String?
        if case .upstream = detail.problem { retryURL = Site.boxOfficeMovie.link(code) }
        let runSummary = Self.summary(dto, request)
        // From what the page already has: a chat app fetching the card never causes a KOBIS call.
        let og = request.openGraph(
            title: dto.title, description: request.text("og.movie.description", [dto.title]),
            card: PreviewCard(
                title: dto.title, subtitle: runSummary ?? "", badge: dto.title.first.map(String.init) ?? "",
                qr: nil))
        // The detail names the whole body (Leaf's encoding and rendering of it were half the page).
        return try await request.pageResponse("boxoffice/movie", key: detail, title: dto.title, tab: .boxoffice, og: og)
        {
            let actors = Self.actors(dto.movie)
            return PageContent(
                detail: dto, facts: Self.facts(dto.movie, request), actors: actors, hasActors: !actors.isEmpty,
                runSummary: runSummary, milestoneLines: dto.milestones.map { Self.milestoneLine($0, request) },
                backURL: Site.boxOffice.path, retryURL: retryURL)
        }
    }

    /// Only a crossing the archive saw is dated to the day; otherwise the line says what is known.
    static func milestoneLine(_ milestone: MovieDetailDTO.Milestone, _ request: Request) -> String {
        let total = ChartRow.man(milestone.audience) ?? ChartRow.grouped(milestone.audience)
        if milestone.exact { return request.text("boxoffice.detail.milestone", [total, milestone.day.description]) }
        guard let after = milestone.after else {
            return request.text("boxoffice.detail.milestoneBefore", [total, milestone.day.description])
        }
        return request.text(
            "boxoffice.detail.milestoneBetween", [total, after.adding(days: 1).description, milestone.day.description])
    }

    func api(_ request: Request) async throws -> MovieDetailDTO {
        MovieDetailDTO(
            try await boxOffice.movieDetails(request).detail(code: try request.movieCode()), view: request.viewContext)
    }

    func runChart(_ request: Request) async throws -> Response {
        let code = try request.movieCode()
        let run = try await boxOffice.movieDetails(request).run(code: code)
        guard !run.points.isEmpty else { throw BoxOfficeError.movieNotFound }
        let title = run.title ?? code
        let svg = RunChartSVG(
            run: run, title: request.text("boxoffice.detail.runTitle", [title]), summary: Self.runSummary(run, request)
        ).markup
        return BarChartSVG.response(svg, maxAge: 300)
    }

    static func facts(_ movie: KOBISMovie?, _ request: Request) -> [Fact] {
        guard let movie else { return [] }
        func join(_ values: [String]) -> String? { values.isEmpty ? nil : values.joined(separator: ", ") }
        let companies = movie.companies.map { company in company.part.map { "\(company.name) (\($0))" } ?? company.name
        }
        let candidates: [(String, String?)] = [
            ("boxoffice.detail.englishTitle", movie.englishTitle),
            ("boxoffice.detail.originalTitle", movie.originalTitle),
            ("boxoffice.detail.directors", join(movie.directors.map(\.name))),
            ("boxoffice.detail.productionYear", movie.productionYear.map(String.init)),
            ("boxoffice.detail.openDate", movie.openDate?.description),
            (
                "boxoffice.detail.runningTime",
                movie.runningMinutes.map { request.text("boxoffice.detail.minutes", [String($0)]) }
            ),
            ("boxoffice.detail.rating", join(movie.ratings)),
            ("boxoffice.detail.nations", join(movie.nations)),
            ("boxoffice.detail.genres", join(movie.genres)),
            ("boxoffice.detail.companies", join(companies)),
            (
                "boxoffice.detail.staff",
                join(movie.staff.prefix(8).map { staff in staff.role.map { "\(staff.name) (\($0))" } ?? staff.name })
            ),
            ("boxoffice.detail.status", movie.status),
        ]
        return candidates.compactMap { key, value in value.map { Fact(labelKey: key, value: $0) } }
    }

    static func actors(_ movie: KOBISMovie?) -> [String] {
        (movie?.actors ?? []).prefix(12).map { actor in actor.role.map { "\(actor.name) (\($0))" } ?? actor.name }
    }

    static func summary(_ dto: MovieDetailDTO, _ request: Request) -> String? {
        dto.run.isEmpty
            ? nil
            : summary(
                days: dto.run.count, atNumberOne: dto.daysAtNumberOne, peak: dto.run.map(\.audience).max() ?? 0, request
            )
    }

    static func runSummary(_ run: MovieRun, _ request: Request) -> String {
        summary(
            days: run.points.count, atNumberOne: run.daysAtNumberOne, peak: run.points.map(\.audience).max() ?? 0,
            request)
    }

    /// "10위 안 N일, 1위 N일, 하루 최다 N명": the chart's text alternative and the page's summary.
    static func summary(days: Int, atNumberOne: Int, peak: Int64, _ request: Request) -> String {
        request.text("boxoffice.detail.runSummary", [String(days), String(atNumberOne), ChartRow.grouped(peak)])
    }
}

extension Request {
    func movieCode() throws -> String {
        guard let code = parameters.get(.code), !code.isEmpty, code.count <= 20,
            code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { throw BoxOfficeError.movieNotFound }
        return code
    }
}
