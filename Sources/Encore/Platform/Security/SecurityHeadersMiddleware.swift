import Vapor

/// The headers every response carries (architecture.md, Web): a CSP without inline script,
/// no sniffing, a strict referrer policy, and no framing by other sites.
struct SecurityHeadersMiddleware: Middleware {
    let contentSecurityPolicy: String

    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        next.respond(to: request).map { response in
            addHeaders(to: response, for: request)
            return response
        }
    }

    private func addHeaders(to response: Response, for request: Request) {
        let headers: [(String, String)] = [
            ("Content-Security-Policy", contentSecurityPolicy),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "strict-origin-when-cross-origin"),
            ("X-Frame-Options", "DENY"),
            ("Cross-Origin-Opener-Policy", "same-origin"),
            ("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"),
        ]
        for (name, value) in headers { response.headers.replaceOrAdd(name: name, value: value) }
        if request.isSecure {
            response.headers.replaceOrAdd(name: "Strict-Transport-Security", value: "max-age=31536000")
        }
    }
}

enum ContentSecurityPolicy {
    /// Sections that load third-party media add their hosts here: GIPHY (called by the browser, media
    /// straight from its hosts, analytics pings) and YouTube embeds.
    static func make(settings: Settings) -> String {
        let giphy = giphySources(settings.giphy.baseURL)
        return [
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self'",
            "img-src 'self' data: blob: \(giphy)",
            "font-src 'self'",
            "connect-src 'self' \(giphy)",
            "media-src 'self' blob: \(giphy)",
            "frame-src https://www.youtube-nocookie.com",
            "worker-src 'self'",
            "manifest-src 'self'",
            "object-src 'none'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }

    /// GIPHY's hosts, plus the configured API origin when it is elsewhere (a local fake in tests).
    static func giphySources(_ baseURL: URL) -> String {
        var sources = ["https://*.giphy.com"]
        if let scheme = baseURL.scheme, let host = baseURL.host, !host.hasSuffix("giphy.com") {
            sources.append("\(scheme)://\(host)" + (baseURL.port.map { ":\($0)" } ?? ""))
        }
        return sources.joined(separator: " ")
    }
}
