import Foundation

/// A movie as TMDB's search returns it, decoded leniently: `poster_path` may be null,
/// `release_date` may be "" (treated as unknown), `vote_average` is an int or a float.
struct TMDBMovie: Codable, Sendable, Equatable {
    let id: Int
    let title: String
    let originalTitle: String
    let releaseDate: String?
    let posterPath: String?
    let overview: String?

    enum CodingKeys: String, CodingKey {
        case id, title, overview
        case originalTitle = "original_title"
        case releaseDate = "release_date"
        case posterPath = "poster_path"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        originalTitle = try container.decodeIfPresent(String.self, forKey: .originalTitle) ?? title
        let date = try container.decodeIfPresent(String.self, forKey: .releaseDate)
        releaseDate = date?.isEmpty == false ? date : nil
        posterPath = try container.decodeIfPresent(String.self, forKey: .posterPath)
        let text = try container.decodeIfPresent(String.self, forKey: .overview)
        overview = text?.isEmpty == false ? text : nil
    }

    /// The year, when the release date is known.
    var year: Int? { releaseDate.flatMap { Int($0.prefix(4)) } }
}

struct TMDBSearchPage: Decodable, Sendable {
    let page: Int
    let results: [TMDBMovie]
    let totalPages: Int
    let totalResults: Int

    enum CodingKeys: String, CodingKey {
        case page, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }
}

/// One poster from `/movie/{id}/images`; `iso_639_1` is null for posters without text.
struct TMDBImage: Decodable, Sendable, Equatable {
    let filePath: String
    let language: String?
    let width: Int
    let height: Int

    enum CodingKeys: String, CodingKey {
        case filePath = "file_path"
        case language = "iso_639_1"
        case width, height
    }
}

struct TMDBImages: Decodable, Sendable {
    let posters: [TMDBImage]
}

/// TMDB's three error shapes: `{success:false,status_code,status_message}`, the same without
/// `success`, and the 422 validation `{errors:[…]}`. Every field optional.
struct TMDBErrorBody: Decodable {
    let success: Bool?
    let statusCode: Int?
    let statusMessage: String?
    let errors: [String]?

    enum CodingKeys: String, CodingKey {
        case success, errors
        case statusCode = "status_code"
        case statusMessage = "status_message"
    }
}
