import Foundation
import Hangul
import Testing

@testable import Encore

/// The built-in catalog as shipped in Resources/Data/movies.json.
@Suite struct MovieCatalogTests {
    var movies: [MovieCatalog.Movie] { MovieFixtures.catalog.movies }

    @Test func holdsAtLeastThreeHundredFilmsKoreanAndInternational() {
        let korean = movies.filter { $0.titleOriginal.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }

        #expect(movies.count >= 300)
        #expect(korean.count >= 60 && movies.count - korean.count >= 100)
    }

    @Test func idsAreUniqueSlugsEndingInTheYear() {
        let ids = movies.map(\.id)

        #expect(Set(ids).count == ids.count)
        for movie in movies {
            #expect(movie.id.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }, "\(movie.id)")
            #expect(movie.id.hasSuffix("-\(movie.year)"), "\(movie.id)")
        }
    }

    @Test func everyFilmHasItsTitlesAYearInRangeDirectorsAndKnownGenres() {
        for movie in movies {
            for title in [movie.titleKo, movie.titleOriginal, movie.titleEn] {
                #expect(!title.trimmingCharacters(in: .whitespaces).isEmpty, "\(movie.id)")
                #expect(title == title.trimmingCharacters(in: .whitespaces), "\(movie.id)")
            }
            #expect((1895...2025).contains(movie.year), "\(movie.id)")
            #expect(
                !movie.directors.isEmpty && movie.directors.allSatisfy { !$0.en.isEmpty && $0.ko?.isEmpty != true },
                "\(movie.id)")
            #expect(
                (1...3).contains(movie.genres.count) && Set(movie.genres).isSubset(of: MovieCatalog.genres),
                "\(movie.id)")
            #expect(Set(movie.genres).count == movie.genres.count, "\(movie.id)")
        }
    }

    @Test func noFilmIsListedTwice() {
        let keys = movies.map { "\(Hangul.searchKey($0.titleEn))-\($0.year)" }

        #expect(Set(keys).count == keys.count)
    }

    @Test func everyFilmCanBeAnsweredInAQuiz() {
        for movie in movies {
            #expect(AnswerJudge(title: movie.titleKo, originalTitle: movie.titleOriginal).isAnswerable, "\(movie.id)")
        }
    }

    @Test func searchFindsByKoreanEnglishOriginalTitleAndInitials() {
        #expect(MovieFixtures.catalog.search("기생충").first?.id == "parasite-2019")
        #expect(MovieFixtures.catalog.search("ㄱㅅㅊ").contains { $0.id == "parasite-2019" })
        #expect(MovieFixtures.catalog.search("PARASITE").first?.id == "parasite-2019")
        #expect(MovieFixtures.catalog.search("千と千尋").first?.titleKo == "센과 치히로의 행방불명")
        #expect(MovieFixtures.catalog.search("  ").isEmpty)
        #expect(MovieFixtures.catalog.search("a", limit: 5).count == 5)
    }
}
