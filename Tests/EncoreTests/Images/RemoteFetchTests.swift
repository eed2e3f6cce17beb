import AsyncHTTPClient
import Foundation
import Testing
import Vapor

@testable import Encore

@Suite struct RemoteFetchTests {
    /// The live fetcher's options, but patient: these tests are about what is fetched, not how fast,
    /// and the default 10 s ran out once on a loopback fetch while make test's PostgreSQL run kept
    /// both cores busy. The time-out tests set their own.
    static var patient: LiveRemoteImageFetcher.Options { .init(timeout: .seconds(patientSeconds)) }
    static let patientSeconds = 120

    static func fetcher(
        allowing hosts: [String], privateAddresses: Bool,
        options: LiveRemoteImageFetcher.Options = patient
    ) -> LiveRemoteImageFetcher {
        LiveRemoteImageFetcher(
            policy: HostPolicy(allowedHosts: hosts, allowPrivateAddresses: privateAddresses),
            options: options)
    }

    static func status(of error: (any Error)?) -> HTTPResponseStatus? { (error as? any DomainError)?.answer.status }

    static func failure(_ pipeline: ImagePipeline, _ url: String) async -> (any Error)? {
        do {
            _ = try await pipeline.image(.thumbnail(width: 160), of: .remote(URL(string: url)!), as: .jpeg)
            return nil
        } catch {
            return error
        }
    }

    @Test func allowedHostsAreFetchedAndTransformed() async throws {
        try await withFakeImageUpstream { base in
            let pipeline = makeTestPipeline(remote: Self.fetcher(allowing: ["127.0.0.1"], privateAddresses: true))

            let data = try await pipeline.image(
                .cover(width: 200), of: .remote(URL(string: "\(base)/poster.jpg")!), as: .jpeg)

            let image = try Vips.open(data, allFrames: false)
            #expect(image.width == 200 && image.height == 300)
        }
    }

    @Test func hostsOffTheAllowListAreRefused() async throws {
        let pipeline = makeTestPipeline(remote: Self.fetcher(allowing: ["image.tmdb.org"], privateAddresses: false))

        let error = await Self.failure(pipeline, "https://evil.example/poster.jpg")

        #expect(Self.status(of: error) == .forbidden)
    }

    @Test func giphyIsNeverProxiedEvenIfListed() {
        let policy = HostPolicy(allowedHosts: ["giphy.com", "media0.giphy.com"], allowPrivateAddresses: false)

        #expect(!policy.allows(host: "media0.giphy.com"))
        #expect(!policy.allows(host: "GIPHY.COM"))
    }

    @Test(arguments: [
        "http://127.0.0.1/poster.jpg", "http://localhost/poster.jpg", "http://[::1]/poster.jpg",
        "http://169.254.169.254/latest/meta-data", "http://10.0.0.8/a.jpg", "http://192.168.1.1/a.jpg",
    ])
    func loopbackPrivateLinkLocalAndMetadataAddressesAreRefusedAfterDNS(url: String) async throws {
        let host = try #require(URL(string: url)?.host)
        let pipeline = makeTestPipeline(
            remote: Self.fetcher(
                allowing: [host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))], privateAddresses: false))

        let error = await Self.failure(pipeline, url)

        #expect(Self.status(of: error) == .forbidden)
    }

    @Test func everyRedirectIsCheckedAgain() async throws {
        try await withFakeImageUpstream { base in
            let port = URL(string: base)!.port!
            let pipeline = makeTestPipeline(remote: Self.fetcher(allowing: ["127.0.0.1"], privateAddresses: true))
            let elsewhere = "http://localhost:\(port)/poster.jpg".addingPercentEncoding(
                withAllowedCharacters: .alphanumerics)!

            let followed = try await pipeline.image(
                .thumbnail(width: 160), of: .remote(URL(string: "\(base)/redirect")!), as: .jpeg)
            let refused = await Self.failure(pipeline, "\(base)/redirect?to=\(elsewhere)")

            #expect(!followed.isEmpty)
            #expect(Self.status(of: refused) == .forbidden)
        }
    }

    @Test func slowBodiesTimeOut() async throws {
        try await withFakeImageUpstream { base in
            var options = LiveRemoteImageFetcher.Options()
            options.timeout = .seconds(1)
            let pipeline = makeTestPipeline(
                remote: Self.fetcher(allowing: ["127.0.0.1"], privateAddresses: true, options: options))
            let error = await Self.failure(pipeline, "\(base)/slow")

            // The body takes 20 s; only the 1 s limit answers 504 (no wall-clock bound: a busy
            // machine may take longer to get there, which is not what this test is about).
            #expect(Self.status(of: error) == .gatewayTimeout)
        }
    }

    @Test func endlessBodiesAreCutOff() async throws {
        try await withFakeImageUpstream { base in
            var options = LiveRemoteImageFetcher.Options()
            options.maxBytes = 1024 * 1024
            // Only the byte cap may end it, however slowly a busy machine streams the first megabyte.
            options.timeout = .seconds(300)
            let pipeline = makeTestPipeline(
                remote: Self.fetcher(allowing: ["127.0.0.1"], privateAddresses: true, options: options))

            let error = await Self.failure(pipeline, "\(base)/endless")

            #expect(Self.status(of: error) == .payloadTooLarge)
        }
    }

    @Test func upstreamErrorsAndNonImagesAreReportedNotCrashed() async throws {
        try await withFakeImageUpstream { base in
            let pipeline = makeTestPipeline(remote: Self.fetcher(allowing: ["127.0.0.1"], privateAddresses: true))

            let missing = await Self.failure(pipeline, "\(base)/missing")
            let text = await Self.failure(pipeline, "\(base)/text")

            #expect(Self.status(of: missing) == .badGateway)
            #expect(Self.status(of: text) == .unsupportedMediaType)
        }
    }

    /// The app's own fetcher, as patient as the others here: with its default 10 s, the test process
    /// at full load (CI's, 670 tests at once on two cores) once took longer over this loopback fetch.
    @Test func remoteImagesWorkThroughTheSignedRoute() async throws {
        try await withFakeImageUpstream { base in
            try await withEncore([
                "TMDB_IMAGE_BASE_URL": base, "ENCORE_IMAGE_ALLOW_PRIVATE_HOSTS": "1",
                "ENCORE_IMAGE_FETCH_TIMEOUT": "\(Self.patientSeconds)",
            ]) { app, browser in
                let path = app.encore.images.urls.path(
                    .thumbnail(width: 240), .remote(URL(string: "\(base)/poster.jpg")!))

                let response = try await browser.get(path)

                // An error page is not read as an image (its inline SVG once failed as a blocked loader).
                try #require(response.status == .ok, "\(response.body.string)")
                #expect(try Vips.open(Data(buffer: response.body), allFrames: false).width == 240)
            }
        }
    }

    @Test(arguments: [
        ("8.8.8.8", true), ("1.1.1.1", true), ("127.0.0.1", false), ("10.1.2.3", false), ("172.16.0.1", false),
        ("172.32.0.1", true), ("192.168.0.1", false), ("169.254.169.254", false), ("100.64.0.1", false),
        ("0.0.0.0", false), ("224.0.0.1", false), ("::1", false), ("fe80::1", false), ("fd00::1", false),
        ("::ffff:127.0.0.1", false), ("::ffff:8.8.8.8", true), ("2001:4860:4860::8888", true),
    ])
    func addressesAreClassified(address: String, isPublic: Bool) throws {
        #expect(try #require(IPAddress.literal(address)).isPublic == isPublic)
    }
}
