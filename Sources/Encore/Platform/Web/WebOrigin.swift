import Foundation

/// A web origin as browsers compare them: scheme, host and port (the scheme's own port when none is
/// written), case-insensitive. `http://a:80` is `http://a`; `https://a` and `http://a:8080` are not.
struct WebOrigin: Equatable, Sendable {
    let scheme: String
    let host: String
    let port: Int

    init?(_ text: String) {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            let host = components.host?.lowercased(), !host.isEmpty
        else { return nil }
        let defaultPort: Int
        switch scheme {
        case "http": defaultPort = 80
        case "https": defaultPort = 443
        default: return nil
        }
        self.scheme = scheme
        self.host = host
        port = components.port ?? defaultPort
    }

    /// `host`, with the port when it is not the scheme's own (`encore.example`, `127.0.0.1:8080`).
    var authority: String {
        port == (scheme == "https" ? 443 : 80) ? host : "\(host):\(port)"
    }

    /// `https://encore.example`: what absolute URLs start with.
    var text: String { "\(scheme)://\(authority)" }
}
