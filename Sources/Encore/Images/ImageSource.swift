import Foundation

/// Where a picture comes from: an upload (by content hash) or an allowed remote host.
enum ImageSource: Sendable, Hashable {
    case upload(hash: String)
    case remote(URL)

    var pathComponent: String {
        switch self {
        case .upload(let hash): "u-\(hash)"
        case .remote(let url): "r-\(Base64URL.encode(Array(url.absoluteString.utf8)))"
        }
    }

    init?(pathComponent text: String) {
        if text.hasPrefix("u-") {
            let hash = String(text.dropFirst(2))
            guard hash.utf8.count == 64, hash.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) })
            else { return nil }
            self = .upload(hash: hash)
        } else if text.hasPrefix("r-"), let bytes = Base64URL.decode(String(text.dropFirst(2))),
            let string = String(bytes: bytes, encoding: .utf8), let url = URL(string: string),
            ["http", "https"].contains(url.scheme?.lowercased() ?? "")
        {
            self = .remote(url)
        } else {
            return nil
        }
    }
}
