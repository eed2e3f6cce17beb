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
    /// Sections that load third-party media add their hosts here (GIPHY media, YouTube embeds).
    static func make(settings: Settings) -> String {
        [
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self'",
            "img-src 'self' data: blob:",
            "font-src 'self'",
            "connect-src 'self'",
            "media-src 'self' blob:",
            "frame-src https://www.youtube-nocookie.com",
            "worker-src 'self'",
            "manifest-src 'self'",
            "object-src 'none'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }
}
