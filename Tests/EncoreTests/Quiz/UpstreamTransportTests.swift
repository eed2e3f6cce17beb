import Foundation
import Testing
import Vapor

@testable import Encore

@Suite struct UpstreamTransportTests {
    @Test func fetchesOverRealHTTP() async throws {
        try await withFakeImageUpstream { base in
            try await withEncore { app, _ in
                let transport = VaporUpstreamTransport(client: app.http.client.shared)

                let ok = try await transport.get(URL(string: "\(base)/text")!, headers: [:])
                let missing = try await transport.get(URL(string: "\(base)/missing")!, headers: [:])

                #expect(ok.status == 200 && String(decoding: ok.body, as: UTF8.self) == "not an image")
                #expect(missing.status == 404)
            }
        }
    }

    @Test func anEndlessAnswerIsCutOffAtTheCap() async throws {
        try await withFakeImageUpstream { base in
            try await withEncore { app, _ in
                // Only the byte cap may end it, however slowly a busy machine streams the first bytes.
                let transport = VaporUpstreamTransport(
                    client: app.http.client.shared, timeout: .seconds(300), maxBodyBytes: 256 * 1024)

                await #expect(throws: UpstreamError.malformed) {
                    try await transport.get(URL(string: "\(base)/endless")!, headers: [:])
                }
            }
        }
    }

    @Test func slowUpstreamsTimeOut() async throws {
        try await withFakeImageUpstream { base in
            try await withEncore { app, _ in
                let transport = VaporUpstreamTransport(client: app.http.client.shared, timeout: .seconds(1))

                // The body takes 20 s: only the 1 s limit can make this a timeout.
                await #expect(throws: UpstreamError.timeout) {
                    try await transport.get(URL(string: "\(base)/slow")!, headers: [:])
                }
            }
        }
    }

    @Test func unreachableUpstreamsFail() async throws {
        try await withEncore { app, _ in
            let transport = VaporUpstreamTransport(client: app.http.client.shared, timeout: .seconds(2))

            // The client retries a refused connection until its deadline, so this may end either way.
            let error = await #expect(throws: UpstreamError.self) {
                try await transport.get(URL(string: "http://127.0.0.1:1/x")!, headers: [:])
            }

            #expect(error == .unavailable || error == .timeout)
        }
    }
}
