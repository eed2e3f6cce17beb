import Foundation

/// Parses and validates single environment variables for `Settings`.
struct EnvironmentReader {
    let environment: [String: String]

    init(_ environment: [String: String]) { self.environment = environment }

    /// The trimmed value, or nil when unset or blank (an empty `KEY=` in a .env file means unset).
    func string(_ name: String) -> String? {
        guard let raw = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !raw.isEmpty else {
            return nil
        }
        return raw
    }

    func url(_ name: String, default fallback: String) throws(SettingsError) -> URL {
        let raw = string(name) ?? fallback
        guard let url = URL(string: raw.hasSuffix("/") ? String(raw.dropLast()) : raw),
            let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else { throw SettingsError(variable: name, problem: "must be an http:// or https:// URL, e.g. \(fallback)") }
        return url
    }

    func postgresURL(_ name: String, _ raw: String) throws(SettingsError) -> String {
        guard let url = URL(string: raw), let scheme = url.scheme?.lowercased(),
            ["postgres", "postgresql"].contains(scheme), url.host != nil, url.path.count > 1
        else {
            throw SettingsError(
                variable: name, problem: "must look like postgres://user:pass@host:5432/db?sslmode=disable")
        }
        return raw
    }

    func secret(_ name: String) throws(SettingsError) -> String? {
        guard let value = string(name) else { return nil }
        guard value.utf8.count >= 32 else {
            throw SettingsError(
                variable: name, problem: "must be at least 32 characters long (use a long random string)")
        }
        return value
    }

    func date(_ name: String) throws(SettingsError) -> Date? {
        guard let value = string(name) else { return nil }
        let full = ISO8601DateFormatter()
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        guard let date = full.date(from: value) ?? fractional.date(from: value) else {
            throw SettingsError(variable: name, problem: "must be an ISO-8601 time such as 2026-11-22T09:00:00+09:00")
        }
        return date
    }

    func flag(_ name: String) throws(SettingsError) -> Bool {
        switch string(name)?.lowercased() {
        case nil, "0", "false", "no", "off": return false
        case "1", "true", "yes", "on": return true
        default: throw SettingsError(variable: name, problem: "must be 1 or 0")
        }
    }

    func hostList(_ name: String) throws(SettingsError) -> [String] {
        guard let value = string(name) else { return [] }
        let hosts = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz0123456789.-")
        for host in hosts where host.isEmpty || host.unicodeScalars.contains(where: { !allowed.contains($0) }) {
            throw SettingsError(
                variable: name, problem: "must be a comma-separated list of host names (got an invalid entry)")
        }
        return hosts
    }

    func addressRanges(_ name: String) throws(SettingsError) -> [AddressRange] {
        guard let value = string(name) else { return [] }
        var ranges: [AddressRange] = []
        for entry in value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !entry.isEmpty {
            guard let range = AddressRange(entry) else {
                throw SettingsError(
                    variable: name,
                    problem: "must be a comma-separated list of addresses or CIDR blocks (got an invalid entry)")
            }
            ranges.append(range)
        }
        return ranges
    }

    func positiveInt(_ name: String) throws(SettingsError) -> Int? {
        guard let value = string(name) else { return nil }
        guard let number = Int(value), number > 0 else {
            throw SettingsError(variable: name, problem: "must be a whole number above 0")
        }
        return number
    }
}
