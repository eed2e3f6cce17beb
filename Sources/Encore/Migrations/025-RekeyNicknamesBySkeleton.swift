import Fluent

/// Nickname keys are now Unicode's confusable skeletons (#27.9: Armenian, Lisu and Cherokee
/// look-alikes, `BiII9` beside `Bill9`). The rewrite is `RekeyNicknames`' again with today's keys:
/// a key that would now be another profile's is left as it was.
struct RekeyNicknamesBySkeleton: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await RekeyNicknames().prepare(on: database)
    }

    func revert(on database: any Database) async throws {}
}
