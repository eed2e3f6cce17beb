import Fluent

extension IdolDirectory {
    /// Living members whose birthday is today or later this week (Monday to Sunday, Korea time).
    func birthdays() async throws -> IdolBirthdays {
        try await ready()
        return try await cache.birthdays(on: today) { try await loadBirthdays() }
    }

    private func loadBirthdays() async throws -> IdolBirthdays {
        let dayOf = Self.birthdayDays(today: today)
        let members = try await IdolMember.query(on: database)
            .filter(\.$birthday ~~ Array(dayOf.keys)).filter(\.$died == nil).all()
        let names = try await groupNames(of: members.compactMap(\.id))
        let birthdays = members.compactMap { member -> (Day, IdolBirthday)? in
            guard let born = member.birth, let day = member.birthday.flatMap({ dayOf[$0] }) else { return nil }
            let entry = IdolBirthday(
                member: IdolMemberSummary(member, groups: names[member.id ?? ""] ?? []),
                date: day.description, turns: day.year - born.year)
            return (day, entry)
        }.sorted { ($0.0, $0.1.member.stageNameKo) < ($1.0, $1.1.member.stageNameKo) }
        return IdolBirthdays(
            today: birthdays.filter { $0.0 == today }.map(\.1),
            thisWeek: birthdays.filter { $0.0 != today }.map(\.1))
    }

    /// Each `MM-DD` celebrated from today to Sunday, and the day it falls on this year.
    static func birthdayDays(today: Day) -> [String: Day] {
        let sunday = today.mondayOfWeek.adding(days: 6)
        var dayOf: [String: Day] = [:]
        for offset in 0..<7 {
            let day = today.adding(days: offset)
            guard day <= sunday else { break }
            dayOf[monthDay(day)] = day
            // Born on 29 February: celebrated on the 28th when the year has no 29th.
            if day.month == 2, day.day == 28, Day(year: day.year, month: 2, day: 29) == nil { dayOf["02-29"] = day }
        }
        return dayOf
    }

    static func monthDay(_ day: Day) -> String { String(day.description.suffix(5)) }
}
