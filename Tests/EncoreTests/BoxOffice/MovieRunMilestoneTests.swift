import Foundation
import Testing

@testable import Encore

/// A milestone is dated only when the archive saw it crossed (#30: 스즈메의 문단속 showed
/// "100만 돌파" on the first day the archive held, weeks after it really happened).
@Suite struct MovieRunMilestoneTests {
    func run(_ days: [(Int, Int64)]) -> MovieRun {
        MovieRun(
            points: days.map { day, total in
                MovieRun.Point(day: Day(year: 2023, month: 4, day: day)!, rank: 1, audience: 1, audienceTotal: total)
            }, title: "스즈메의 문단속")
    }

    @Test func aCrossingTheArchiveSawIsDatedToTheDay() {
        let milestone = run([(25, 900_000), (26, 1_050_000)]).reached.first

        #expect(milestone?.day == Day(year: 2023, month: 4, day: 26))
        #expect(milestone?.exact == true)
    }

    @Test func aTotalAlreadyPassedOnTheFirstArchivedDayIsNotACrossing() {
        let milestone = run([(26, 4_970_000), (27, 4_971_000)]).reached.first

        #expect(milestone?.exact == false)
        #expect(milestone?.after == nil)
    }

    @Test func aCrossingInAGapIsOnlyKnownToLieBetweenTwoDays() {
        let milestone = run([(20, 900_000), (24, 1_100_000)]).reached.first

        #expect(milestone?.exact == false)
        #expect(milestone?.after == Day(year: 2023, month: 4, day: 20))
    }
}
