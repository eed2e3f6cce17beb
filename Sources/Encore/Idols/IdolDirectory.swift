import Fluent
import Foundation

/// The queries behind every idol page and `/api/v1/idols`, so both always agree. Each first makes
/// sure the data file has been copied into the database (once per process, `ready`).
struct IdolDirectory {
    let database: EncoreDatabase
    let today: Day
    let cache: IdolDirectoryCache
    var random: RandomSource = .system
    var ready: @Sendable () async throws -> Void = {}

    /// A group's row, or nil.
    func groupRow(id: String) async throws -> IdolGroup? {
        try await snapshot().groups[id]
    }

    /// A member's row, or nil.
    func memberRow(id: String) async throws -> IdolMember? {
        try await snapshot().members[id]
    }

    /// Every idol row, from memory after the first read (`IdolSnapshot`).
    func snapshot() async throws -> IdolSnapshot {
        try await ready()
        return try await cache.snapshot { try await IdolSnapshot.load(from: database) }
    }

    /// Newest debut period first (as KPGG), groups in debut order within a row.
    func periods() async throws -> [IdolPeriodRow] {
        try await ready()
        return try await cache.periods { try await loadPeriods() }
    }

    /// The same rows as the API sends them, encoded once per reading of the data.
    func periodsJSON() async throws -> EncodedJSON {
        try await ready()
        return try await cache.periodsJSON { try EncodedJSON(try await periods()) }
    }

    private func loadPeriods() async throws -> [IdolPeriodRow] {
        let groups = try await snapshot().groupList.sorted {
            ($0.debut, $0.nameRomanized) < ($1.debut, $1.nameRomanized)
        }
        let byPeriod = Dictionary(grouping: groups, by: \.period)
        return DebutPeriod.allCases.reversed().compactMap { period in
            guard let rows = byPeriod[period], !rows.isEmpty else { return nil }
            return IdolPeriodRow(period: period, label: period.label, groups: rows.map(IdolGroupSummary.init))
        }
    }

    func group(id: String) async throws -> IdolGroupDetail? {
        let key = IdolDirectoryCache.GroupKey(generation: cache.generation, id: id)
        if let kept = cache.groupDetails[key] { return kept }
        guard let detail = try await readGroup(id: id) else { return nil }
        cache.groupDetails.keep(detail, for: key)
        return detail
    }

    private func readGroup(id: String) async throws -> IdolGroupDetail? {
        let snapshot = try await snapshot()
        guard let group = snapshot.groups[id] else { return nil }
        let memberships = snapshot.membershipsByGroup[id] ?? []
        let names = snapshot.groupNames(of: memberships.map(\.memberID))
        let rows = memberships.compactMap { membership -> IdolGroupDetail.Member? in
            guard let member = snapshot.members[membership.memberID] else { return nil }
            return .init(
                member: IdolMemberSummary(member, groups: names[membership.memberID] ?? []),
                membership: dto(membership, group: group, member: member))
        }
        let ordered =
            rows.filter { $0.membership.status == .current || $0.membership.status == .disbanded }
            + rows.filter { $0.membership.status != .current && $0.membership.status != .disbanded }
        return IdolGroupDetail(
            group: IdolGroupSummary(group), agency: group.agency, fandom: group.fandom,
            signatureSong: group.songTitle.map {
                IdolSongDTO(title: $0, year: group.songYear, youtubeID: group.youtubeID)
            },
            members: ordered)
    }

    func member(id: String) async throws -> IdolMemberDetail? {
        let snapshot = try await snapshot()
        guard let member = snapshot.members[id] else { return nil }
        let rows = (snapshot.membershipsByMember[id] ?? []).compactMap { membership -> IdolMemberDetail.Group? in
            guard let group = snapshot.groups[membership.groupID] else { return nil }
            return .init(group: IdolGroupSummary(group), membership: dto(membership, group: group, member: member))
        }.sorted { $0.group.debut < $1.group.debut }
        let status: MemberStatus =
            member.death != nil
            ? .deceased
            : rows.contains { $0.membership.status == .current }
                ? .current
                : rows.contains { $0.membership.status == .disbanded } ? .disbanded : .former
        return IdolMemberDetail(
            member: IdolMemberSummary(member, groups: rows.map(\.group.nameKo)),
            birthNameKo: member.birthNameKo, birthNameRomanized: member.birthNameRomanized,
            age: member.death == nil ? member.birth.map { Self.age(born: $0, on: today) } : nil,
            nationality: member.nationalities, mbti: member.mbti, bloodType: member.bloodType,
            status: status, groups: rows)
    }

