import Foundation

/// A pack as its maker sees it in the editor: the full draft (titles, answers, poster choices)
/// plus a 2:3 image URL per question. Only ever sent to the maker.
struct EditableDraft: Codable, Sendable {
    let draft: PackDraft
    let posterURLs: [String?]

    init(_ pack: QuizPack, tmdb: Settings.TMDBUpstream, view: ViewContext) {
        let questions = pack.questions.sorted { $0.position < $1.position }
        draft = PackDraft(
            title: pack.title, level: pack.level, questions: questions.map { QuestionDraft($0, tmdb: tmdb) },
            speedScoring: pack.speedScoring, kind: pack.kind)
        posterURLs = questions.map { question in
            view.images.source(question.poster).map { view.imageURL(.cover(width: 400), $0) }
        }
    }
}

extension QuestionDraft {
    init(_ question: QuizQuestion, tmdb: Settings.TMDBUpstream) {
        var poster = PosterChoice()
        switch ImageSource(pathComponent: question.poster) {
        case .upload(let hash): poster.upload = hash
        case .remote(let url): poster.tmdbPath = tmdb.posterPath(of: url)
        case nil: break
        }
        self.init(
            title: question.title, originalTitle: question.originalTitle, year: question.releaseYear,
            tmdbID: question.tmdbID, poster: poster, areas: question.areas, extraAnswers: question.extraAnswers,
            releaseDate: question.releaseDate, overview: question.overview)
    }
}

extension Settings.TMDBUpstream {
    /// The TMDB file path (`/abc.jpg`) of a poster URL made by `posterSource` at any size, nil for other URLs.
    func posterPath(of url: URL) -> String? {
        let path = "/" + url.lastPathComponent
        guard url.absoluteString.hasPrefix(imageBaseURL.absoluteString + "/"), PackService.isTMDBPosterPath(path) else {
            return nil
        }
        return path
    }
}
