/// Generated artwork: one to two characters on a colour derived from a seed, as SVG. Profiles
/// without an avatar and every idol group and member (Encore keeps no photos) are drawn this way.
/// Text is XML-escaped; the SVG holds no script or external reference.
struct Monogram {
    enum Shape { case circle, roundedSquare }

    let seed: [UInt8]
    let label: String
    let initials: String
    let shape: Shape

    var hue: Int { seed.reduce(0) { ($0 &* 31 &+ Int($1)) % 360 } }

    var svg: String {
        let radius = shape == .circle ? 48 : 20
        let fontSize = initials.count > 1 ? 36 : 44
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="\(escaped(label))">\
            <rect width="96" height="96" rx="\(radius)" fill="hsl(\(hue) 62% 46%)"/>\
            <text x="48" y="50" dy=".35em" text-anchor="middle" font-family="system-ui, 'Apple SD Gothic Neo', 'NanumGothic', sans-serif" \
            font-size="\(fontSize)" font-weight="700" fill="#fff">\(escaped(initials))</text></svg>
            """
    }

    private func escaped(_ text: String) -> String {
        BarChartSVG.escaped(text).replacingOccurrences(of: "'", with: "&apos;")
    }
}
