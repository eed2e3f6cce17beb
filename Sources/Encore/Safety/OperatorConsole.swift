import Foundation

/// What `operator/console.leaf` shows: one of the console's three sections, with the item of each
/// report shown through the image pipeline, as players saw it.
struct OperatorConsole: Encodable {
    enum Section: String, Encodable, CaseIterable {
        case queue, resolved, profiles, words, log
    }

    struct Staff {
        let profile: Profile
        let role: OperatorRole
    }

    /// An action that was refused, shown beside the entry it was about.
    struct Failure: Encodable {
        let subject: UUID?
        let message: String
        let note: String
    }

    struct Tab: Encodable {
        let href: String
        let labelKey: String
        let isActive: Bool
    }

    struct Entry: Encodable {
        let kind: String
        let id: String
        let kindKey: String
        let title: String?
        let maker: String?
        let makerAvatarURL: String?
        let reviewKey: String?
        let pictures: [String]
        let answers: [String]
        let tags: [String]
        let reportCount: Int
        let reasons: [Reason]
        let notes: [String]
        let firstReported: String
        let resolutionKey: String?
        let resolvedAt: String?
        let canHide: Bool
        /// Whether it shows uploaded pictures an operator can block.
        let canBlock: Bool
        /// A pack's rooms still running, each with its PIN: an operator can end them.
        let liveRooms: [LiveRoom]
        /// A reported profile: dismissed here, acted on from the 프로필 page this links to.
        let profilePath: String?
        let failure: Failure?
        var hasPictures = false
        var hasAnswers = false
        var hasTags = false
        var hasNotes = false
        var hasLiveRooms = false
    }

    struct LiveRoom: Encodable {
        let id: String
        let pin: String
    }

    struct Reason: Encodable {
        let labelKey: String
        let count: Int
    }

    struct LogLine: Encodable {
        let at: String
        let actor: String
        let action: String
        let subject: String
        let reasonKey: String?
        let note: String?
    }

    struct ProfileLine: Encodable {
        let id: String
        let nickname: String
        let avatarURL: String
        let createdAt: String
        let packs: Int
        let roleKey: String?
        let hasAvatar: Bool
        /// When the profile's suspension ends (nil: not suspended); `suspendedForever` for good.
        let suspendedUntil: String?
        let suspendedForever: Bool
        let isSuspended: Bool
    }

    struct WordLine: Encodable {
        let word: String
        let addedBy: String
        let addedAt: String
    }

    struct Choice: Encodable {
        let value: String
        let labelKey: String
    }

    let section: String
    let tabs: [Tab]
    let nickname: String
    let roleKey: String
    let waiting: Int
    let entries: [Entry]
    let hasEntries: Bool
    let log: [LogLine]
    let hasLog: Bool
    let needsPassword: Bool
    let reasons: [Choice]
    let actions: [Choice]
    let noteLimit: Int
    let decisionPath: String
    let roomEndPath = Site.operatorRoomEnd.path
    let failure: Failure?
    let words: [WordLine]
    let hasWords: Bool
    /// Only admins change the rules everyone plays by.
    let canEditWords: Bool
    let wordsPath: String
    let removeWordPath: String
    let wordLimit: Int
    let query: String
    let searched: Bool
    let profiles: [ProfileLine]
    let hasProfiles: Bool
    let profilesPath: String
    let profileActionPath: String
    let periods: [Choice]

