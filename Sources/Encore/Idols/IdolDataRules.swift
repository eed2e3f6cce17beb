import Foundation

/// Every rule the data file must keep, each problem as one readable sentence. The same rules run at
/// start-up, in the tests and on imported data.
struct IdolDataRules {
    let today: Day

    static let firstDebutYear = 2006
    static let mbtiTypes: Set<String> = Set(
        ["E", "I"].flatMap { a in
            ["S", "N"].flatMap { b in ["T", "F"].flatMap { c in ["J", "P"].map { d in a + b + c + d } } }
        })
    static let regionCodes: Set<String> = Set(Locale.Region.isoRegions.map(\.identifier))

    func problems(in data: IdolData) -> [String] {
        var problems: [String] = []
        problems += duplicates(data.groups.map(\.id), "group")
        problems += duplicates(data.members.map(\.id), "member")
        let members = Dictionary(data.members.map { ($0.id, $0) }) { first, _ in first }
        var inAGroup = Set<String>()
        for group in data.groups {
            problems += check(group, members: members)
            inAGroup.formUnion(group.members.map(\.id))
        }
        for member in data.members {
            problems += check(member)
            if !inAGroup.contains(member.id) { problems.append("member \(member.id) is in no group") }
        }
        return problems
    }

    private func check(_ group: IdolData.Group, members: [String: IdolData.Member]) -> [String] {
        var problems: [String] = []
        let name = "group \(group.id)"
        if !Self.isSlug(group.id) { problems.append("\(name): id is not a lowercase slug") }
        for (field, text) in [("nameKo", group.nameKo), ("nameRomanized", group.nameRomanized)]
            + optionals(("agency", group.agency), ("fandom", group.fandom)) where !Self.isClean(text)
        {
            problems.append("\(name): \(field) is empty or has stray spaces")
        }
        if !(Self.firstDebutYear...today.year).contains(group.debut.year) {
            problems.append("\(name): debut \(group.debut) is outside \(Self.firstDebutYear)–\(today.year)")
        }
        if group.debut.earliest > today { problems.append("\(name): debut is in the future") }
        if let disbanded = group.disbanded {
            if disbanded.latest < group.debut.earliest { problems.append("\(name): disbanded before its debut") }
            if disbanded.earliest > today { problems.append("\(name): disbanded in the future") }
        }
        if let song = group.signatureSong {
            if !Self.isClean(song.title) { problems.append("\(name): song title is empty or has stray spaces") }
            if let year = song.year, !((group.debut.year - 1)...today.year).contains(year) {
                problems.append("\(name): song year \(year) is implausible")
            }
            if let id = song.youtubeId, !Self.isYouTubeID(id) {
                problems.append("\(name): \(id) is not a YouTube video id")
            }
        }
        if group.members.isEmpty { problems.append("\(name) has no members") }
        problems += duplicates(group.members.map(\.id), "member of \(name)")
        for membership in group.members {
            guard let member = members[membership.id] else {
                problems.append("\(name): member \(membership.id) is not in the members list")
                continue
            }
            problems += check(membership, of: member, in: group)
        }
        return problems
    }

    private func check(_ membership: IdolData.Membership, of member: IdolData.Member, in group: IdolData.Group)
        -> [String]
    {
        var problems: [String] = []
        let name = "\(member.id) in \(group.id)"
        let start = membership.from ?? group.debut
        if start.latest < group.debut.earliest { problems.append("\(name): joined before the group's debut") }
        if let birth = member.birthDate, birth >= start.earliest { problems.append("\(name): born after joining") }
        if let birth = member.birthDate,
            Calendar(identifier: .gregorian).dateComponents([.year], from: birth.date, to: start.earliest.date).year
                ?? 0 < 10
        {
            problems.append("\(name): younger than 10 at the start")
        }
        if let end = membership.to {
            if end.latest < start.earliest { problems.append("\(name): left before joining") }
            if end.earliest > today { problems.append("\(name): leaves in the future") }
            if let disbanded = group.disbanded, end.earliest > disbanded.latest {
                problems.append("\(name): left after the group disbanded")
            }
        }
        if let disbanded = group.disbanded, start.earliest > disbanded.latest {
            problems.append("\(name): joined after the group disbanded")
        }
        if let died = member.died, start.earliest > died { problems.append("\(name): joined after her death") }
        if Set(membership.positions).count != membership.positions.count {
            problems.append("\(name): a position is listed twice")
        }
        return problems
    }

    private func check(_ member: IdolData.Member) -> [String] {
        var problems: [String] = []
        let name = "member \(member.id)"
        if !Self.isSlug(member.id) { problems.append("\(name): id is not a lowercase slug") }
        let texts =
            [("stageNameKo", member.stageNameKo), ("stageNameRomanized", member.stageNameRomanized)]
            + optionals(("birthNameKo", member.birthNameKo), ("birthNameRomanized", member.birthNameRomanized))
        for (field, text) in texts where !Self.isClean(text) {
            problems.append("\(name): \(field) is empty or has stray spaces")
        }
        if let birth = member.birthDate {
            if birth.year < 1960 || birth > today { problems.append("\(name): birth date \(birth) is implausible") }
        }
        if let died = member.died {
            if died > today { problems.append("\(name): death date is in the future") }
            if let birth = member.birthDate, died <= birth { problems.append("\(name): died before she was born") }
        }
        if let mbti = member.mbti, !Self.mbtiTypes.contains(mbti) {
            problems.append("\(name): \(mbti) is not an MBTI type")
        }
        for code in member.nationality
        where code.count != 2 || code.uppercased() != code || !Self.regionCodes.contains(code) {
            problems.append("\(name): \(code) is not an ISO country code")
        }
        return problems
    }

    private func duplicates(_ ids: [String], _ what: String) -> [String] {
        Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted().map {
            "\(what) id \($0) appears more than once"
        }
    }

    private func optionals(_ pairs: (String, String?)...) -> [(String, String)] {
        pairs.compactMap { field, value in value.map { (field, $0) } }
    }

    static func isSlug(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 64 && !id.hasPrefix("-") && !id.hasSuffix("-") && !id.contains("--")
            && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    static func isClean(_ text: String) -> Bool {
        !text.isEmpty && text == text.trimmingCharacters(in: .whitespacesAndNewlines) && !text.contains("  ")
    }

    static func isYouTubeID(_ id: String) -> Bool {
        id.count == 11
            && id.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                    || $0 == "_"
            }
    }
}
