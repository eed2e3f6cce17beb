extension QRCode {
    /// The code as a standalone SVG document: a white square, the quiet zone included, and one black
    /// path of the dark modules. Coordinates are in modules (the view box), so the path stays short and
    /// exact; `moduleSize` only sets the width and height in pixels. `title` is the accessible name a
    /// screen reader announces, since it cannot read the code itself.
    ///
    /// The specification asks for a quiet zone of at least four modules; a smaller one may not scan.
    public func svg(title: String, moduleSize: Int = 8, quietZone: Int = 4) -> String {
        precondition(moduleSize > 0 && quietZone >= 0, "module size must be positive, quiet zone not negative")
        let side = size + 2 * quietZone
        let pixels = side * moduleSize
        // crispEdges: without it, antialiasing draws faint seams between adjacent modules.
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" width="\(pixels)" \
            height="\(pixels)" shape-rendering="crispEdges" role="img"><title>\(Self.escaped(title))</title>\
            <rect width="\(side)" height="\(side)" fill="#fff"/>\
            <path fill="#000" d="\(darkModulesPath(offset: quietZone))"/></svg>
            """
    }

    /// One rectangle per horizontal run of dark modules (“M x y h length v 1 h -length z”), which is
    /// several times shorter than one square per module.
    func darkModulesPath(offset: Int) -> String {
        var path = ""
        for y in 0..<size {
            var x = 0
            while x < size {
                guard isDark(x: x, y: y) else {
                    x += 1
                    continue
                }
                let start = x
                while x < size && isDark(x: x, y: y) {
                    x += 1
                }
                path += "M\(start + offset) \(y + offset)h\(x - start)v1h-\(x - start)z"
            }
        }
        return path
    }

    /// The title is text inside an element, so & and < must be escaped; the quotes too, for safety
    /// should it ever move into an attribute.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
