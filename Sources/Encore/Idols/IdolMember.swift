import Fluent
import Foundation

/// A member as loaded from the data file. Her groups are in `IdolMembership`.
final class IdolMember: Model, @unchecked Sendable {
    static let schema = "idol_members"

    @ID(custom: "id", generatedBy: .user) var id: String?
    @Field(key: "stage_name_ko") var stageNameKo: String
    @Field(key: "stage_name_romanized") var stageNameRomanized: String
    @OptionalField(key: "birth_name_ko") var birthNameKo: String?
    @OptionalField(key: "birth_name_romanized") var birthNameRomanized: String?
    @OptionalField(key: "birth_date") var birthDate: String?
    /// `MM-DD` of the birth date, for birthday look-ups on both databases.
    @OptionalField(key: "birthday") var birthday: String?
    /// ISO 3166 codes, comma-separated.
    @Field(key: "nationality") var nationality: String
    @OptionalField(key: "mbti") var mbti: String?
    @OptionalField(key: "blood_type") var bloodType: String?
    @OptionalField(key: "died") var died: String?
    @Field(key: "search_text") var searchText: String
    @Field(key: "search_chosung") var searchChosung: String

    init() {}

    func apply(_ member: IdolData.Member) {
        stageNameKo = member.stageNameKo
        stageNameRomanized = member.stageNameRomanized
        birthNameKo = member.birthNameKo
        birthNameRomanized = member.birthNameRomanized
        birthDate = member.birthDate?.description
        birthday = member.birthDate.map(IdolDirectory.monthDay)
        nationality = member.nationality.joined(separator: ",")
        mbti = member.mbti
        bloodType = member.bloodType?.rawValue
        died = member.died?.description
        let keys = SearchKeys(
            names: [member.stageNameKo, member.stageNameRomanized, member.birthNameKo, member.birthNameRomanized]
                .compactMap { $0 })
        searchText = keys.text
        searchChosung = keys.chosung
    }

    var birth: Day? { birthDate.flatMap(Day.init(text:)) }
    var death: Day? { died.flatMap(Day.init(text:)) }
    var nationalities: [String] { nationality.split(separator: ",").map(String.init) }
}
