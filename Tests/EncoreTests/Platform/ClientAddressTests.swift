import Testing
import Vapor

@testable import Encore

@Suite struct ClientAddressTests {
    let proxies = ["10.0.0.0/8", "::1"].compactMap(AddressRange.init)

    @Test func forwardedForIsBelievedOnlyFromATrustedProxy() {
        #expect(
            Request.resolveClient(peer: "10.1.2.3", forwardedFor: ["203.0.113.9"], trusted: proxies) == "203.0.113.9")
        #expect(
            Request.resolveClient(peer: "198.51.100.7", forwardedFor: ["203.0.113.9"], trusted: proxies)
                == "198.51.100.7")
        #expect(Request.resolveClient(peer: "::1", forwardedFor: ["203.0.113.9, 10.0.0.5"], trusted: proxies) == "::1")
    }

    @Test func theNearestUntrustedHopIsTheClientSoASpoofedFirstHopIsIgnored() {
        let chain = ["6.6.6.6", "203.0.113.9", "10.0.0.5"]

        #expect(Request.resolveClient(peer: "10.0.0.1", forwardedFor: chain, trusted: proxies) == "203.0.113.9")
        #expect(
            Request.resolveClient(peer: "10.0.0.1", forwardedFor: ["not an address"], trusted: proxies) == "10.0.0.1")
        #expect(Request.resolveClient(peer: nil, forwardedFor: chain, trusted: proxies) == "unknown")
    }

    @Test func rangesMatchByPrefixAndUnderstandMappedIPv4() throws {
        let range = try #require(AddressRange("192.168.0.0/16"))

        #expect(range.contains(try #require(IPAddress.literal("192.168.40.2"))))
        #expect(!range.contains(try #require(IPAddress.literal("192.169.0.1"))))
        #expect(range.contains(try #require(IPAddress.literal("::ffff:192.168.1.1"))))
        #expect(AddressRange("10.0.0.0/33") == nil && AddressRange("nonsense") == nil)
    }
}
