import Foundation
import Hangul

/// Merges data in the original KPGG app's JSON shape into Encore's data file. KPGG served two
/// documents: groups by home-page section (`{"group": {"2020": [{groupname, grouplogo, groupimage,
/// hitsong, haspreviousmember}]}}`) and members by group (`{"groupname": {"오마이걸": [{activityname,
/// name, birth, mbti, bloodtype, mainimage, ispreviousmember}]}}`). What Encore already knows is
/// never overwritten: imported values only fill unknowns, and disagreements are reported. Pictures
/// are dropped (Encore keeps no photos).
struct KPGGImport {
    struct GroupsDocument: Decodable { let group: [String: [Group]] }
    struct Group: Decodable {
        let groupname: String
        let hitsong: String?
    }

    struct MembersDocument: Decodable { let groupname: [String: [Member]] }
    struct Member: Decodable {
        let activityname: String
        let name: String?
        let birth: String?
        let mbti: String?
        let bloodtype: String?
        let ispreviousmember: Bool?
    }

    private(set) var data: IdolData
    private(set) var report: [String] = []

    init(into data: IdolData) { self.data = data }

    mutating func merge(groups: GroupsDocument, members: MembersDocument) {
        for (section, entries) in groups.group.sorted(by: { $0.key < $1.key }) {
            for entry in entries { mergeGroup(entry, section: section) }
        }
        for (groupName, entries) in members.groupname.sorted(by: { $0.key < $1.key }) {
            guard let index = groupIndex(named: groupName) else {
                report.append("skipped the members of \(groupName): no such group")
                continue
            }
            for (order, entry) in entries.enumerated() { mergeMember(entry, groupIndex: index, order: order) }
        }
    }

    private mutating func mergeGroup(_ entry: Group, section: String) {
        let videoID = entry.hitsong.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap {
            IdolDataRules.isYouTubeID($0) ? $0 : nil
        }
        if let index = groupIndex(named: entry.groupname) {
            if let videoID, let song = data.groups[index].signatureSong, song.youtubeId == nil {
                data.groups[index].signatureSong?.youtubeId = videoID
                report.append("\(data.groups[index].id): video \(videoID) added")
            } else if let videoID, data.groups[index].signatureSong?.youtubeId != videoID {
                report.append("\(data.groups[index].id): kept our video, KPGG has \(videoID)")
            }
            return
        }
        // A new group needs its debut year; KPGG only knows it from single-year sections ("2009").
        guard section.count == 4, let year = Int(section), let debut = PartialDate(section) else {
            report.append("skipped group \(entry.groupname): section \(section) does not give its debut year")
            return
        }
        let id = Self.newID(entry.groupname, prefix: "kpgg")
        data.groups.append(
            IdolData.Group(
                id: id, nameKo: entry.groupname, nameRomanized: entry.groupname, debut: debut,
                agency: nil, fandom: nil, disbanded: nil, signatureSong: nil, members: []))
        report.append(
            "added group \(id) (debut \(year))"
                + (videoID == nil ? "" : "; its hitsong has no title, so it was left out"))
    }

    private mutating func mergeMember(_ entry: Member, groupIndex: Int, order: Int) {
        let group = data.groups[groupIndex]
        let key = Hangul.searchKey(entry.activityname)
        let known = group.members.first { membership in
            data.members.first { $0.id == membership.id }.map {
                Hangul.searchKey($0.stageNameKo) == key || Hangul.searchKey($0.stageNameRomanized) == key
            } ?? false
        }
        let imported = Self.values(of: entry)
        if let known, let index = data.members.firstIndex(where: { $0.id == known.id }) {
            var member = data.members[index]
            fill(&member, with: imported)
            data.members[index] = member
            if entry.ispreviousmember == true, !known.hasLeft {
                report.append("\(known.id): KPGG says she left \(group.id); kept as a current member")
            }
            return
        }
        let id = Self.newID(group.id + "|" + entry.activityname, prefix: group.id)
        var member = imported
        member.id = id
        data.members.append(member)
        data.groups[groupIndex].members.append(
            IdolData.Membership(
                id: id, positions: [], from: nil, to: nil,
                former: entry.ispreviousmember == true ? true : nil))
        report.append("added member \(id) (\(entry.activityname)) to \(group.id)")
    }

    private mutating func fill(_ member: inout IdolData.Member, with imported: IdolData.Member) {
        func take<T: Equatable>(_ path: WritableKeyPath<IdolData.Member, T?>, _ name: String) {
            guard let value = imported[keyPath: path] else { return }
            if let current = member[keyPath: path] {
                if current != value { report.append("\(member.id): kept our \(name), KPGG has \(value)") }
            } else {
                member[keyPath: path] = value
                report.append("\(member.id): \(name) set to \(value)")
            }
        }
        take(\.birthNameKo, "birth name")
        take(\.birthDate, "birth date")
        take(\.mbti, "MBTI")
        take(\.bloodType, "blood type")
    }

    private func groupIndex(named name: String) -> Int? {
        let key = Hangul.searchKey(name)
        return data.groups.firstIndex {
            Hangul.searchKey($0.nameKo) == key || Hangul.searchKey($0.nameRomanized) == key
        }
    }

    /// KPGG's values, with its placeholders ("", "알려지지 않음", "-") read as unknown.
    static func values(of entry: Member) -> IdolData.Member {
        func known(_ text: String?) -> String? {
            guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty,
                !["알려지지 않음", "-", "?", "unknown", "없음"].contains(text.lowercased())
            else { return nil }
            return text
        }
        let digits = known(entry.birth)?.filter(\.isNumber) ?? ""
        let mbti = known(entry.mbti)?.uppercased()
        let blood = known(entry.bloodtype)?.uppercased().replacingOccurrences(of: "형", with: "")
        return IdolData.Member(
            id: "", stageNameKo: entry.activityname.trimmingCharacters(in: .whitespaces),
            stageNameRomanized: entry.activityname.trimmingCharacters(in: .whitespaces),
            birthNameKo: known(entry.name), birthNameRomanized: nil,
            birthDate: digits.count == 8 ? Day(text: digits) : nil, nationality: [],
            mbti: mbti.flatMap { IdolDataRules.mbtiTypes.contains($0) ? $0 : nil },
            bloodType: blood.flatMap(IdolData.BloodType.init(rawValue:)), died: nil)
    }

    /// A stable id for a name that may not be ASCII: a slug when it is, else a short digest.
    static func newID(_ name: String, prefix: String) -> String {
        let slug =
            Hangul.searchKey(name).unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            ? Hangul.searchKey(name) : ""
        return prefix + "-" + (slug.isEmpty ? String(Hex.sha256(Data(name.utf8)).prefix(8)) : slug)
    }
}
