import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct IdolPageTests {
    @Test func homeShowsAHeroAndOneRowPerDebutPeriodNewestFirst() async throws {
        try await withEncore { _, browser in
            let html = try await browser.get("/idols").body.string

            #expect(html.contains("오늘의 그룹") && html.contains("class=\"idol-hero\""))
            let labels = [
                "2023~", "2021~2022", "2020", "2016~2019", "2014~2015", "2012~2013", "2010~2011", "2009", "2006~2008",
            ].map { "\($0)년 데뷔</h2>" }
            let positions = labels.compactMap { html.range(of: $0)?.lowerBound }
            #expect(positions.count == labels.count)
            #expect(positions == positions.sorted())
        }
    }

    @Test func aGroupListsCurrentMembersFirstAndMarksFormerOnesWithTheirPeriod() async throws {
        try await withEncore { _, browser in
            let html = try await browser.get("/idols/groups/oh-my-girl").body.string

            #expect(html.contains("오마이걸") && html.contains("2015.04.21"))
            let current = try #require(html.range(of: "효정"))
            let former = try #require(html.range(of: "탈퇴 2015.04.21~2017.10.30"))
            #expect(current.lowerBound < former.lowerBound)
            #expect(html.contains("즐겨찾는 그룹에 추가"))
        }
    }

    @Test func theSignatureSongOpensThePrivacyEnhancedEmbed() async throws {
        try await withEncore { _, browser in
            let html = try await browser.get("/idols/groups/twice").body.string

            #expect(html.contains("대표곡 듣기"))
            #expect(html.contains("https://www.youtube-nocookie.com/embed/ePpPVE-GGJw"))
            #expect(html.contains("<dialog"))
        }
    }

    @Test func aMemberPageShowsEveryFactAndUnknownsPlainly() async throws {
        try await withEncore { _, browser in
            let html = try await browser.get("/idols/members/im-nayeon-1995").body.string

            for text in [
                "활동명", "나연 (Nayeon)", "본명", "임나연", "생년월일", "1995.09.22 (만 31세)", "국적", "MBTI", "혈액형", "알려지지 않음", "활동",
                "트와이스",
            ] {
                #expect(html.contains(text), "\(text)")
            }
        }
    }

    @Test func aMemberWhoDiedIsShownWithRespectAndNoAge() async throws {
        try await withEncore { _, browser in
            let html = try await browser.get("/idols/members/goo-hara-1991").body.string

            #expect(html.contains("故 (2019.11.24 별세)"))
            #expect(!html.contains("만 35세"))
        }
    }

    @Test func englishPagesUseEnglishLabels() async throws {
        try await withEncore { _, browser in
            browser.acceptLanguage = "en"
            let html = try await browser.get("/idols/members/im-nayeon-1995").body.string

            #expect(
                html.contains("Stage name") && html.contains("Date of birth") && html.contains("Unknown")
                    && html.contains("South Korea"))
        }
    }

    @Test func unknownAndMalformedIdsAreNotFound() async throws {
        try await withEncore { _, browser in
            for path in [
                "/idols/groups/nope", "/idols/members/nope-1990", "/idols/groups/%3Cscript%3E",
                "/api/v1/idols/groups/nope",
                "/idols/art/groups/nope.svg", "/idols/art/people/twice.svg",
            ] {
                let status = try await browser.get(path).status
                #expect(status == .notFound, "\(path)")
            }
        }
    }

    @Test func artworkIsAGeneratedMonogram() async throws {
        try await withEncore { _, browser in
            let response = try await browser.get("/idols/art/groups/twice.svg")

            #expect(response.status == .ok && response.headers.contentType == .svg)
            #expect(response.body.string.contains(">TW</text>") && !response.body.string.contains("<image"))
        }
    }
}

extension IdolPageTests {
    @Test func aWeekWithoutBirthdaysSaysSoInsteadOfEmptyHeadings() async throws {
        // Sunday 1 March 2026 in Korea: nobody in the file was born on 1 March.
        try await withEncore(["ENCORE_NOW": "2026-03-01T03:00:00Z"]) { _, browser in
            let birthdays = try await browser.get("/api/v1/idols/birthdays").content.decode(IdolBirthdays.self)
            let html = try await browser.get("/idols").body.string

            #expect(birthdays.today.isEmpty && birthdays.thisWeek.isEmpty)
            #expect(html.contains("이번 주에는 생일인 멤버가 없어요") && !html.contains("오늘 생일"))
        }
    }
}

extension IdolPageTests {
    @Test func aMemberWhoseGroupDisbandedDidNotLeaveIt() async throws {
        try await withEncore { _, browser in
            let member = try await browser.get("/api/v1/idols/members/kim-yubin-1988").content.decode(
                IdolMemberDetail.self)
            let html = try await browser.get("/idols/members/kim-yubin-1988").body.string

            #expect(member.status == .disbanded)
            #expect(member.groups.first?.membership.status == .disbanded)
            #expect(html.contains("활동 (그룹 해체)"))
        }
    }
}