    func groupSummaries(ids: [String]) async throws -> [IdolGroupSummary] {
        try await ready()
        let groups = try await groupsByID(ids)
        return ids.compactMap { groups[$0].map(IdolGroupSummary.init) }
    }

    func memberSummaries(ids: [String]) async throws -> [IdolMemberSummary] {
        try await ready()
        let members = try await membersByID(ids)
        let names = try await groupNames(of: ids)
        return ids.compactMap { id in members[id].map { IdolMemberSummary($0, groups: names[id] ?? []) } }
    }

    /// Every group and member with its search keys, read once per process (`IdolSearch`).
    func searchIndex() async throws -> IdolSearch.Index {
        try await ready()
        return try await cache.searchIndex {
            let snapshot = try await snapshot()
            let groups = snapshot.groupList
            let members = snapshot.memberList
            let names = snapshot.groupNames(of: members.compactMap(\.id))
            return IdolSearch.Index(
                groups: groups.map {
                    .init(
                        searchText: $0.searchText, searchChosung: $0.searchChosung, name: $0.nameKo,
                        summary: IdolGroupSummary($0))
                },
                members: members.map { member in
                    .init(
                        searchText: member.searchText, searchChosung: member.searchChosung, name: member.stageNameKo,
                        summary: IdolMemberSummary(member, groups: names[member.id ?? ""] ?? []))
                })
        }
    }

    /// One group at random, for the home page's hero card, with its signature song.
    func randomHero() async throws -> IdolDirectoryCache.Hero? {
        try await ready()
        var generator = random.generator()
        return try await cache.heroes {
            try await snapshot().groupList.map {
                IdolDirectoryCache.Hero(group: IdolGroupSummary($0), songTitle: $0.songTitle)
            }
        }.randomElement(using: &generator)
    }

    // MARK: - Helpers

    func membersByID(_ ids: [String]) async throws -> [String: IdolMember] {
        let members = try await snapshot().members
        return Dictionary(ids.compactMap { id in members[id].map { (id, $0) } }) { first, _ in first }
    }

    func groupsByID(_ ids: [String]) async throws -> [String: IdolGroup] {
        let groups = try await snapshot().groups
        return Dictionary(ids.compactMap { id in groups[id].map { (id, $0) } }) { first, _ in first }
    }

    /// The Korean names of each member's groups, in debut order.
    func groupNames(of memberIDs: [String]) async throws -> [String: [String]] {
        try await snapshot().groupNames(of: memberIDs)
    }

    private func dto(_ membership: IdolMembership, group: IdolGroup, member: IdolMember) -> IdolMembershipDTO {
        let start = membership.joined.flatMap(PartialDate.init) ?? group.debutDate
        let left = membership.left.flatMap(PartialDate.init)
        let leftAtUnknownDate = membership.left == IdolMembership.unknownDate
        let died = member.death.map(PartialDate.init)
        let status: MembershipStatus
        let end: PartialDate?
        if left != nil || leftAtUnknownDate {
            (status, end) = (.former, left)
        } else if let died {
            (status, end) = (.deceased, died)
        } else if let disbanded = group.disbandedDate {
            (status, end) = (.disbanded, disbanded)
        } else {
            (status, end) = (.current, nil)
        }
        let period = (start?.dotted ?? "") + "~" + (end?.dotted ?? (leftAtUnknownDate ? "?" : ""))
        return IdolMembershipDTO(
            positions: membership.positionList, from: membership.joined, to: left?.description, status: status,
            period: period)
    }

    static func age(born: Day, on day: Day) -> Int {
        let hadBirthday = (day.month, day.day) >= (born.month, born.day)
        return day.year - born.year - (hadBirthday ? 0 : 1)
    }
}
