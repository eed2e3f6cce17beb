import Vapor

/// What idol templates print: every label already in the visitor's language, unknown values as
/// 알려지지 않음.
enum IdolPageContent {
    struct Fact: Encodable {
        let label: String
        let value: String
        let isUnknown: Bool
    }

    struct FavouriteButton: Encodable {
        let kind: IdolFavourite.Kind
        let id: String
        let isOn: Bool
        let returnTo: String
        /// The button's text while it is a favourite (pressing removes it) and while it is not.
        let onLabel: String
        let offLabel: String
    }

    struct MemberCard: Encodable {
        let member: IdolMemberSummary
        let positions: String?
        let status: MembershipStatus
        let statusLabel: String
        let period: String
    }

    struct GroupCard: Encodable, Hashable {
        let group: IdolGroupSummary
        let debutYear: String
        let positions: String?
        let statusLabel: String?
        let period: String?
    }

    struct BirthdayLine: Encodable {
        let member: IdolMemberSummary
        let when: String
    }

    static func groupCard(
        _ group: IdolGroupSummary, positions: String? = nil, statusLabel: String? = nil, period: String? = nil
    ) -> GroupCard {
        GroupCard(
            group: group, debutYear: String(group.debut.prefix(4)), positions: positions, statusLabel: statusLabel,
            period: period)
    }

    static func fact(_ labelKey: String, _ value: String?, _ request: Request) -> Fact {
        Fact(label: request.text(labelKey), value: value ?? request.text("idols.unknown"), isUnknown: value == nil)
    }

    static func positions(_ positions: [IdolData.Position], _ request: Request) -> String? {
        positions.isEmpty
            ? nil : positions.map { request.text("idols.position.\($0.rawValue)") }.joined(separator: " · ")
    }

    static func date(_ text: String?) -> String? { text.flatMap(PartialDate.init)?.dotted }

    static func country(_ code: String, _ request: Request) -> String {
        Locale(identifier: request.language.rawValue).localizedString(forRegionCode: code) ?? code
    }

    static func birthdays(_ entries: [IdolBirthday], _ request: Request) -> [BirthdayLine] {
        entries.map { entry in
            BirthdayLine(
                member: entry.member,
                when: request.text("idols.birthday.when", [date(entry.date) ?? entry.date, String(entry.turns)]))
        }
    }

    static func favouriteButton(_ kind: IdolFavourite.Kind, _ id: String, _ request: Request) async throws
        -> FavouriteButton
    {
        var isOn = false
        if let profile = request.auth.get(Profile.self) {
            isOn = try await request.idolFavourites.contains(kind, id, for: profile)
        }
        return FavouriteButton(
            kind: kind, id: id, isOn: isOn, returnTo: request.url.path,
            onLabel: request.text("idols.favourite.\(kind.rawValue).remove"),
            offLabel: request.text("idols.favourite.\(kind.rawValue).add"))
    }
}
