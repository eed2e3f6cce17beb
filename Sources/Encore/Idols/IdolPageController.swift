import Vapor

/// The 아이돌 pages: home (hero, birthdays, one row per debut period), search, group and member.
struct IdolPageController {
    let idols: IdolFactory
    struct HomeContent: Encodable {
        struct Row: Encodable, Hashable {
            let id: String
            let title: String
            let groups: [IdolPageContent.GroupCard]
        }

        struct Rows: Encodable, Hashable {
            let rows: [Row]
        }

        /// What names the rows' piece: the reading of the idol data (`IdolDirectoryCache.generation`).
        struct RowsKey: Hashable, Sendable {
            let generation: Int
        }

        /// What names the whole page body: the rows' reading, the day, the hero drawn.
        struct BodyKey: Hashable, Sendable {
            let generation: Int
            let today: Day
            let hero: IdolGroupSummary?
            let heroSong: String?
        }

        let hero: IdolPageContent.GroupCard?
        let heroSong: String?
        let birthdaysToday: [IdolPageContent.BirthdayLine]
        let birthdaysThisWeek: [IdolPageContent.BirthdayLine]
        /// One sideways row per debut period (`idols/rows`), rendered once per language.
        let rowsHTML: RenderedFragment
        let query: String
        /// Leaf treats an empty list as true, so templates test these instead.
        let hasBirthdaysToday: Bool
        let hasBirthdaysThisWeek: Bool
    }

    struct SearchContent: Encodable {
        struct Groups: Encodable, Hashable {
            let groups: [IdolPageContent.GroupCard]
        }

        struct Members: Encodable, Hashable {
            let members: [IdolMemberSummary]
        }

        let query: String
        /// The result lists as HTML (`idols/group-list`, `idols/member-list`), kept by their content.
        let groupsHTML: RenderedFragment
        let membersHTML: RenderedFragment
        let isEmpty: Bool
        /// Leaf treats an empty list as true, so templates test these instead.
        let hasGroups: Bool
        let hasMembers: Bool
    }

    struct GroupContent: Encodable {
        /// The facts and member cards (`idols/group-body`), the same for every visitor: rendered
        /// once per group and language.
        struct Body: Encodable, Hashable {
            let facts: [IdolPageContent.Fact]
            let signatureSong: IdolSongDTO?
            let members: [IdolPageContent.MemberCard]
        }

        /// Only what the head prints: the whole detail (every member) was encoded for Leaf on each view.
        struct Head: Encodable {
            let group: IdolGroupSummary
            let signatureSong: IdolSongDTO?
        }

        let detail: Head
        let bodyHTML: RenderedFragment
        let favourite: IdolPageContent.FavouriteButton
    }

    struct MemberContent: Encodable {
        /// The facts and group cards (`idols/member-body`), the same for every visitor: rendered once
        /// per member, age and language in a reading of the idol data.
        struct Body: Encodable, Hashable {
            let facts: [IdolPageContent.Fact]
            let groups: [IdolPageContent.GroupCard]
        }

        /// What a kept body is named by: the age is in its facts, and a birthday changes it.
        struct BodyKey: Hashable, Sendable {
            let generation: Int
            let id: String
            let age: Int?
        }

        let member: IdolMemberSummary
        let bodyHTML: RenderedFragment
        let favourite: IdolPageContent.FavouriteButton
        let isDeceased: Bool
    }

