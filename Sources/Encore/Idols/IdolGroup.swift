import Fluent
import Foundation

/// A group as loaded from the data file; rows are replaced when the file changes.
final class IdolGroup: Model, @unchecked Sendable {
    static let schema = "idol_groups"

    @ID(custom: "id", generatedBy: .user) var id: String?
    @Field(key: "name_ko") var nameKo: String
    @Field(key: "name_romanized") var nameRomanized: String
    @Field(key: "debut") var debut: String
    @Field(key: "period") var period: DebutPeriod
    @OptionalField(key: "agency") var agency: String?
    @OptionalField(key: "fandom") var fandom: String?
    @OptionalField(key: "disbanded") var disbanded: String?
    @OptionalField(key: "song_title") var songTitle: String?
    @OptionalField(key: "song_year") var songYear: Int?
    @OptionalField(key: "youtube_id") var youtubeID: String?
    /// Search keys of the Korean and romanised names, `|`-separated (see `SearchKeys`).
    @Field(key: "search_text") var searchText: String
    @Field(key: "search_chosung") var searchChosung: String

    init() {}

    func apply(_ group: IdolData.Group) {
        nameKo = group.nameKo
        nameRomanized = group.nameRomanized
        debut = group.debut.description
        period = DebutPeriod(debutYear: group.debut.year) ?? .from2006
        agency = group.agency
        fandom = group.fandom
        disbanded = group.disbanded?.description
        songTitle = group.signatureSong?.title
        songYear = group.signatureSong?.year
        youtubeID = group.signatureSong?.youtubeId
        let keys = SearchKeys(names: [group.nameKo, group.nameRomanized])
        searchText = keys.text
        searchChosung = keys.chosung
    }

    var debutDate: PartialDate? { PartialDate(debut) }
    var disbandedDate: PartialDate? { disbanded.flatMap(PartialDate.init) }
}
