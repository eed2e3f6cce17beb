import Foundation

/// Which remote hosts images may come from: TMDB's image host, the hosts Kakao/Daum image search
/// points at, YouTube thumbnails and `ENCORE_IMAGE_EXTRA_HOSTS` — never GIPHY, whose terms forbid
/// proxying. A host is allowed when it equals an entry or is a subdomain of one.
struct HostPolicy: Sendable {
    static let kakaoResultHosts = [
        "kakaocdn.net", "daumcdn.net", "daum.net", "tistory.com", "pstatic.net", "naver.net",
    ]
    static let youtubeHosts = ["ytimg.com", "img.youtube.com"]
    static let neverAllowed = ["giphy.com"]

    let allowedHosts: [String]
    /// Tests only (`ENCORE_IMAGE_ALLOW_PRIVATE_HOSTS=1`): lets loopback fakes stand in for upstreams.
    let allowPrivateAddresses: Bool

    init(allowedHosts: [String], allowPrivateAddresses: Bool) {
        self.allowedHosts = allowedHosts.map { $0.lowercased() }
        self.allowPrivateAddresses = allowPrivateAddresses
    }

    init(settings: Settings) {
        let tmdb = settings.tmdb.imageBaseURL.host.map { [$0] } ?? []
        self.init(
            allowedHosts: tmdb + Self.kakaoResultHosts + Self.youtubeHosts + settings.imageExtraHosts,
            allowPrivateAddresses: settings.imageAllowPrivateHosts)
    }

    func allows(host rawHost: String) -> Bool {
        let host = rawHost.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        func matches(_ entry: String) -> Bool { host == entry || host.hasSuffix("." + entry) }
        if Self.neverAllowed.contains(where: matches) { return false }
        return allowedHosts.contains(where: matches)
    }

    /// Whether a connection may go to this address: public unicast only, unless testing.
    func allows(address: IPAddress) -> Bool {
        allowPrivateAddresses || address.isPublic
    }
}
