/// What a QR code is drawn from: the text it holds and the SVG's title.
struct QRDrawing: Hashable, Sendable {
    let text: String
    let title: String
}

/// QR codes as drawn, kept for the process: a room's code is asked for by every screen that shows
/// it, and drawing one (the Reed–Solomon blocks, masks and penalties) cost more than the request.
final class KeptDrawings: Sendable {
    private let drawings = KeptTable<QRDrawing, String>(capacity: 200)

    func svg(_ drawing: QRDrawing, draw: () throws -> String) rethrows -> String {
        if let kept = drawings[drawing] { return kept }
        let svg = try draw()
        drawings.keep(svg, for: drawing)
        return svg
    }
}
