/// What the archive and the guess box list.
enum DailyArchive {
    static func status(of play: DailyPlay?) -> DailyState.Status {
        guard let play else { return .new }
        return play.isFinished ? (play.solved ? .solved : .failed) : play.guesses.isEmpty ? .new : .playing
    }

    /// Every catalog title in the reader's language, each once, in Unicode order (가나다, then ABC): the guess
    /// box suggests from these as the player types (whole syllables only, never by initials).
    static func titles(in catalog: MovieCatalog, _ language: Language) -> [String] {
        var seen = Set<String>()
        return catalog.movies.map { language == .en ? $0.titleEn : $0.titleKo }.filter { seen.insert($0).inserted }
            .sorted()
    }
}
