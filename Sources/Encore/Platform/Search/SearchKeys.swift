import Hangul

/// The searchable forms of a few names (idol names, GIF titles and tags): each name's search key (`오마이걸`, `ohmygirl`) and the
/// initial consonants of the Hangul ones (`ㅇㅁㅇㄱ`), `|`-separated so a match never spans two names.
struct SearchKeys {
    let text: String
    let chosung: String

    init(names: [String]) {
        let keys = names.map(Hangul.searchKey).filter { !$0.isEmpty }
        text = "|" + keys.joined(separator: "|") + "|"
        let chosungs = keys.filter { $0.unicodeScalars.contains(where: Hangul.isSyllable) }.map(Hangul.chosung)
        chosung = "|" + chosungs.joined(separator: "|") + "|"
    }
}
