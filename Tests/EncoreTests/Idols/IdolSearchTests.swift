import Foundation
import Testing
import VaporTesting

@testable import Encore

/// Search over the real data file, on SQLite (FTS5 trigram + LIKE) and again on PostgreSQL.
@Suite struct IdolSearchTests {
    struct Results: Decodable {
        struct Group: Decodable { let id: String }
        struct Member: Decodable {
            let id: String
            let groups: [String]
        }

        let groups: [Group]
        let members: [Member]
    }

    static func search(_ browser: TestBrowser, _ query: String) async throws -> Results {
        let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let response = try await browser.get("/api/v1/idols/search?q=\(encoded)")
        #expect(response.status == .ok)
        return try response.content.decode(Results.self)
    }

    @Test(arguments: [
        ("ㅇㅁㅇㄱ", "oh-my-girl"), ("오마이걸", "oh-my-girl"), ("Oh My Girl", "oh-my-girl"), ("ohmygirl", "oh-my-girl"),
        ("오마이거", "oh-my-girl"), ("트와", "twice"), ("ㅌㅇㅇㅅ", "twice"), ("(G)I-DLE", "gi-dle"), ("아이브", "ive"),
    ])
    func groupsAreFoundByEveryNameForm(query: String, groupID: String) async throws {
        try await withEncore { _, browser in
            let results = try await Self.search(browser, query)

            #expect(results.groups.first?.id == groupID, "\(query): \(results.groups.map(\.id))")
        }
    }

    @Test(arguments: [
        ("나연", "im-nayeon-1995"), ("Nayeon", "im-nayeon-1995"), ("임나연", "im-nayeon-1995"),
        ("Im Na-yeon", "im-nayeon-1995"),
        ("ㄴㅇ", "im-nayeon-1995"), ("Hanni", "pham-ngochan-2004"),
    ])
    func membersAreFoundByStageBirthAndInitialNames(query: String, memberID: String) async throws {
        try await withEncore { _, browser in
            let results = try await Self.search(browser, query)

            #expect(results.members.contains { $0.id == memberID }, "\(query): \(results.members.map(\.id))")
        }
    }

    @Test func twoMembersWithOneStageNameAreBothFoundWithTheirGroups() async throws {
        try await withEncore { _, browser in
            let results = try await Self.search(browser, "하니")

            let groups = results.members.filter { ["ahn-heeyeon-1992", "pham-ngochan-2004"].contains($0.id) }.map(
                \.groups)
            #expect(groups.count == 2)
            #expect(groups.contains(["이엑스아이디"]) && groups.contains(["뉴진스"]))
        }
    }

    @Test func emptyUnknownAndOverlongQueries() async throws {
        try await withEncore { _, browser in
            let empty = try await Self.search(browser, "  ")
            let unknown = try await Self.search(browser, "쀏쀏쀏")
            let long = try await browser.get("/api/v1/idols/search?q=" + String(repeating: "a", count: 101))

            #expect(empty.groups.isEmpty && empty.members.isEmpty)
            #expect(unknown.groups.isEmpty && unknown.members.isEmpty)
            #expect(long.status == .badRequest)
        }
    }

    @Test func theSearchPageWorksWithoutJavaScript() async throws {
        try await withEncore { _, browser in
            let html = try await browser.get("/idols/search?q=%E3%85%87%E3%85%81%E3%85%87%E3%84%B1").body.string

            #expect(html.contains("오마이걸") && html.contains("/idols/groups/oh-my-girl"))
        }
    }
}
