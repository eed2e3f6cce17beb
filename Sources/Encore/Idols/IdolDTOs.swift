import Foundation

/// A group as lists show it (home rows, search, favourites).
struct IdolGroupSummary: Hashable, Codable, Sendable {
    let id: String
    let nameKo: String
    let nameRomanized: String
    let debut: String
    let period: DebutPeriod
    let disbanded: String?
    let url: String
    let artURL: String

    init(_ group: IdolGroup) {
        id = group.id ?? ""
        nameKo = group.nameKo
        nameRomanized = group.nameRomanized
        debut = group.debut
        period = group.period
        disbanded = group.disbanded
        url = Site.idolGroup.link(id)
        artURL = Site.idolArt.link(IdolArtKind(.group), IdolArtFile(id))
    }
}

/// A member as lists show it, with the names of her groups.
struct IdolMemberSummary: Hashable, Codable, Sendable {
    let id: String
    let stageNameKo: String
    let stageNameRomanized: String
    let birthDate: String?
    let died: String?
    let groups: [String]
    let url: String
    let artURL: String

    init(_ member: IdolMember, groups: [String]) {
        id = member.id ?? ""
        stageNameKo = member.stageNameKo
        stageNameRomanized = member.stageNameRomanized
        birthDate = member.birthDate
        died = member.died
        self.groups = groups
        url = Site.idolMember.link(id)
        artURL = Site.idolArt.link(IdolArtKind(.member), IdolArtFile(id))
    }
}

/// How a membership stands: still in the group, left it, in it when it disbanded, or in it when she died.
enum MembershipStatus: String, Codable, Hashable, Sendable {
    case current, former, disbanded, deceased
}

struct IdolMembershipDTO: Codable, Sendable {
    let positions: [IdolData.Position]
    /// Nil: since the group's debut.
    let from: String?
    let to: String?
    let status: MembershipStatus
    /// `2015.10.20~`, `2009.08~2014.04`: what the page prints.
    let period: String
}

struct IdolSongDTO: Codable, Hashable, Sendable {
    let title: String
    let year: Int?
    let youtubeId: String?
    /// The privacy-enhanced embed (youtube-nocookie.com) and the ordinary watch page.
    let embedURL: String?
    let watchURL: String?

    init(title: String, year: Int?, youtubeID: String?) {
        self.title = title
        self.year = year
        youtubeId = youtubeID
        embedURL = youtubeID.map { "https://www.youtube-nocookie.com/embed/\($0)?autoplay=1&rel=0&playsinline=1" }
        watchURL = youtubeID.map { "https://www.youtube.com/watch?v=\($0)" }
    }
}

struct IdolGroupDetail: Codable, Sendable {
    struct Member: Codable, Sendable {
        let member: IdolMemberSummary
        let membership: IdolMembershipDTO
    }

    let group: IdolGroupSummary
    let agency: String?
    let fandom: String?
    let signatureSong: IdolSongDTO?
    /// Current members first (in the group's order), then the others.
    let members: [Member]
}

/// `disbanded`: she never left, her group (or every group she was in at the end) disbanded.
enum MemberStatus: String, Codable, Sendable {
    case current, former, disbanded, deceased
}

struct IdolMemberDetail: Codable, Sendable {
    struct Group: Codable, Sendable {
        let group: IdolGroupSummary
        let membership: IdolMembershipDTO
    }

    let member: IdolMemberSummary
    let birthNameKo: String?
    let birthNameRomanized: String?
    /// Full years, Korea time; nil when the birth date is unknown or she has died.
    let age: Int?
    let nationality: [String]
    let mbti: String?
    let bloodType: String?
    let status: MemberStatus
    let groups: [Group]
}

struct IdolPeriodRow: Codable, Sendable {
    let period: DebutPeriod
    let label: String
    let groups: [IdolGroupSummary]
}

struct IdolBirthday: Codable, Sendable {
    let member: IdolMemberSummary
    /// This year's birthday (Feb 29 falls on Feb 28 in other years).
    let date: String
    /// The age she turns that day.
    let turns: Int
}

struct IdolBirthdays: Codable, Sendable {
    let today: [IdolBirthday]
    /// The rest of this Monday-to-Sunday week, Korea time.
    let thisWeek: [IdolBirthday]
}

struct IdolFavourites: Codable, Sendable {
    let groups: [IdolGroupSummary]
    let members: [IdolMemberSummary]
}
