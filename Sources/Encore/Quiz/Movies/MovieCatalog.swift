import Foundation
import Hangul

/// The built-in movie list (`Resources/Data/movies.json`): searched when TMDB is not configured
/// (or fails), and the source of 초성 questions. Loaded once at start-up.
struct MovieCatalog: Sendable {
    struct Director: Codable, Sendable, Equatable {
        let ko: String?
        let en: String
    }

    struct Movie: Codable, Sendable, Equatable {
        let id: String
        let titleKo: String
        let titleOriginal: String
        let titleEn: String
        let year: Int
        let directors: [Director]
        let genres: [String]

        /// Directors as Korean pages show them (the English name where the Korean one is unknown).
        var directorNames: [String] { directors.map { $0.ko ?? $0.en } }
        var directorNamesEnglish: [String] { directors.map(\.en) }
    }

    private struct File: Codable { let movies: [Movie] }

    static let genres: Set<String> = [
        "action", "adventure", "animation", "comedy", "crime", "documentary", "drama", "family", "fantasy",
        "history", "horror", "music", "mystery", "romance", "sf", "thriller", "war", "western",
    ]

    let movies: [Movie]
    /// Positions in `movies` by the search key of each title, for `match`, which every saved
    /// question asks (keying 3 titles of every film per question was 5% of the CPU of a load run).
    private let byTitleKey: [String: [Int]]
    /// Korean and English titles by the clue a 초성 question shows for them (`TitleClue`): a clue
    /// several films share accepts each of them (`SameClue`).
    private let titlesByClue: [String: [String]]
    /// Every Korean and every English title, each once, in Unicode order: sorted once here, since
    /// sorting them on each 오늘의 퀴즈 page was a fifth of its CPU (perf).
    private let sortedKoreanTitles: [String]
    private let sortedEnglishTitles: [String]

    init(movies: [Movie]) {
        self.movies = movies
        sortedKoreanTitles = Array(Set(movies.map(\.titleKo))).sorted()
        sortedEnglishTitles = Array(Set(movies.map(\.titleEn))).sorted()
        var byTitleKey: [String: [Int]] = [:]
        for (position, movie) in movies.enumerated() {
            for key in Set([movie.titleKo, movie.titleOriginal, movie.titleEn].map(Hangul.searchKey)) where !key.isEmpty
            {
                byTitleKey[key, default: []].append(position)
            }
        }
        self.byTitleKey = byTitleKey
        var titlesByClue: [String: [String]] = [:]
        for movie in movies {
            for title in [movie.titleKo, movie.titleEn] where TitleClue.hidesSomething(title) {
                let clue = TitleClue.text(for: title)
                if titlesByClue[clue]?.contains(title) != true { titlesByClue[clue, default: []].append(title) }
            }
        }
        self.titlesByClue = titlesByClue
    }

    /// Every title in `language`, each once, in Unicode order (가나다, then ABC).
    func sortedTitles(_ language: Language) -> [String] {
        language == .en ? sortedEnglishTitles : sortedKoreanTitles
    }

    /// Every title (Korean or English) whose 초성 clue is `clue`, in the catalog's order.
    func titles(withClue clue: String) -> [String] { titlesByClue[clue] ?? [] }

    static func load(from path: String) throws -> MovieCatalog {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return MovieCatalog(movies: try JSONDecoder().decode(File.self, from: data).movies)
    }

    /// Movies whose Korean, English or original title matches the query, including by initial
    /// consonants (ㄱㅅㅊ finds 기생충). Titles that start with the query come first, then newer films.
    func search(_ query: String, limit: Int = 20) -> [Movie] {
        let key = Hangul.searchKey(query)
        guard !key.isEmpty else { return [] }
        let ranked = movies.compactMap { movie -> (Int, Movie)? in
            let titles = [movie.titleKo, movie.titleEn, movie.titleOriginal]
            guard titles.contains(where: { Hangul.matches($0, query: query) }) else { return nil }
            let startsWith = titles.contains {
                Hangul.searchKey($0).hasPrefix(key) || Hangul.chosungKey($0).hasPrefix(key)
            }
            return (startsWith ? 0 : 1, movie)
        }
        return ranked.sorted { ($0.0, -$0.1.year, $0.1.titleKo) < ($1.0, -$1.1.year, $1.1.titleKo) }
            .prefix(limit).map(\.1)
    }

    func movie(id: String) -> Movie? { movies.first { $0.id == id } }

    /// The catalog's entry for a question's movie: same Korean or original title, and the same year
    /// (give or take one, as release years differ between countries). Without a year, only a title
    /// no other catalog film shares counts, so a remake never lends its director.
    func match(title: String, originalTitle: String?, year: Int?) -> Movie? {
        let keys = Set([title, originalTitle ?? ""].map(Hangul.searchKey).filter { !$0.isEmpty })
        // In catalog order, each film once, as a scan of `movies` would find them.
        let sameTitle = Set(keys.flatMap { byTitleKey[$0] ?? [] }).sorted().map { movies[$0] }
        guard let year else { return sameTitle.count == 1 ? sameTitle.first : nil }
        return sameTitle.first { abs($0.year - year) <= 1 }
    }
}
