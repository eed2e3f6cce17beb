import Foundation

/// `movie/searchMovieInfo.json`'s `movieInfoResult.movieInfo`, every field that is worth reading,
/// with KOBIS's empty strings turned into nil and empty lists kept empty.
struct KOBISMovie: Codable, Hashable, Sendable {
    struct Person: Codable, Hashable, Sendable {
        let name: String
        let englishName: String?
        /// The role played (actors) or the job (staff).
        let role: String?
    }

    struct Company: Codable, Hashable, Sendable {
        let name: String
        let englishName: String?
        let part: String?
    }

    let code: String
    let title: String
    let englishTitle: String?
    let originalTitle: String?
    let runningMinutes: Int?
    let productionYear: Int?
    let openDate: Day?
    let status: String?
    let type: String?
    let nations: [String]
    let genres: [String]
    let directors: [Person]
    let actors: [Person]
    let companies: [Company]
    let ratings: [String]
    let staff: [Person]
}

struct KOBISMovieResponse: Decodable {
    let movie: KOBISMovie

    private enum Outer: String, CodingKey { case movieInfoResult }
    private enum Result: String, CodingKey { case movieInfo }
    private enum Info: String, CodingKey {
        case movieCd, movieNm, movieNmEn, movieNmOg, showTm, prdtYear, openDt, prdtStatNm, typeNm
        case nations, genres, directors, actors, companys, audits, staffs
    }
    private enum Named: String, CodingKey {
        case nationNm, genreNm, peopleNm, peopleNmEn, cast, staffRoleNm, companyNm, companyNmEn, companyPartNm,
            watchGradeNm
    }

    init(from decoder: any Decoder) throws {
        let info = try decoder.container(keyedBy: Outer.self)
            .nestedContainer(keyedBy: Result.self, forKey: .movieInfoResult)
            .nestedContainer(keyedBy: Info.self, forKey: .movieInfo)
        func list(_ key: Info) throws -> [KeyedDecodingContainer<Named>] {
            guard var items = try? info.nestedUnkeyedContainer(forKey: key) else { return [] }
            var result: [KeyedDecodingContainer<Named>] = []
            while !items.isAtEnd { result.append(try items.nestedContainer(keyedBy: Named.self)) }
            return result
        }
        func people(_ key: Info, role: Named) throws -> [KOBISMovie.Person] {
            try list(key).compactMap { item in
                try item.kobisText(.peopleNm).map {
                    KOBISMovie.Person(
                        name: $0, englishName: try item.kobisText(.peopleNmEn), role: try item.kobisText(role))
                }
            }
        }
        guard let code = try info.kobisText(.movieCd), let title = try info.kobisText(.movieNm) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "movie info without code or title"))
        }
        movie = KOBISMovie(
            code: code, title: title, englishTitle: try info.kobisText(.movieNmEn),
            originalTitle: try info.kobisText(.movieNmOg),
            runningMinutes: (try info.kobisInt(.showTm)).flatMap { $0 > 0 ? Int($0) : nil },
            productionYear: (try info.kobisInt(.prdtYear)).map(Int.init), openDate: try info.kobisDate(.openDt),
            status: try info.kobisText(.prdtStatNm), type: try info.kobisText(.typeNm),
            nations: try list(.nations).compactMap { try $0.kobisText(.nationNm) },
            genres: try list(.genres).compactMap { try $0.kobisText(.genreNm) },
            directors: try people(.directors, role: .staffRoleNm),
            actors: try people(.actors, role: .cast),
            companies: try list(.companys).compactMap { item in
                try item.kobisText(.companyNm).map {
                    KOBISMovie.Company(
                        name: $0, englishName: try item.kobisText(.companyNmEn),
                        part: try item.kobisText(.companyPartNm))
                }
            },
            // One audit per release version; the same rating often repeats.
            ratings: try list(.audits).compactMap { try $0.kobisText(.watchGradeNm) }.reduce(into: []) {
                if !$0.contains($1) { $0.append($1) }
            },
            staff: try people(.staffs, role: .staffRoleNm))
    }
}
