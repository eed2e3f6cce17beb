import Foundation
import Testing

@testable import Encore

/// #30: one film a day, chosen from the secret (tomorrow's cannot be worked out from the date),
/// never the same film twice within a year.
@Suite struct DailyScheduleTests {
    private func run(_ schedule: DailySchedule, days: Int) -> [String] {
        var recent: [Int: String] = [:]
        var films: [String] = []
        for number in 1...days {
            let film = schedule.movie(for: number, recent: recent)!.id
            recent[number] = film
            films.append(film)
        }
        return films
    }

    @Test func noFilmComesBackWithinAYear() {
        let schedule = DailySchedule(catalog: MovieFixtures.catalog, secret: AppSecret("one secret"))

        let films = run(schedule, days: 800)
        var lastSeen: [String: Int] = [:]
        var closest = Int.max
        for (day, film) in films.enumerated() {
            if let earlier = lastSeen[film] { closest = min(closest, day - earlier) }
            lastSeen[film] = day
        }

        #expect(schedule.eligible.count >= DailySchedule.noRepeatDays)
        #expect(closest >= DailySchedule.noRepeatDays, "a film came back after \(closest) days")
    }

    @Test func theScheduleFollowsTheSecretNotTheDate() {
        let catalog = MovieFixtures.catalog

        let one = run(DailySchedule(catalog: catalog, secret: AppSecret("one secret")), days: 30)
        let again = run(DailySchedule(catalog: catalog, secret: AppSecret("one secret")), days: 30)
        let other = run(DailySchedule(catalog: catalog, secret: AppSecret("another secret")), days: 30)

        #expect(one == again)
        #expect(zip(one, other).filter { $0 != $1 }.count > 25)
    }

    @Test func onlyFilmsBothCluesCanHideAreAsked() {
        let schedule = DailySchedule(catalog: MovieFixtures.catalog, secret: AppSecret("s"))

        let ids = Set(schedule.eligible.map(\.id))

        #expect(
            !ids.contains("1987-when-the-day-comes-2017") && !ids.contains("1917-2019")
                && !ids.contains("e-t-the-extra-terrestrial-1982"))
        #expect(ids.contains("parasite-2019"))
    }

    @Test func aSmallCatalogBringsBackTheFilmAskedLongestAgo() {
        let few = MovieCatalog(movies: Array(MovieFixtures.catalog.movies.filter(DailySchedule.isAskable).prefix(5)))
        let schedule = DailySchedule(catalog: few, secret: AppSecret("s"))

        let films = run(schedule, days: 10)

        #expect(Set(films.prefix(5)).count == 5)
        #expect(Array(films.dropFirst(5)) == Array(films.prefix(5)))
    }

    @Test func posterWindowsGrowStepByStep() {
        let steps = (1...DailyLadder.tries).map { DailyLadder.posterGrid(step: $0, seed: 42).revealed }

        for (smaller, larger) in zip(steps, steps.dropFirst()) {
            #expect(smaller.isSubset(of: larger) && smaller.count < larger.count)
        }
        #expect(steps[0].count == 81 && steps[5].count < RevealGrid.cellCount * 6 / 10)
        #expect(DailyLadder.posterGrid(step: 3, seed: 42) == DailyLadder.posterGrid(step: 3, seed: 42))
    }
}
