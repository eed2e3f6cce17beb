/// What the starter file must satisfy: every movie in the catalog, every question answerable and
/// (for 초성) hiding something, poster areas that the editor itself would accept, unique keys.
struct QuizStarterRules {
    let catalog: MovieCatalog

    func problems(in starters: QuizStarters) -> [String] {
        var problems: [String] = []
        let keys = starters.chosungPacks.map(\.key) + starters.posterPacks.map(\.key)
        for key in Set(keys) where keys.filter({ $0 == key }).count > 1 { problems.append("\(key): key used twice") }
        for pack in starters.chosungPacks {
            if !PackService.titleLength.contains(pack.title.count) { problems.append("\(pack.key): title length") }
            if !PackService.questionCount.contains(pack.movies.count) { problems.append("\(pack.key): question count") }
            for id in pack.movies {
                guard let movie = catalog.movie(id: id) else {
                    problems.append("\(pack.key): \(id) is not in the catalog")
                    continue
                }
                if !TitleClue.hidesSomething(CatalogQuestion.title(of: movie, in: pack.language)) {
                    problems.append("\(pack.key): \(id) would show its own answer")
                }
            }
        }
        for pack in starters.posterPacks {
            if !PackService.titleLength.contains(pack.title.count) { problems.append("\(pack.key): title length") }
            if !PackService.questionCount.contains(pack.questions.count) {
                problems.append("\(pack.key): question count")
            }
            for question in pack.questions {
                if catalog.movie(id: question.movie) == nil {
                    problems.append("\(pack.key): \(question.movie) is not in the catalog")
                }
                do {
                    try AreaSelection(level: pack.level, areas: question.areas).validateComplete()
                } catch {
                    problems.append("\(pack.key): \(question.movie) areas: \(error.messageKey)")
                }
            }
        }
        for language in Language.allCases
        where (starters.quickGame.famous[language.rawValue] ?? []).filter({ id in
            catalog.movie(id: id).map { TitleClue.hidesSomething(CatalogQuestion.title(of: $0, in: language)) } ?? false
        }).count < starters.quickGame.questionCount {
            problems.append("quickGame.famous.\(language.rawValue): fewer askable films than one game's questions")
        }
        for (language, ids) in starters.quickGame.famous {
            if Language(rawValue: language) == nil { problems.append("quickGame.famous: unknown language \(language)") }
            for id in ids where catalog.movie(id: id) == nil {
                problems.append("quickGame.famous.\(language): \(id) is not in the catalog")
            }
        }
        if !PackService.questionCount.contains(starters.quickGame.questionCount) {
            problems.append("quickGame.questionCount")
        }
        return problems
    }
}
