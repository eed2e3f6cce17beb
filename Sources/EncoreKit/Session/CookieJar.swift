import Foundation

/// The cookies one Encore server set, for one client: the session (`encore_session`), the CSRF
/// token (`encore_csrf`), a guest's daily progress and the device token of party rooms. One jar
/// speaks to one server, so domains and paths are not kept: every cookie goes with every request.
public final class CookieJar: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: String] = [:]

    public init() {}

    /// The value of the cookie `name`, if the server set one and has not removed it.
    public func value(_ name: String) -> String? {
        lock.withLock { values[name] }
    }

    /// The `Cookie` header for the next request, nil when there is nothing to send.
    var header: String? {
        lock.withLock {
            values.isEmpty
                ? nil : values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
        }
    }

    /// Keeps what a response's `Set-Cookie` lines say: a new value, or a removal (`Max-Age=0`, an
    /// `Expires` in the past, or an empty value, as the server signs out).
    func store(setCookie lines: [String], now: Date = Date()) {
        let cookies = lines.compactMap(SetCookie.init)
        guard !cookies.isEmpty else { return }
        lock.withLock {
            for cookie in cookies {
                if cookie.removes(at: now) { values[cookie.name] = nil } else { values[cookie.name] = cookie.value }
            }
        }
    }
}

/// One `Set-Cookie` line, as much of it as a client of one server needs.
struct SetCookie: Equatable {
    let name: String
    let value: String
    let maxAge: Int?
    let expires: Date?

    init?(_ line: String) {
        let parts = line.split(separator: ";", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard let pair = parts.first, let equals = pair.firstIndex(of: "=") else { return nil }
        name = String(pair[..<equals])
        value = String(pair[pair.index(after: equals)...])
        guard !name.isEmpty else { return nil }
        var maxAge: Int?
        var expires: Date?
        for attribute in parts.dropFirst() {
            let (key, argument) = Self.attribute(attribute)
            switch key {
            case "max-age": maxAge = Int(argument)
            case "expires": expires = Self.httpDate(argument)
            default: break
            }
        }
        self.maxAge = maxAge
        self.expires = expires
    }

    func removes(at now: Date) -> Bool {
        if let maxAge { return maxAge <= 0 }
        if let expires { return expires <= now }
        return value.isEmpty
    }

    private static func attribute(_ text: String) -> (String, String) {
        guard let equals = text.firstIndex(of: "=") else { return (text.lowercased(), "") }
        return (text[..<equals].lowercased(), String(text[text.index(after: equals)...]))
    }

    /// RFC 9110's IMF-fixdate, the form every server of today sends.
    private static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }
}
