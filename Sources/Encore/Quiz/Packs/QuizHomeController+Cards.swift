import Foundation

/// What the 퀴즈 tab's cards and starter tiles are made of, and how a page of cards is kept.
extension QuizHomeController {
    /// One pack card (`quiz/pack-card`), rendered once per content and language.
    struct Card: Encodable, Hashable {
        let pack: PackSummary
        let levelKey: String
        let position: Int
        let count: Int
        let playPath: String
        let deletePath: String
        let editPath: String
        let apiPath: String
        let exportPath: String
        let statsPath: String
        /// For a poster pack: play its questions as 초성 instead.
        let chosungPath: String
        /// Host it as a party room.
        let roomPath: String
        /// 신고: on someone else's pack that no operator has approved since its last edit; never on
        /// Encore's own starter packs.
        let reportPath: String?

        init(_ pack: PackSummary, position: Int, count: Int, review: ReviewState = .none) {
            self.pack = pack
            levelKey = pack.level.labelKey
            self.position = position
            self.count = count
            playPath = Site.quizPackPlay.link(pack.id)
            deletePath = Site.quizPackDelete.link(pack.id)
            editPath = Site.quizPackEdit.link(pack.id)
            apiPath = Site.apiQuizPack.link(pack.id)
            exportPath = Site.apiQuizPackExport.link(pack.id)
            statsPath = Site.quizPackStats.link(pack.id)
            chosungPath = Site.quizPackChosung.link(pack.id)
            roomPath = Site.quizPackRoom.link(pack.id)
            let reportable = PackService.offersReport(origin: pack.origin, review: review, mine: pack.isMine)
            reportPath = reportable ? Site.quizPackReport.link(pack.id) : nil
        }
    }

    /// One of the reader's own packs that a report holds back (`quiz/home`'s review notice).
    struct HeldPack: Encodable, Hashable, Sendable {
        let title: String
        let editPath: String
        let deletePath: String
        /// Under review, or quarantined (the maker may only edit or delete it), and why.
        let badgeKey: String
        let reasonKey: String?
        let isQuarantined: Bool

        init(_ row: PackListing) {
            title = row.title
            isQuarantined = row.review == .quarantined
            badgeKey = isQuarantined ? "reports.held.quarantinedBadge" : "reports.held.badge"
            reasonKey = row.review == .quarantined ? row.review_reason.map { "reports.reason.\($0)" } : nil
            editPath = Site.quizPackEdit.link(row.id)
            deletePath = Site.quizPackDelete.link(row.id)
        }
    }

    /// A starter pack in the 'Encore 추천' row, first on the tab whatever the number of players' packs.
    struct StarterTile: Encodable, Hashable {
        let title: String
        let levelKey: String
        let level: String
        let questionCount: Int
        let playPath: String
        let roomPath: String
    }

    struct StarterRow: Encodable, Hashable {
        let starters: [StarterTile]
    }

    /// A page of cards as kept: the list's version, the page, and which cards are the reader's.
    struct CardsKey: Hashable, Sendable {
        let version: Int64
        let page: Int
        let mine: [Int]
    }

    /// The starter row with the reader's language first: a Korean reader sees the 초성 packs
    /// before the English ones.
    static func starterRow(_ starters: [PackService.StarterRow], korean: Bool) -> StarterRow {
        let ordered = starters.enumerated().sorted { a, b in
            let (first, second) = (
                TitleClue.hasHangul(a.element.title) == korean, TitleClue.hasHangul(b.element.title) == korean
            )
            return first != second ? first : a.offset < b.offset
        }.map(\.element)
        return StarterRow(
            starters: ordered.map { pack in
                StarterTile(
                    title: pack.title, levelKey: pack.level.labelKey, level: pack.level.rawValue,
                    questionCount: pack.question_count, playPath: Site.quizPackPlay.link(pack.id),
                    roomPath: Site.quizPackRoom.link(pack.id))
            })
    }
}
