import Foundation

/// The generated default avatar: the nickname's first character on a colour derived from the
/// profile id, as SVG. Text is XML-escaped; the SVG holds no script or external reference.
struct MonogramAvatar {
    let id: UUID
    let nickname: String

    var hue: Int {
        let bytes = withUnsafeBytes(of: id.uuid) { Array($0) }
        return bytes.reduce(0) { ($0 &* 31 &+ Int($1)) % 360 }
    }

    var initial: String {
        nickname.first.map { String($0).uppercased() } ?? "?"
    }

    var svg: String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="\(escaped(nickname))">\
        <rect width="96" height="96" rx="48" fill="hsl(\(hue) 62% 46%)"/>\
        <text x="48" y="50" dy=".35em" text-anchor="middle" font-family="system-ui, 'Apple SD Gothic Neo', 'NanumGothic', sans-serif" \
        font-size="44" font-weight="700" fill="#fff">\(escaped(initial))</text></svg>
        """
    }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&apos;")
    }
}
