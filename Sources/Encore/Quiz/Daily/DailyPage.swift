import Foundation

/// What the daily's page template prints: the state, plus the words and links around it.
struct DailyPage: Encodable {
    /// One of the six tries: how it went (`wrong`, `skipped`, `right`, `open`) and what was typed.
    struct TryRow: Encodable, Hashable, Sendable {
        let number: Int
        let result: String
        let text: String
        /// For screen readers: "2번째: 명량, 틀림".
        let label: String
    }

    /// A line of everyone's distribution: solved at this try (or not at all), how many, how wide.
    struct DistributionRow: Encodable, Hashable, Sendable {
        let label: String
        let count: Int
        /// The bar's width in steps of 5 % (a class: the page allows no inline style).
        let width: Int
        let isMine: Bool
    }

    /// The six tries (`quiz/daily-tries`) and everyone's distribution (`quiz/daily-everyone`),
    /// each a fragment kept by what it shows: some forty values Leaf no longer prints per visit.
    struct Tries: Encodable, Hashable, Sendable {
        let triesLeft: Int
        let tries: [TryRow]
    }

    struct Everyone: Encodable, Hashable, Sendable {
        let summary: String
        let rows: [DistributionRow]
    }

    let state: DailyState
    let heading: String
    let subheading: String
    let isOver: Bool
    let triesHTML: RenderedFragment
    let triesLeft: Int
    let guessPath: String
    let skipPath: String
    let archivePath: String
    let todayPath: String
    let titles: RenderedFragment
    let message: String?
    let typed: String
    let posterAlt: String
    let resultLine: String?
    /// The film's original title at the end, when it is not the title shown (a Korean film's is).
    let originalTitle: String?
    /// Seconds until the next puzzle, by the server's clock (the page counts down from it).
    let secondsToNext: Int
    /// While playing: how the last try went ("‘명량’ is not it"), read out when the page comes back.
    let lastTry: String?
    let alsoAccepted: String?
    /// The guess box's `aria-describedby`: the last try, the hint, and why a guess was refused.
    let describedBy: String
    let everyoneHTML: RenderedFragment
    let player: DailyStatistics.Player?
    let playerChartPath: String
    let signedIn: Bool
    let welcomePath: String
    let nextPuzzleAt: String

    init(
        state: DailyState, player: DailyStatistics.Player?, signedIn: Bool, titles: RenderedFragment,
        triesHTML: RenderedFragment, everyoneHTML: RenderedFragment, message: String?, typed: String, now: Date,
        text: (String, [String]) -> String
    ) {
        self.state = state
        heading = text("daily.heading", [String(state.number)])
        subheading = text("daily.subheading.\(state.ladder.rawValue)", [state.date])
        isOver = state.status == .solved || state.status == .failed
        self.triesHTML = triesHTML
        self.everyoneHTML = everyoneHTML
        triesLeft = DailyLadder.tries - state.guesses.count
        guessPath = Site.quizDailyGuess.link(state.number)
        skipPath = Site.quizDailySkip.link(state.number)
        archivePath = Site.quizDailyArchive.path
        todayPath = Site.quizDaily.path
        self.titles = titles
        self.message = message
        self.typed = typed
        posterAlt =
            isOver
            ? text("daily.poster.altWhole", [state.answer?.title ?? ""])
            : text("daily.poster.altStep", [String(state.step), String(DailyLadder.tries)])
        resultLine =
            switch state.status {
            case .solved: text("daily.result.solved", [String(state.guesses.count)])
            case .failed: text("daily.result.failed", [])
            default: nil
            }
        originalTitle = state.answer.flatMap { $0.originalTitle == $0.title ? nil : $0.originalTitle }
        secondsToNext = max(0, Int(state.nextPuzzleAt.timeIntervalSince(now)))
        lastTry =
            state.status == .playing
            ? state.guesses.last.map {
                $0.result == .skipped ? text("daily.last.skipped", []) : text("daily.last.wrong", [$0.text])
            } : nil
        describedBy =
            ((lastTry == nil ? [] : ["daily-last"]) + ["daily-guess-hint"]
            + (message == nil ? [] : ["daily-guess-message"])).joined(separator: " ")
        alsoAccepted = state.answer.flatMap {
            $0.alsoAccepted.isEmpty ? nil : text("daily.result.alsoAccepted", [$0.alsoAccepted.joined(separator: ", ")])
        }
        self.player = player
        playerChartPath = Site.quizDailyStatsChart.path
        self.signedIn = signedIn
        welcomePath = Site.welcome.path + "?next=" + Site.quizDailyNumber.link(state.number)
        nextPuzzleAt = state.nextPuzzleAt.ISO8601Format()
    }
}