    init(
        section: Section, staff: Staff, entries: [ModerationQueue.Entry], log: [ModerationLog.Entry], waiting: Int,
        needsPassword: Bool, failure: Failure?, words: [OperatorWords.Word] = [], query: String = "",
        found: [ProfileModeration.Found] = [], now: Date = .now, view: ViewContext
    ) {
        self.section = section.rawValue
        tabs = Section.allCases.map {
            Tab(href: $0.path, labelKey: "operator.section.\($0.rawValue)", isActive: $0 == section)
        }
        nickname = staff.profile.nickname
        roleKey = "operator.role.\(staff.role.rawValue)"
        self.waiting = waiting
        let time = Date.FormatStyle(date: .abbreviated, time: .shortened, timeZone: TimeZone(identifier: "Asia/Seoul")!)
            .locale(Locale(identifier: view.language.rawValue))
        self.entries = entries.map { Self.entry($0, failure: failure, time: time, view: view) }
        self.log = log.map {
            LogLine(
                at: $0.created_at.formatted(time), actor: $0.actor_name, action: $0.action,
                subject: "\($0.subject_kind) · \($0.subject_label)",
                reasonKey: $0.reason.map { "reports.reason.\($0)" },
                note: $0.note)
        }
        hasEntries = !self.entries.isEmpty
        hasLog = !self.log.isEmpty
        self.needsPassword = needsPassword
        reasons = ReportReason.allCases.map { Choice(value: $0.rawValue, labelKey: $0.labelKey) }
        actions = ModerationAction.allCases.map { Choice(value: $0.rawValue, labelKey: $0.labelKey) }
        noteLimit = ReportReason.noteLimit
        decisionPath = Site.operatorDecisions.path
        self.failure = failure?.subject == nil || section == .profiles ? failure : nil
        self.words = words.map { WordLine(word: $0.word, addedBy: $0.added_by, addedAt: $0.added_at.formatted(time)) }
        hasWords = !words.isEmpty
        canEditWords = staff.role == .admin
        wordsPath = Site.operatorWords.path
        removeWordPath = Site.operatorWordRemove.path
        wordLimit = OperatorWords.longest
        self.query = query
        searched = !query.isEmpty
        profiles = found.map { row in
            ProfileLine(
                id: row.id.uuidString.lowercased(), nickname: row.nickname,
                avatarURL: view.avatarURL(id: row.id, nickname: row.nickname, upload: row.avatar_upload, size: 64),
                createdAt: row.created_at.formatted(time), packs: row.packs,
                roleKey: row.role.map { "operator.role.\($0)" }, hasAvatar: row.avatar_upload != nil,
                suspendedUntil: row.suspended_until.flatMap { $0 > now ? Suspension.label($0) : nil },
                suspendedForever: (row.suspended_until ?? .distantPast) >= Suspension.forever,
                isSuspended: (row.suspended_until ?? .distantPast) > now)
        }
        periods = Suspension.Period.allCases.map { Choice(value: $0.rawValue, labelKey: $0.labelKey) }
        hasProfiles = !profiles.isEmpty
        profilesPath = Site.operatorProfiles.path
        profileActionPath = Site.operatorProfileActions.path
    }

    private static func entry(
        _ entry: ModerationQueue.Entry, failure: Failure?, time: Date.FormatStyle, view: ViewContext
    ) -> Entry {
        let item = entry.item
        let pictures: [String]
        if let upload = item?.gifUpload {
            pictures = [
                view.imageURL(
                    item?.gifAnimated == true ? .animated(width: 240) : .thumbnail(width: 240), .upload(hash: upload))
            ]
        } else {
            pictures = (item?.questions ?? []).compactMap { view.images.source($0.poster) }
                .map { view.imageURL(.cover(width: 150), $0) }
        }
        var shown = Entry(
            kind: entry.subject.kind.rawValue, id: entry.subject.id.uuidString.lowercased(),
            kindKey: "operator.kind.\(entry.subject.kind.rawValue)", title: item?.title, maker: item?.makerNickname,
            makerAvatarURL: item.flatMap { item in
                item.makerNickname.map {
                    view.avatarURL(id: item.makerID, nickname: $0, upload: item.makerAvatar, size: 64)
                }
            },
            reviewKey: item.map { "operator.review.\($0.review.rawValue)" }, pictures: pictures,
            answers: (item?.questions ?? []).map { $0.answers.joined(separator: " · ") },
            tags: (item?.tags ?? []).map { "#" + $0 },
            reportCount: entry.reportCount,
            reasons: entry.reasons.map { Reason(labelKey: $0.reason.labelKey, count: $0.count) }, notes: entry.notes,
            firstReported: entry.firstReported.formatted(time),
            resolutionKey: entry.resolution.map { "operator.resolution.\($0)" },
            resolvedAt: entry.resolvedAt?.formatted(time),
            canHide: item?.isBuiltIn != true && entry.subject.kind.isHeldByReports,
            canBlock: item?.isBuiltIn != true && entry.subject.kind.isHeldByReports
                && item?.uploadedPictures.isEmpty == false,
            liveRooms: (item?.liveRooms ?? []).map { LiveRoom(id: $0.id.uuidString.lowercased(), pin: $0.pin) },
            profilePath: entry.subject.kind == .profile
                ? Links.withQuery(Site.operatorProfiles.path, [("q", item?.title ?? "")]) : nil,
            failure: failure?.subject == entry.subject.id ? failure : nil)
        shown.hasPictures = !shown.pictures.isEmpty
        shown.hasAnswers = !shown.answers.isEmpty
        shown.hasTags = !shown.tags.isEmpty
        shown.hasNotes = !shown.notes.isEmpty
        shown.hasLiveRooms = !shown.liveRooms.isEmpty
        return shown
    }
}

extension OperatorConsole.Section {
    var path: String {
        switch self {
        case .queue: Site.operatorQueue.path
        case .resolved: Site.operatorResolved.path
        case .words: Site.operatorWords.path
        case .profiles: Site.operatorProfiles.path
        case .log: Site.operatorLog.path
        }
    }
}
