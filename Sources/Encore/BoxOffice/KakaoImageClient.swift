import Foundation

/// Finding a poster picture by words: `"<title> 영화 포스터"`, the first image.
protocol PosterImageSearch: Sendable {
    /// The first result the image pipeline may fetch, or nil when there is none.
    func firstImage(for query: String, allowedBy policy: HostPolicy) async throws -> URL?
}

/// Kakao (Daum) image search, `Authorization: KakaoAK <key>`. Kakao's error messages echo the key,
/// so they are never logged or passed on: only the status and `errorType` decide the error.
struct KakaoImageClient: PosterImageSearch {
    struct Page: Decodable {
        struct Document: Decodable {
            let imageURL: String?

            enum CodingKeys: String, CodingKey { case imageURL = "image_url" }
        }

        let documents: [Document]
    }

    struct ErrorBody: Decodable { let errorType: String? }

    let transport: any UpstreamTransport
    let settings: Settings.Upstream

    func firstImage(for query: String, allowedBy policy: HostPolicy) async throws -> URL? {
        guard let key = settings.apiKey else { throw UpstreamError.notConfigured }
        var components = URLComponents(
            url: settings.baseURL.appendingPathComponent("v2/search/image"), resolvingAgainstBaseURL: false)
        components?.queryItems = [
            URLQueryItem(name: "query", value: query), URLQueryItem(name: "sort", value: "accuracy"),
            URLQueryItem(name: "size", value: "10"),
        ]
        guard let url = components?.url else { throw UpstreamError.rejected }
        let response = try await transport.get(
            url, headers: ["Authorization": "KakaoAK \(key)", "Accept": "application/json"])
        guard response.status == 200 else {
            let body = try? JSONDecoder().decode(ErrorBody.self, from: response.body)
            if body?.errorType == "AccessDeniedError" { throw UpstreamError.unauthorized }
            throw UpstreamError.forStatus(response.status, retryAfter: response.headers.first(name: "Retry-After"))
        }
        guard let page = try? JSONDecoder().decode(Page.self, from: response.body) else {
            throw UpstreamError.malformed
        }
        return page.documents.lazy
            .compactMap { $0.imageURL.flatMap(URL.init(string:)) }
            .first {
                ["http", "https"].contains($0.scheme?.lowercased() ?? "") && $0.host.map(policy.allows(host:)) == true
            }
    }
}
