import Fluent
import Foundation

/// One member's time in one group, in the group's member order.
final class IdolMembership: Model, @unchecked Sendable {
    static let schema = "idol_memberships"

    @ID(key: .id) var id: UUID?
    @Field(key: "group_id") var groupID: String
    @Field(key: "member_id") var memberID: String
    @Field(key: "sort_order") var sortOrder: Int
    /// `IdolData.Position` raw values, comma-separated.
    @Field(key: "positions") var positions: String
    @OptionalField(key: "joined") var joined: String?
    @OptionalField(key: "left") var left: String?

    init() {}

    init(groupID: String, order: Int, _ membership: IdolData.Membership) {
        self.groupID = groupID
        memberID = membership.id
        sortOrder = order
        positions = membership.positions.map(\.rawValue).joined(separator: ",")
        joined = membership.from?.description
        left = membership.to?.description ?? (membership.former == true ? Self.unknownDate : nil)
    }

    /// Stored in `left` for a member who left at a time nobody recorded.
    static let unknownDate = "?"

    var positionList: [IdolData.Position] {
        positions.split(separator: ",").compactMap { IdolData.Position(rawValue: String($0)) }
    }
}
