/// Lower-case Latin letters with diacritics and their plain spelling. Hand-kept because the
/// Hangul target has no dependencies (no Foundation decomposition); covers Latin-1 and Latin Extended-A.
enum LatinFolding {
    static let table: [Unicode.Scalar: String] = {
        let groups: [(String, String)] = [
            ("àáâãäåāăą", "a"), ("çćĉċč", "c"), ("ďđð", "d"), ("èéêëēĕėęě", "e"),
            ("ĝğġģ", "g"), ("ĥħ", "h"), ("ìíîïĩīĭįı", "i"), ("ĵ", "j"), ("ķ", "k"),
            ("ĺļľŀł", "l"), ("ñńņňŉ", "n"), ("òóôõöøōŏő", "o"), ("ŕŗř", "r"),
            ("śŝşš", "s"), ("ţťŧ", "t"), ("ùúûüũūŭůűų", "u"), ("ŵ", "w"), ("ýÿŷ", "y"),
            ("źżž", "z"), ("ß", "ss"), ("æ", "ae"), ("œ", "oe"), ("þ", "th"),
        ]
        var table: [Unicode.Scalar: String] = [:]
        for (letters, plain) in groups {
            for scalar in letters.unicodeScalars { table[scalar] = plain }
        }
        return table
    }()
}
