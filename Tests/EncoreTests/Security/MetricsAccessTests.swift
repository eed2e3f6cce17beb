import Foundation
import Testing
import Vapor
import VaporTesting

@testable import Encore

/// #27.14: `/metrics` (per-route counts of sign-ups, joins and 404 PIN guesses) answered anyone.
/// Now only the addresses in `ENCORE_METRICS_ALLOW` (loopback by default) read it, the client being
/// the one behind the trusted proxies.
@Suite(.serialized) struct MetricsAccessTests {
    private func metrics(_ overrides: [String: String], forwardedFor: String? = nil) async throws -> HTTPStatus {
        try await servedGet("/metrics", overrides, forwardedFor: forwardedFor).status
    }

    @Test func loopbackReadsThemByDefault() async throws {
        #expect(try await metrics([:]) == .ok)
    }

    @Test func aClientBehindTheProxyIsRefused() async throws {
        let status = try await metrics(["ENCORE_TRUSTED_PROXIES": "127.0.0.1"], forwardedFor: "203.0.113.7")
        #expect(status == .forbidden)
    }

    @Test func anAddressOutsideTheAllowListIsRefused() async throws {
        #expect(try await metrics(["ENCORE_METRICS_ALLOW": "192.0.2.0/24"]) == .forbidden)
    }

    @Test func theAllowListLetsAMonitoringHostIn() async throws {
        let status = try await metrics(
            ["ENCORE_TRUSTED_PROXIES": "127.0.0.1", "ENCORE_METRICS_ALLOW": "203.0.113.0/24"],
            forwardedFor: "203.0.113.7")
        #expect(status == .ok)
    }
}
