import Foundation
import NIOHTTP1

/// TMDB v3 behind `MovieSearch`: the v3 key as `api_key`, or the v4 read token as a Bearer header.
/// Handles TMDB's quirks: nullable posters, empty release dates, int-or-float numbers, pages 1…500
/// only, and three error shapes whose `status_code` is TMDB's own.
extension Settings.TMDBUpstream {
    /// A TMDB poster (`/abc.jpg`) at one of TMDB's sizes on the configured image host, as an image source.
    func posterSource(_ path: String, size: String = "original") -> ImageSource? {
        URL(string: imageBaseURL.absoluteString + "/" + size + path).map(ImageSource.remote)
    }
}

struct TMDBClient: MovieSearch {
    static let maxPage = 500
    static let pageSize = 20

    let transport: any UpstreamTransport
    let settings: Settings.TMDBUpstream
    let configurationCache = TMDBConfigurationCache()

    func search(_ query: String, language: Language, page: Int) async throws -> MovieSearchResults {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return MovieSearchResults(movies: [], page: 1, totalPages: 0) }
        let clampedPage = min(max(page, 1), Self.maxPage)
        let result: TMDBSearchPage = try await get(
            "search/movie",
            [
                URLQueryItem(name: "query", value: trimmed),
                Self.languageItem(language),
                URLQueryItem(name: "page", value: String(clampedPage)),
                URLQueryItem(name: "include_adult", value: "false"),
            ])
        // TMDB pages hold 20 films; a longer answer is not a page of theirs and is cut to one.
        return MovieSearchResults(
            movies: Array(result.results.prefix(Self.pageSize)), page: result.page,
            totalPages: min(result.totalPages, Self.maxPage))
    }

    func posters(movieID: Int) async throws -> [TMDBImage] {
        let images: TMDBImages = try await get(
            "movie/\(movieID)/images",
            [
                URLQueryItem(name: "include_image_language", value: "ko,en,null")
            ])
        func rank(_ image: TMDBImage) -> Int {
            switch image.language {
            case "ko": 0
            case "en": 1
            case nil: 2
            default: 3
            }
        }
        return images.posters.enumerated()
            .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
            .map(\.element)
    }

    func details(movieID: Int, language: Language) async throws -> TMDBMovie {
        try await get("movie/\(movieID)", [Self.languageItem(language)])
    }

    func posterSize(now: Date) async -> String {
        guard settings.isConfigured else { return "original" }
        return await configurationCache.posterSize(now: now) { try await get("configuration", []) as TMDBConfiguration }
    }

    private static func languageItem(_ language: Language) -> URLQueryItem {
        URLQueryItem(name: "language", value: language == .ko ? "ko-KR" : "en-US")
    }

    private func get<T: Decodable>(_ path: String, _ query: [URLQueryItem]) async throws -> T {
        guard settings.isConfigured else { throw UpstreamError.notConfigured }
        var components = URLComponents(
            url: settings.baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        var items = query
        var headers = HTTPHeaders([("Accept", "application/json")])
        if let key = settings.apiKey {
            items.append(URLQueryItem(name: "api_key", value: key))
        } else if let token = settings.accessToken {
            headers.add(name: .authorization, value: "Bearer \(token)")
        }
        components?.queryItems = items
        guard let url = components?.url else { throw UpstreamError.rejected }
        let response = try await transport.get(url, headers: headers)
        guard response.status == 200 else { throw Self.error(for: response) }
        do {
            return try JSONDecoder().decode(T.self, from: response.body)
        } catch {
            throw UpstreamError.malformed
        }
    }

    /// TMDB's own code decides where it is clear (7 bad key, 25 rate limit, 6/34 not found);
    /// otherwise the HTTP status does. Bodies that are not JSON at all count as the status alone.
    static func error(for response: UpstreamResponse) -> UpstreamError {
        let body = try? JSONDecoder().decode(TMDBErrorBody.self, from: response.body)
        let retryAfter = response.headers.first(name: "Retry-After")
        switch body?.statusCode {
        case 7, 10: return .unauthorized
        case 25: return .rateLimited(retryAfter: retryAfter.flatMap { Int($0) })
        case 6, 34: return .notFound
        default: return .forStatus(response.status, retryAfter: retryAfter)
        }
    }
}