    func home(_ request: Request) async throws -> Response {
        let directory = try idols.directory(request)
        let heroRow = try await directory.randomHero()
        let hero = heroRow?.group
        let heroSong = heroRow?.songTitle
        // The reading of the data, the day (birthdays) and the hero drawn name the whole body:
        // kept, a view renders no template (Leaf was a fifth of the page).
        let key = HomeContent.BodyKey(
            generation: directory.cache.generation, today: directory.today, hero: hero, heroSong: heroSong)
        return try await request.pageResponse(
            "idols/home", key: key, title: request.text("section.idols.title"), tab: .idols
        ) {
            let birthdays = try await directory.birthdays()
            // Hashing every group's card to find the rows cost more than the page's own parts: the
            // rows are named by the reading of the data they come from.
            let rowsHTML = try await request.fragment(
                "idols/rows", key: HomeContent.RowsKey(generation: directory.cache.generation)
            ) {
                HomeContent.Rows(
                    rows: try await directory.periods().map { row in
                        HomeContent.Row(
                            id: "period-" + row.period.rawValue, title: request.text("idols.home.period", [row.label]),
                            groups: row.groups.map { IdolPageContent.groupCard($0) })
                    })
            }
            return HomeContent(
                hero: hero.map { IdolPageContent.groupCard($0) }, heroSong: heroSong,
                birthdaysToday: IdolPageContent.birthdays(birthdays.today, request.viewContext),
                birthdaysThisWeek: IdolPageContent.birthdays(birthdays.thisWeek, request.viewContext),
                rowsHTML: rowsHTML, query: "",
                hasBirthdaysToday: !birthdays.today.isEmpty, hasBirthdaysThisWeek: !birthdays.thisWeek.isEmpty)
        }
    }

    func search(_ request: Request) async throws -> Response {
        let query = try request.idolQuery()
        let results = try await IdolAPIController(idols: idols).results(for: query, request)
        let groups = SearchContent.Groups(groups: results.groups.map { IdolPageContent.groupCard($0) })
        let content = SearchContent(
            query: query, groupsHTML: try await request.fragment("idols/group-list", groups),
            membersHTML: try await request.fragment(
                "idols/member-list", SearchContent.Members(members: results.members)),
            isEmpty: results.groups.isEmpty && results.members.isEmpty,
            hasGroups: !results.groups.isEmpty, hasMembers: !results.members.isEmpty)
        let title = query.isEmpty ? request.text("idols.search.title") : request.text("idols.search.titleFor", [query])
        return try await request.pageResponse("idols/search", title: title, tab: .idols, content)
    }

    func group(_ request: Request) async throws -> Response {
        let directory = try idols.directory(request)
        guard let detail = try await directory.group(id: try request.idolID()) else {
            throw IdolError.groupNotFound
        }
        let group = detail.group
        let dataKey = IdolDirectoryCache.GroupKey(generation: directory.cache.generation, id: group.id)
        let favourite = try await favouriteButton(.group, group.id, request)
        let og = request.openGraph(
            title: group.nameKo, description: request.text("og.group.description", [group.nameKo]),
            card: PreviewCard(
                title: group.nameKo,
                subtitle: [group.nameRomanized, String(group.debut.prefix(4))].joined(separator: " · "),
                badge: Self.monogram(group.nameRomanized), qr: nil))
        // The whole body is kept per group, reading of the data, language and star: Leaf was the
        // largest part of the page once its facts and cards were kept.
        return try await request.pageResponse(
            "idols/group", key: GroupPageKey(data: dataKey, favourite: favourite), title: group.nameKo, tab: .idols,
            og: og
        ) {
            GroupContent(
                detail: .init(group: group, signatureSong: detail.signatureSong),
                // Named by the group and the reading of the idol data: nothing is built for a kept body.
                bodyHTML: try await request.fragment("idols/group-body", key: dataKey) {
                    let status =
                        group.disbanded.map {
                            request.text("idols.group.disbandedOn", [IdolPageContent.date($0) ?? $0])
                        }
                        ?? request.text("idols.group.active")
                    let facts = [
                        IdolPageContent.fact(
                            "idols.group.debut", IdolPageContent.date(group.debut), request.viewContext),
                        IdolPageContent.fact("idols.group.agency", detail.agency, request.viewContext),
                        IdolPageContent.fact("idols.group.fandom", detail.fandom, request.viewContext),
                        IdolPageContent.fact("idols.group.status", status, request.viewContext),
                    ]
                    let members = detail.members.map { row in
                        IdolPageContent.MemberCard(
                            member: row.member,
                            positions: IdolPageContent.positions(row.membership.positions, request.viewContext),
                            status: row.membership.status,
                            statusLabel: request.text("idols.membership.\(row.membership.status.rawValue)"),
                            period: row.membership.period)
                    }
                    return GroupContent.Body(facts: facts, signatureSong: detail.signatureSong, members: members)
                },
                favourite: favourite)
        }
    }

    private struct GroupPageKey: Hashable, Sendable {
        let data: IdolDirectoryCache.GroupKey
        let favourite: IdolPageContent.FavouriteButton
    }