extension DailyPage {
    static func width(_ count: Int, of most: Int) -> Int { (count * 20 + most / 2) / most * 5 }

    static func tries(_ state: DailyState, text: (String, [String]) -> String) -> Tries {
        Tries(
            triesLeft: DailyLadder.tries - state.guesses.count,
            tries: (1...DailyLadder.tries).map { index in
                let guess = index <= state.guesses.count ? state.guesses[index - 1] : nil
                let result = guess?.result.rawValue ?? "open"
                let shown = guess.map { $0.result == .skipped ? text("daily.try.skipped", []) : $0.text } ?? ""
                return TryRow(
                    number: index, result: result, text: shown,
                    label: text("daily.try.label.\(result)", [String(index), shown]))
            })
    }

    /// Everyone's distribution, the reader's own line marked.
    static func everyone(_ state: DailyState, text: (String, [String]) -> String) -> Everyone {
        let distribution = state.everyone
        let most = max(1, (distribution.solvedAt + [distribution.failed]).max() ?? 1)
        let mine = state.status == .solved ? state.guesses.count : state.status == .failed ? 0 : -1
        let rows =
            distribution.solvedAt.enumerated().map { index, count in
                DistributionRow(
                    label: String(index + 1), count: count, width: width(count, of: most), isMine: mine == index + 1)
            }
            + [
                DistributionRow(
                    label: "✕", count: distribution.failed, width: width(distribution.failed, of: most),
                    isMine: mine == 0)
            ]
        return Everyone(
            summary: text("daily.everyone.summary", [String(distribution.played), String(distribution.solved)]),
            rows: rows)
    }
}

/// The guess box's suggestions, as a cached fragment (the same for every visitor of a language).
struct DailyTitleList: Encodable, Hashable, Sendable {
    let titles: [String]
}

/// The archive page: every day so far, newest first, with how this player did.
struct DailyArchivePage: Encodable {
    /// A day's line, rendered once per what it shows (`quiz/daily-archive-entry`): nothing in it
    /// says whose it is.
    struct Entry: Encodable {
        let number: Int
        /// `#42`.
        let label: String
        let date: String
        let path: String
        let status: String
        let statusText: String
        let ladderText: String
        let isToday: Bool
    }

    struct EntryKey: Hashable, Sendable {
        let number: Int
        let date: String
        let ladder: DailyLadder.Kind
        let status: DailyState.Status
        let tries: Int
        let isToday: Bool
    }

    let entriesHTML: RenderedFragment
    let todayPath: String
    /// Newer and older days (eight weeks to a page).
    let newerPath: String?
    let olderPath: String?
    let pageText: String

    init(
        entriesHTML: RenderedFragment, page: Int, pageCount: Int, text: (String, [String]) -> String
    ) {
        self.entriesHTML = entriesHTML
        todayPath = Site.quizDaily.path
        let archive = Site.quizDailyArchive.path
        newerPath = page > 1 ? (page == 2 ? archive : archive + "?page=\(page - 1)") : nil
        olderPath = page < pageCount ? archive + "?page=\(page + 1)" : nil
        pageText = text("quiz.home.pageOf", [String(page), String(pageCount)])
    }

    static func keys(_ rows: [DailyArchive.Entry], today: Int) -> [EntryKey] {
        rows.map {
            EntryKey(
                number: $0.number, date: $0.day, ladder: $0.ladder, status: $0.status, tries: $0.tries,
                isToday: $0.number == today)
        }
    }

    static func entry(_ key: EntryKey, text: (String, [String]) -> String) -> Entry {
        Entry(
            number: key.number, label: "#\(key.number)", date: key.date, path: Site.quizDailyNumber.link(key.number),
            status: key.status.rawValue,
            statusText: text("daily.archive.status.\(key.status.rawValue)", [String(key.tries)]),
            ladderText: text("daily.ladder.\(key.ladder.rawValue)", []), isToday: key.isToday)
    }
}
