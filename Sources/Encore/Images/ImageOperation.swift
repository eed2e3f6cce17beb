/// What to do with a source image. Sizes come from fixed sets so URLs cannot ask for arbitrary
/// work and the caches stay small. Written into URLs as one path component (`w320`, `cover300` …).
enum ImageOperation: Sendable, Equatable, Hashable {
    /// Fit within `width` keeping the aspect ratio; never enlarges.
    case thumbnail(width: Int)
    /// Exactly width × 1.5 width (2:3, posters), cropped around the centre.
    case cover(width: Int)
    /// A square cropped around the centre.
    case avatar(size: Int)
    /// A thumbnail blurred so heavily the picture cannot be made out (pack cards).
    case blurred(width: Int)
    /// A 2:3 poster with only the given grid cells visible.
    case reveal(width: Int, grid: RevealGrid)
    /// An animation resized, frames and delays kept.
    case animated(width: Int)

    static let thumbnailWidths: Set<Int> = [64, 96, 128, 160, 240, 320, 480, 640, 960, 1280]
    /// Multiples of 50 so the 50 × 75 reveal grid falls on whole pixels.
    static let coverWidths: Set<Int> = [100, 150, 200, 300, 400, 500, 600]
    static let avatarSizes: Set<Int> = [48, 64, 96, 128, 256]
    static let animatedWidths: Set<Int> = [160, 240, 320, 480]

    var isAnimated: Bool { if case .animated = self { true } else { false } }

    var pathComponent: String {
        switch self {
        case .thumbnail(let width): "w\(width)"
        case .cover(let width): "cover\(width)"
        case .avatar(let size): "avatar\(size)"
        case .blurred(let width): "blur\(width)"
        case .reveal(let width, let grid): "reveal\(width)-\(grid.token)"
        case .animated(let width): "anim\(width)"
        }
    }

    init?(pathComponent text: String) {
        func number(after prefix: String, in allowed: Set<Int>) -> Int? {
            guard text.hasPrefix(prefix), let value = Int(text.dropFirst(prefix.count)), allowed.contains(value) else {
                return nil
            }
            return value
        }
        if text.hasPrefix("reveal") {
            let parts = text.dropFirst("reveal".count).split(separator: "-", maxSplits: 1)
            guard parts.count == 2, let width = Int(parts[0]), Self.coverWidths.contains(width),
                let grid = RevealGrid(token: String(parts[1]))
            else { return nil }
            self = .reveal(width: width, grid: grid)
        } else if let width = number(after: "cover", in: Self.coverWidths) {
            self = .cover(width: width)
        } else if let size = number(after: "avatar", in: Self.avatarSizes) {
            self = .avatar(size: size)
        } else if let width = number(after: "blur", in: Self.thumbnailWidths) {
            self = .blurred(width: width)
        } else if let width = number(after: "anim", in: Self.animatedWidths) {
            self = .animated(width: width)
        } else if let width = number(after: "w", in: Self.thumbnailWidths) {
            self = .thumbnail(width: width)
        } else {
            return nil
        }
    }
}