    func member(_ request: Request) async throws -> Response {
        let directory = try idols.directory(request)
        guard let detail = try await directory.member(id: try request.idolID()) else {
            throw IdolError.memberNotFound
        }
        let member = detail.member
        let content = MemberContent(
            member: member,
            bodyHTML: try await request.fragment(
                "idols/member-body",
                key: MemberContent.BodyKey(generation: directory.cache.generation, id: member.id, age: detail.age)
            ) { Self.memberBody(detail, request) },
            favourite: try await favouriteButton(.member, member.id, request),
            isDeceased: detail.status == .deceased)
        let groupNames = detail.groups.map(\.group.nameKo).joined(separator: ", ")
        let og = request.openGraph(
            title: member.stageNameKo,
            description: request.text("og.member.description", [member.stageNameRomanized, groupNames]),
            card: PreviewCard(
                title: member.stageNameKo,
                subtitle: [member.stageNameRomanized, groupNames].filter { !$0.isEmpty }
                    .joined(separator: " · "),
                badge: Self.monogram(member.stageNameRomanized), qr: nil))
        return try await request.pageResponse("idols/member", title: member.stageNameKo, tab: .idols, og: og, content)
    }

    private static func memberBody(_ detail: IdolMemberDetail, _ request: Request) -> MemberContent.Body {
        let member = detail.member
        let birth = IdolPageContent.date(member.birthDate).map { date in
            detail.age.map { request.text("idols.member.birthWithAge", [date, String($0)]) } ?? date
        }
        let positions = IdolPageContent.positions(
            Array(Set(detail.groups.flatMap(\.membership.positions))).sorted { $0.order < $1.order },
            request.viewContext)
        let statusKey = "idols.member.status.\(detail.status.rawValue)"
        let status =
            detail.status == .deceased
            ? request.text(statusKey, [IdolPageContent.date(member.died) ?? ""]) : request.text(statusKey)
        let facts = [
            IdolPageContent.fact(
                "idols.member.stageName", "\(member.stageNameKo) (\(member.stageNameRomanized))", request.viewContext),
            IdolPageContent.fact(
                "idols.member.birthName",
                [detail.birthNameKo, detail.birthNameRomanized].compactMap { $0 }.joined(separator: " · ").nonEmpty,
                request.viewContext),
            IdolPageContent.fact("idols.member.birthDate", birth, request.viewContext),
            IdolPageContent.fact(
                "idols.member.nationality",
                detail.nationality.map { IdolPageContent.country($0, request.viewContext) }.joined(separator: ", ")
                    .nonEmpty,
                request.viewContext),
            IdolPageContent.fact("idols.member.positions", positions, request.viewContext),
            IdolPageContent.fact("idols.member.mbti", detail.mbti, request.viewContext),
            IdolPageContent.fact(
                "idols.member.bloodType", detail.bloodType.map { request.text("idols.member.bloodTypeValue", [$0]) },
                request.viewContext),
            IdolPageContent.fact("idols.member.status", status, request.viewContext),
        ]
        let groups = detail.groups.map { row in
            IdolPageContent.groupCard(
                row.group, positions: IdolPageContent.positions(row.membership.positions, request.viewContext),
                statusLabel: request.text("idols.membership.\(row.membership.status.rawValue)"),
                period: row.membership.period)
        }
        return MemberContent.Body(facts: facts, groups: groups)
    }

    /// The first letter of a romanized name, as a group's or member's card badge ("TWICE" → T).
    static func monogram(_ name: String) -> String {
        name.first.map { String($0).uppercased() } ?? ""
    }

    private func favouriteButton(_ kind: IdolFavourite.Kind, _ id: String, _ request: Request) async throws
        -> IdolPageContent.FavouriteButton
    {
        var isOn = false
        if let profile = request.auth.get(Profile.self) {
            isOn = try await idols.favourites(request).contains(kind, id, for: profile)
        }
        return IdolPageContent.favouriteButton(kind, id, isOn: isOn, returnTo: request.url.path, request.viewContext)
    }
}

extension IdolData.Position {
    var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

extension String {
    /// Nil for "", so an empty join reads as unknown.
    var nonEmpty: String? { isEmpty ? nil : self }
}
