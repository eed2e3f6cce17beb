extension Hangul {
    /// Whether `query` occurs in `text` the way a Korean reader expects while typing:
    /// each query character matches the same character, or a consonant matches a syllable
    /// starting with it (ㅇㅁㅇㄱ finds 오마이걸), and a last syllable without 받침 matches one
    /// that has it (오마이거 finds 오마이걸, as the IME shows 거 before 걸). Both sides are compared
    /// as search keys, so case, spaces and punctuation do not matter.
    public static func matches(_ text: String, query: String) -> Bool {
        let hay = Array(searchKey(text).unicodeScalars)
        let needle = Array(searchKey(query).unicodeScalars)
        guard !needle.isEmpty, needle.count <= hay.count else { return false }
        for start in 0...(hay.count - needle.count) {
            var all = true
            for (offset, wanted) in needle.enumerated() {
                let isLast = offset == needle.count - 1
                if !scalar(hay[start + offset], matches: wanted, isLast: isLast) {
                    all = false
                    break
                }
            }
            if all { return true }
        }
        return false
    }

    static func scalar(_ actual: Unicode.Scalar, matches wanted: Unicode.Scalar, isLast: Bool) -> Bool {
        if actual == wanted { return true }
        if leadingConsonants.contains(wanted), leadingConsonant(of: actual) == wanted { return true }
        return isLast && hasNoFinal(wanted) && withoutFinal(actual) == wanted
    }
}
