import Foundation

/// The part of TMDB's `/configuration` the quiz uses: which poster sizes exist. Posters are
/// fetched at the smallest size that still covers the largest reveal image (600 px wide), so the
/// pipeline does not download 2000 × 3000 originals.
struct TMDBConfiguration: Decodable, Sendable {
    struct Images: Decodable, Sendable {
        let posterSizes: [String]

        enum CodingKeys: String, CodingKey { case posterSizes = "poster_sizes" }
    }

    let images: Images

    static let neededPosterWidth = 600

    /// `w780` from the usual list; `original` when no listed width is big enough.
    var posterSize: String {
        let widths = images.posterSizes.compactMap { size -> (Int, String)? in
            guard size.hasPrefix("w"), let width = Int(size.dropFirst()) else { return nil }
            return (width, size)
        }
        return widths.filter { $0.0 >= Self.neededPosterWidth }.min { $0.0 < $1.0 }?.1 ?? "original"
    }
}

/// Keeps TMDB's configuration for a day (it rarely changes); after a failure, tries again in
/// five minutes and meanwhile uses `original`, which always exists.
actor TMDBConfigurationCache {
    static let lifetime: TimeInterval = 24 * 3600
    static let retryAfterFailure: TimeInterval = 5 * 60

    private var posterSize: String?
    private var validUntil = Date.distantPast

    func posterSize(now: Date, fetch: @Sendable () async throws -> TMDBConfiguration) async -> String {
        if let posterSize, now < validUntil { return posterSize }
        if posterSize == nil, now < validUntil { return "original" }
        do {
            let size = try await fetch().posterSize
            posterSize = size
            validUntil = now.addingTimeInterval(Self.lifetime)
            return size
        } catch {
            posterSize = nil
            validUntil = now.addingTimeInterval(Self.retryAfterFailure)
            return "original"
        }
    }
}
