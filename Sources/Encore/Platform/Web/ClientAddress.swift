import Crypto
import Vapor

/// Who is on the other end of a request. Behind a reverse proxy every connection comes from the
/// proxy, so `X-Forwarded-For` and `X-Forwarded-Proto` are believed, but only from the addresses
/// in `ENCORE_TRUSTED_PROXIES`: anybody else could write whatever they like in them.
/// Where a request keeps its resolved client address (tests stand in a client's address here).
struct ClientAddressStorageKey: StorageKey { typealias Value = String }

extension Request {
    private typealias ClientKey = ClientAddressStorageKey

    /// The client's address: the nearest address in the forwarding chain that is not a trusted
    /// proxy ("unknown" when there is no peer, as in some tests). For allow lists of one machine
    /// (`/metrics`, this machine's operator hints) only: limits count `clientNetwork`.
    var clientAddress: String {
        if let known = storage[ClientKey.self] { return known }
        let resolved = Self.resolveClient(
            peer: remoteAddress?.ipAddress, forwardedFor: headers[canonicalForm: "X-Forwarded-For"].map(String.init),
            trusted: encore.settings.trustedProxies)
        storage[ClientKey.self] = resolved
        return resolved
    }

    /// Who every per-address limit counts: the client's IPv4 address, or the /64 of its IPv6 one
    /// (`IPAddress.network`), so the addresses of one home or phone are one visitor.
    var clientNetwork: String {
        IPAddress.literal(clientAddress)?.network ?? clientAddress
    }

    /// `clientNetwork` as the database keeps it where it must be compared later (who is in the
    /// middle of a question, a guest's reports): an HMAC with the app's secret, never the address.
    var clientNetworkKey: String {
        Hex.encode(
            Array(
                HMAC<SHA256>.authenticationCode(
                    for: Data(clientNetwork.utf8), using: encore.secret.derivedKey(purpose: "client-address"))))
    }

    /// Whether the visitor is on this machine (as known after `ENCORE_TRUSTED_PROXIES`): the person
    /// who ran `make run`, who may read the operator's instructions a page has.
    var isFromThisMachine: Bool {
        guard let client = IPAddress.literal(clientAddress) else { return false }
        return AddressRange.loopback.contains { $0.contains(client) }
    }

    /// True when the visitor reached us over HTTPS (directly, or through a trusted proxy that says so).
    var isSecure: Bool {
        if url.scheme == "https" { return true }
        guard isFromTrustedProxy else { return false }
        return headers.first(name: "X-Forwarded-Proto")?.lowercased() == "https"
    }

    private var isFromTrustedProxy: Bool {
        // Most sites trust no proxy: then there is no address to parse (a shared page's card asks this).
        let trusted = encore.settings.trustedProxies
        guard !trusted.isEmpty, let peer = remoteAddress?.ipAddress.flatMap(IPAddress.literal) else { return false }
        return trusted.contains { $0.contains(peer) }
    }

    static func resolveClient(peer: String?, forwardedFor: [String], trusted: [AddressRange]) -> String {
        guard let peer else { return "unknown" }
        func isTrusted(_ text: String) -> Bool {
            guard let address = IPAddress.literal(text) else { return false }
            return trusted.contains { $0.contains(address) }
        }
        guard isTrusted(peer) else { return peer }
        // Walk from the proxy back towards the client; the first untrusted hop is the client.
        for hop in forwardedFor.reversed() {
            let text = hop.trimmingCharacters(in: .whitespaces)
            guard IPAddress.literal(text) != nil else { return peer }
            if !isTrusted(text) { return text }
        }
        return forwardedFor.first?.trimmingCharacters(in: .whitespaces) ?? peer
    }
}
