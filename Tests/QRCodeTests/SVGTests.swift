import Testing

@testable import QRCode

@Suite struct SVGTests {
    let code = try! QRCode(text: "http://127.0.0.1:8080/join/123456")

    @Test func pathDrawsExactlyTheDarkModules() throws {
        let svg = code.svg(title: "Join", moduleSize: 5, quietZone: 4)
        let pathData = try #require(svg.split(separator: "d=\"").last?.split(separator: "\"").first)
        var drawn = Array(repeating: Array(repeating: false, count: code.size), count: code.size)
        // Each run is "M<x> <y>h<n>v1h-<n>z" in module units, shifted by the quiet zone.
        for run in pathData.split(separator: "z") {
            let numbers = run.split(whereSeparator: { "Mhv ".contains($0) }).map { Int($0)! }
            let (x, y, length) = (numbers[0] - 4, numbers[1] - 4, numbers[2])
            #expect(numbers[3] == 1 && numbers[4] == -length)
            for column in x..<x + length {
                #expect(!drawn[y][column], "module drawn twice")
                drawn[y][column] = true
            }
        }
        #expect(drawn == code.rows)
    }

    @Test func documentHasQuietZoneBackgroundAndCrispEdges() {
        let svg = code.svg(title: "Join", moduleSize: 5, quietZone: 4)
        let side = code.size + 8
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(side) \(side)\""))
        #expect(svg.contains("width=\"\(side * 5)\" height=\"\(side * 5)\""))
        #expect(svg.contains("shape-rendering=\"crispEdges\""))
        #expect(svg.contains("<rect width=\"\(side)\" height=\"\(side)\" fill=\"#fff\"/>"))
        #expect(svg.ranges(of: "<path").count == 1)
        #expect(svg.hasSuffix("</svg>"))
    }

    @Test func titleIsTheEscapedAccessibleName() {
        let svg = code.svg(title: "Room <1> & \"friends\"")
        #expect(svg.contains("role=\"img\"><title>Room &lt;1&gt; &amp; &quot;friends&quot;</title>"))
    }
}
