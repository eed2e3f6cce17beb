import Foundation

/// The daily audience over a movie's run, drawn on the server as an SVG image (served on its own
/// URL and shown with `<img alt>`; presentation attributes only, so no style or script is needed).
struct RunChartSVG {
    static let width = 640.0
    static let height = 240.0
    static let padding = 32.0

    let run: MovieRun
    let title: String
    let summary: String

    var markup: String {
        let points = run.points
        guard let first = points.first, let last = points.last else { return "" }
        let span = max(1, Day.calendar.dateComponents([.day], from: first.day.date, to: last.day.date).day ?? 1)
        let peak = max(1, points.map(\.audience).max() ?? 1)
        func x(_ day: Day) -> Double {
            let offset = Day.calendar.dateComponents([.day], from: first.day.date, to: day.date).day ?? 0
            return Self.padding + (Self.width - 2 * Self.padding) * Double(offset) / Double(span)
        }
        func y(_ audience: Int64) -> Double {
            Self.height - Self.padding - (Self.height - 2 * Self.padding) * Double(audience) / Double(peak)
        }
        let line = points.map { String(format: "%.1f,%.1f", x($0.day), y($0.audience)) }.joined(separator: " ")
        let dots = points.map {
            String(format: ##"<circle cx="%.1f" cy="%.1f" r="3" fill="#8b5cf6"/>"##, x($0.day), y($0.audience))
        }.joined()
        return """
            <svg viewBox="0 0 \(Int(Self.width)) \(Int(Self.height))" width="\(Int(Self.width))" height="\(Int(Self.height))" role="img" xmlns="http://www.w3.org/2000/svg">\
            <title>\(Self.escaped(title))</title><desc>\(Self.escaped(summary))</desc>\
            <line x1="\(Self.padding)" y1="\(Self.height - Self.padding)" x2="\(Self.width - Self.padding)" y2="\(Self.height - Self.padding)" stroke="#888" stroke-width="1"/>\
            <polyline points="\(line)" fill="none" stroke="#8b5cf6" stroke-width="2.5" stroke-linejoin="round"/><g>\(dots)</g>\
            <g fill="#888" font-family="sans-serif" font-size="13">\
            <text x="\(Self.padding)" y="\(Self.height - 8)">\(first.day)</text>\
            <text x="\(Self.width - Self.padding)" y="\(Self.height - 8)" text-anchor="end">\(last.day)</text>\
            <text x="\(Self.padding)" y="20">\(ChartRow.grouped(peak))</text></g></svg>
            """
    }

    static func escaped(_ text: String) -> String { BarChartSVG.escaped(text) }
}
