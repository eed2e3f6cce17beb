import Foundation

/// The built-in directory as written in `Resources/Data/idols.json`: readable, reviewed by people,
/// and the only source of idol facts. Unknown values are null.
struct IdolData: Codable, Sendable, Equatable {
    var groups: [Group]
    var members: [Member]

    struct Group: Codable, Sendable, Equatable {
        var id: String
        var nameKo: String
        var nameRomanized: String
        var debut: PartialDate
        var agency: String?
        var fandom: String?
        var disbanded: PartialDate?
        var signatureSong: Song?
        var members: [Membership]
    }

    struct Song: Codable, Sendable, Equatable {
        var title: String
        var year: Int?
        /// The official music video, only where it was checked.
        var youtubeId: String?
    }

    struct Membership: Codable, Sendable, Equatable {
        var id: String
        var positions: [Position]
        /// Nil: from the group's debut.
        var from: PartialDate?
        /// Nil: still a member, or until the group disbanded (or she died a member).
        var to: PartialDate?
        /// She left, but when is not known (`to` is null). Imported KPGG data says only this much.
        var former: Bool? = nil

        var hasLeft: Bool { to != nil || former == true }
    }

    enum Position: String, Codable, Sendable, CaseIterable {
        case leader, vocal, rap, dance
    }

    struct Member: Codable, Sendable, Equatable {
        var id: String
        var stageNameKo: String
        var stageNameRomanized: String
        var birthNameKo: String?
        var birthNameRomanized: String?
        var birthDate: Day?
        var nationality: [String]
        var mbti: String?
        var bloodType: BloodType?
        var died: Day?
    }

    enum BloodType: String, Codable, Sendable, CaseIterable, CustomStringConvertible {
        case a = "A", b = "B", o = "O", ab = "AB"

        var description: String { rawValue }
    }

    static func load(from path: String) throws -> IdolData {
        try decode(Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static func decode(_ data: Data) throws -> IdolData {
        try JSONDecoder().decode(IdolData.self, from: data)
    }

    /// Readable JSON in the file's own layout (the importer writes the file with this).
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

/// Writes the data file as people read it: every key present, unknown values as `null`, in the
/// file's own key order (synthesised Codable would drop nulls).
extension IdolData.Group {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(nameKo, forKey: .nameKo)
        try container.encode(nameRomanized, forKey: .nameRomanized)
        try container.encode(debut, forKey: .debut)
        try container.encode(agency, forKey: .agency)
        try container.encode(fandom, forKey: .fandom)
        try container.encode(disbanded, forKey: .disbanded)
        try container.encode(signatureSong, forKey: .signatureSong)
        try container.encode(members, forKey: .members)
    }
}

extension IdolData.Song {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(year, forKey: .year)
        try container.encode(youtubeId, forKey: .youtubeId)
    }
}

extension IdolData.Membership {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(positions, forKey: .positions)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encodeIfPresent(former, forKey: .former)
    }
}

extension IdolData.Member {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(stageNameKo, forKey: .stageNameKo)
        try container.encode(stageNameRomanized, forKey: .stageNameRomanized)
        try container.encode(birthNameKo, forKey: .birthNameKo)
        try container.encode(birthNameRomanized, forKey: .birthNameRomanized)
        try container.encode(birthDate, forKey: .birthDate)
        try container.encode(nationality, forKey: .nationality)
        try container.encode(mbti, forKey: .mbti)
        try container.encode(bloodType, forKey: .bloodType)
        try container.encode(died, forKey: .died)
    }
}
