import Vapor

/// A bar chart drawn on the server as an SVG image, for statistics: served on its own URL and shown
/// with `<img alt>` next to a table with the same numbers. Mid-grey text and violet bars read on
/// light and dark pages alike; no style or script, so the CSP allows it as an image.
struct BarChartSVG {
    struct Bar {
        let label: String
        /// 0…`maximum`.
        let value: Double
        /// What is written above the bar (`75%`, `3`).
        let caption: String
    }

    static let height = 260.0
    static let padding = 36.0

    let title: String
    let summary: String
    let bars: [Bar]
    let maximum: Double

    var width: Double { max(320, Self.padding * 2 + Double(bars.count) * 44) }

    var markup: String {
        let plotHeight = Self.height - 2 * Self.padding
        let slot = (width - 2 * Self.padding) / Double(max(1, bars.count))
        let barWidth = min(36, slot * 0.7)
        let shapes = bars.enumerated().map { index, bar -> String in
            let fraction = maximum > 0 ? min(1, max(0, bar.value / maximum)) : 0
            let barHeight = max(fraction > 0 ? 2 : 0, plotHeight * fraction)
            let x = Self.padding + slot * Double(index) + (slot - barWidth) / 2
            let y = Self.height - Self.padding - barHeight
            let centre = x + barWidth / 2
            return String(
                format: ##"<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" rx="3" fill="#8b5cf6"/>"##, x, y,
                barWidth, barHeight)
                + String(format: ##"<text x="%.1f" y="%.1f" text-anchor="middle">"##, centre, y - 6)
                + Self.escaped(bar.caption) + "</text>"
                + String(
                    format: ##"<text x="%.1f" y="%.1f" text-anchor="middle">"##, centre, Self.height - Self.padding + 18
                ) + Self.escaped(bar.label) + "</text>"
        }.joined()
        let axis = String(
            format: ##"<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#888" stroke-width="1"/>"##,
            Self.padding, Self.height - Self.padding, width - Self.padding, Self.height - Self.padding)
        return """
            <svg viewBox="0 0 \(Int(width)) \(Int(Self.height))" width="\(Int(width))" height="\(Int(Self.height))" role="img" xmlns="http://www.w3.org/2000/svg">\
            <title>\(Self.escaped(title))</title><desc>\(Self.escaped(summary))</desc>\(axis)\
            <g fill="#888" font-family="sans-serif" font-size="13">\(shapes)</g></svg>
            """
    }

    /// An SVG chart as a response: private to the visitor, kept `maxAge` seconds.
    static func response(_ markup: String, maxAge: Int) -> Response {
        let response = Response(status: .ok, body: .init(string: markup))
        response.headers.contentType = HTTPMediaType(type: "image", subType: "svg+xml")
        response.headers.replaceOrAdd(
            name: .cacheControl, value: maxAge > 0 ? "private, max-age=\(maxAge)" : "private, no-cache")
        return response
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
