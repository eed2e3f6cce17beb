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
        try await ready()
        return try await IdolGroup.find(id, on: database)
    }

    /// A member's row, or nil.
    func memberRow(id: String) async throws -> IdolMember? {
        try await ready()
        return try await IdolMember.find(id, on: database)
    }

    /// Newest debut period first (as KPGG), groups in debut order within a row.
    func periods() async throws -> [IdolPeriodRow] {
        try await ready()
        return try await cache.periods { try await loadPeriods() }
    }

    private func loadPeriods() async throws -> [IdolPeriodRow] {
        let groups = try await IdolGroup.query(on: database).sort(\.$debut).sort(\.$nameRomanized).all()
        let byPeriod = Dictionary(grouping: groups, by: \.period)
        return DebutPeriod.allCases.reversed().compactMap { period in
            guard let rows = byPeriod[period], !rows.isEmpty else { return nil }
            return IdolPeriodRow(period: period, label: period.label, groups: rows.map(IdolGroupSummary.init))
        }
    }

    func group(id: String) async throws -> IdolGroupDetail? {
        try await ready()
        guard let group = try await IdolGroup.find(id, on: database) else { return nil }
        let memberships = try await IdolMembership.query(on: database).filter(\.$groupID == id).sort(\.$sortOrder).all()
        let members = try await membersByID(memberships.map(\.memberID))
        let names = try await groupNames(of: memberships.map(\.memberID))
        let rows = memberships.compactMap { membership -> IdolGroupDetail.Member? in
            guard let member = members[membership.memberID] else { return nil }
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
        try await ready()
        guard let member = try await IdolMember.find(id, on: database) else { return nil }
        let memberships = try await IdolMembership.query(on: database).filter(\.$memberID == id).all()
        let groups = try await groupsByID(memberships.map(\.groupID))
        let rows = memberships.compactMap { membership -> IdolMemberDetail.Group? in
            guard let group = groups[membership.groupID] else { return nil }
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
            let groups = try await IdolGroup.query(on: database).all()
            let members = try await IdolMember.query(on: database).all()
            let names = try await groupNames(of: members.compactMap(\.id))
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
            try await IdolGroup.query(on: database).all().map {
                IdolDirectoryCache.Hero(group: IdolGroupSummary($0), songTitle: $0.songTitle)
            }
        }.randomElement(using: &generator)
    }

    // MARK: - Helpers

    func membersByID(_ ids: [String]) async throws -> [String: IdolMember] {
        try await IdolMember.byID(ids, on: database)
    }

    func groupsByID(_ ids: [String]) async throws -> [String: IdolGroup] { try await IdolGroup.byID(ids, on: database) }

    /// The Korean names of each member's groups, in debut order.
    func groupNames(of memberIDs: [String]) async throws -> [String: [String]] {
        guard !memberIDs.isEmpty else { return [:] }
        let memberships = try await IdolMembership.query(on: database).filter(\.$memberID ~~ Array(Set(memberIDs)))
            .all()
        let groups = try await groupsByID(memberships.map(\.groupID))
        var names: [String: [IdolGroup]] = [:]
        for membership in memberships {
            if let group = groups[membership.groupID] { names[membership.memberID, default: []].append(group) }
        }
        return names.mapValues { $0.sorted { $0.debut < $1.debut }.map(\.nameKo) }
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
