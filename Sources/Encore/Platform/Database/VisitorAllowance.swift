import Foundation

/// What one visitor may make in an hour of something that costs the site (packs, plays, uploaded
/// bytes), counted twice in the database: for the profile, and for the address it comes from (an
/// IPv4 address or an IPv6 /64). Sixty profiles from one address do not multiply it, and one
/// profile from many addresses does not either (#52.11).
struct VisitorAllowance: Sendable {
    struct Rule: Sendable {
        let perProfile: RateLimit
        let perAddress: RateLimit
        /// The refusal's message key.
        let message: String
    }

    let limits: RateLimits
    /// The address's key for limits (`Request.clientNetwork` or its sealed `clientNetworkKey`).
    let network: String

    /// Counts `cost` against both allowances; a refusal says how long to wait.
    func spend(_ rule: Rule, profile: UUID, cost: Int = 1) async throws {
        for (limit, key) in [(rule.perProfile, profile.uuidString), (rule.perAddress, network)] {
            guard try await limits.allow(limit, key: key, cost: cost) else {
                throw RequestRefusal.rateLimited(key: rule.message, retryAfter: limit.retryAfter)
            }
        }
    }
}
