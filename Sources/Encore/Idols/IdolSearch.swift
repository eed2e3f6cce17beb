import Hangul

/// Search across groups and members by Korean name, romanised name (stage and birth names) and
/// initial consonants. The 49 groups and 314 members change only with `Resources/Data/idols.json`,
/// so they are searched in memory (`IdolSearch.Index`, read once per process): a substring of the
/// lower-cased keys, as the SQLite trigram index and PostgreSQL's LIKE found before, without a
/// database round trip and Fluent's reflection on every keystroke. Hits are then ranked: exact
/// name, then prefix, then anywhere.
enum IdolSearch {
    static let limit = 30

    /// One searchable row: its keys and what a result shows.
    struct Entry<Summary: Sendable>: Sendable {
        let searchText: String
        let searchChosung: String
        let name: String
        let summary: Summary
        /// The keys' UTF-8, compared byte by byte as LIKE and the trigram index did.
        let textBytes: [UInt8]
        let chosungBytes: [UInt8]

        init(searchText: String, searchChosung: String, name: String, summary: Summary) {
            self.searchText = searchText
            self.searchChosung = searchChosung
            self.name = name
            self.summary = summary
            textBytes = Array(searchText.utf8)
            chosungBytes = Array(searchChosung.utf8)
        }
    }

    struct Index: Sendable {
        let groups: [Entry<IdolGroupSummary>]
        let members: [Entry<IdolMemberSummary>]
    }

    struct Hits {
        var groups: [IdolGroupSummary] = []
        var members: [IdolMemberSummary] = []
    }

    static func search(_ query: String, in index: Index) -> Hits {
        let key = Hangul.searchKey(query)
        guard !key.isEmpty, key.count <= 40 else { return Hits() }
        let chosungOnly = Hangul.isChosungQuery(query)
        var groups = candidates(index.groups, key: key, chosungOnly: chosungOnly)
        var members = candidates(index.members, key: key, chosungOnly: chosungOnly)
        if groups.isEmpty, members.isEmpty, key.count >= 2 {
            // Typing in progress (오마이거 on the way to 오마이걸, or 오마ㅇ): widen by dropping the last
            // character, then keep only names Hangul.matches accepts.
            let wider = String(key.dropLast())
            groups = candidates(index.groups, key: wider, chosungOnly: false).filter { matches($0.searchText, query) }
            members = candidates(index.members, key: wider, chosungOnly: false).filter { matches($0.searchText, query) }
        }
        return Hits(groups: ranked(groups, key: key).map(\.summary), members: ranked(members, key: key).map(\.summary))
    }

    private static func candidates<Summary>(_ entries: [Entry<Summary>], key: String, chosungOnly: Bool) -> [Entry<
        Summary
    >] {
        guard !key.isEmpty else { return [] }
        let needle = Array(key.utf8)
        return entries.filter { contains(chosungOnly ? $0.chosungBytes : $0.textBytes, needle) }
    }

    /// A plain byte substring test: the keys are short, and `firstRange(of:)` spent 70% of a search
    /// in generic metadata look-ups.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty }
        var start = 0
        while start <= haystack.count - needle.count {
            if haystack[start] == first {
                var matched = 1
                while matched < needle.count && haystack[start + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            start += 1
        }
        return false
    }

    private static func matches(_ searchText: String, _ query: String) -> Bool {
        searchText.split(separator: "|").contains { Hangul.matches(String($0), query: query) }
    }

    /// Exact name first, then names that start with the query, then the rest; ties by Korean name.
    private static func ranked<Summary>(_ entries: [Entry<Summary>], key: String) -> [Entry<Summary>] {
        func score(_ entry: Entry<Summary>) -> Int {
            let names = (entry.searchText + entry.searchChosung).split(separator: "|")
            if names.contains(where: { $0 == key }) { return 0 }
            if names.contains(where: { $0.hasPrefix(key) }) { return 1 }
            return 2
        }
        return Array(
            entries.map { (score($0), $0) }.sorted { ($0.0, $0.1.name) < ($1.0, $1.1.name) }.map(\.1).prefix(limit))
    }
}
