import Fluent

/// Every idol row, read once per process. The data changes only with `Resources/Data/idols.json`,
/// which `IdolSync` copies in before the first idol query, so a group or member page is answered
/// from memory: reading its four tables as Fluent models on each visit (reflective decoding) was
/// most of a group page's 3 ms of CPU. The rows are never changed after loading.
struct IdolSnapshot: Sendable {
    /// Groups and members in the order the table returns them (the data file's).
    let groupList: [IdolGroup]
    let memberList: [IdolMember]
    let groups: [String: IdolGroup]
    let members: [String: IdolMember]
    /// Each group's memberships in member order.
    let membershipsByGroup: [String: [IdolMembership]]
    let membershipsByMember: [String: [IdolMembership]]

    static func load(from database: any Database) async throws -> IdolSnapshot {
        let groups = try await IdolGroup.query(on: database).all()
        let members = try await IdolMember.query(on: database).all()
        let memberships = try await IdolMembership.query(on: database).sort(\.$sortOrder).all()
        return IdolSnapshot(
            groupList: groups, memberList: members,
            groups: Dictionary(groups.compactMap { row in row.id.map { ($0, row) } }) { first, _ in first },
            members: Dictionary(members.compactMap { row in row.id.map { ($0, row) } }) { first, _ in first },
            membershipsByGroup: Dictionary(grouping: memberships, by: \.groupID),
            membershipsByMember: Dictionary(grouping: memberships, by: \.memberID))
    }

    /// The Korean names of each member's groups, in debut order.
    func groupNames(of memberIDs: [String]) -> [String: [String]] {
        var names: [String: [String]] = [:]
        for id in Set(memberIDs) {
            let groups = (membershipsByMember[id] ?? []).compactMap { self.groups[$0.groupID] }
            if !groups.isEmpty { names[id] = groups.sorted { $0.debut < $1.debut }.map(\.nameKo) }
        }
        return names
    }
}
