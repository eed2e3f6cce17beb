import Foundation

/// What idol templates print: every label already in the visitor's language, unknown values as
/// 알려지지 않음.
enum IdolPageContent {
    struct Fact: Encodable, Hashable {
        let label: String
        let value: String
        let isUnknown: Bool
    }

    struct FavouriteButton: Encodable, Hashable, Sendable {
        let kind: IdolFavourite.Kind
        let id: String
        let isOn: Bool
        let returnTo: String
        /// The button's text while it is a favourite (pressing removes it) and while it is not.
        let onLabel: String
        let offLabel: String
    }

    struct MemberCard: Encodable, Hashable {
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

    static func fact(_ labelKey: String, _ value: String?, _ view: ViewContext) -> Fact {
        Fact(label: view.text(labelKey), value: value ?? view.text("idols.unknown"), isUnknown: value == nil)
    }

    static func positions(_ positions: [IdolData.Position], _ view: ViewContext) -> String? {
        positions.isEmpty
            ? nil : positions.map { view.text("idols.position.\($0.rawValue)") }.joined(separator: " · ")
    }

    static func date(_ text: String?) -> String? { text.flatMap(PartialDate.init)?.dotted }

    static func country(_ code: String, _ view: ViewContext) -> String {
        Locale(identifier: view.language.rawValue).localizedString(forRegionCode: code) ?? code
    }

    static func birthdays(_ entries: [IdolBirthday], _ view: ViewContext) -> [BirthdayLine] {
        entries.map { entry in
            BirthdayLine(
                member: entry.member,
                when: view.text("idols.birthday.when", [date(entry.date) ?? entry.date, String(entry.turns)]))
        }
    }

    static func favouriteButton(
        _ kind: IdolFavourite.Kind, _ id: String, isOn: Bool, returnTo: String, _ view: ViewContext
    )
        -> FavouriteButton
    {
        FavouriteButton(
            kind: kind, id: id, isOn: isOn, returnTo: returnTo,
            onLabel: view.text("idols.favourite.\(kind.rawValue).remove"),
            offLabel: view.text("idols.favourite.\(kind.rawValue).add"))
    }
}
