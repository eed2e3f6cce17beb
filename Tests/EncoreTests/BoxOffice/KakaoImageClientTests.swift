import Foundation
import Testing
import Vapor

@testable import Encore

@Suite struct KakaoImageClientTests {
    static let policy = HostPolicy(allowedHosts: HostPolicy.kakaoResultHosts, allowPrivateAddresses: false)

    static func client(_ transport: FakeUpstreamTransport) throws -> KakaoImageClient {
        let settings = try Settings(environment: [
            "KAKAO_BASE_URL": "http://kakao.test", "KAKAO_REST_API_KEY": "kakao-secret-key",
        ])
        return KakaoImageClient(transport: transport, settings: settings.kakao)
    }

    @Test func theFirstImageFromAnAllowedHostIsChosenAndTheKeyGoesInTheHeader() async throws {
        let transport = FakeUpstreamTransport()
        transport.on(
            "/v2/search/image",
            body:
                #"{"documents":[{"collection":"etc","datetime":"2023-06-10T12:36:51.000+09:00","display_sitename":"","doc_url":"http://x.example/1","height":600,"image_url":"http://evil.example/p.jpg","thumbnail_url":"https://search1.kakaocdn.net/t","width":400},{"collection":"blog","datetime":"2018-12-16T09:40:08.000+09:00","display_sitename":"티스토리","doc_url":"http://filternews.tistory.com/225","height":602,"image_url":"http://cfile23.uf.tistory.com/image/99CC573C5C159EE22F823F","thumbnail_url":"https://search4.kakaocdn.net/argon/130x130_85_c/9d3F8Bwbei3","width":400}],"meta":{"is_end":false,"pageable_count":3993,"total_count":645946}}"#
        )

        let image = try await Self.client(transport).firstImage(for: "경관의 피 영화 포스터", allowedBy: Self.policy)

        #expect(image?.absoluteString == "http://cfile23.uf.tistory.com/image/99CC573C5C159EE22F823F")
        #expect(transport.requests.last?.headers.first(name: .authorization) == "KakaoAK kakao-secret-key")
        #expect(transport.lastQuery["query"] == "경관의 피 영화 포스터" && transport.lastQuery["key"] == nil)
    }

    @Test func noResultsIsNoImage() async throws {
        let transport = FakeUpstreamTransport()
        transport.on(
            "/v2/search/image", body: #"{"documents":[],"meta":{"is_end":true,"pageable_count":0,"total_count":0}}"#)

        #expect(try await Self.client(transport).firstImage(for: "없는 영화", allowedBy: Self.policy) == nil)
    }

    @Test func errorsAreMappedWithoutTheEchoedKey() async throws {
        let transport = FakeUpstreamTransport()
        let client = try Self.client(transport)

        transport.on(
            "/v2/search/image", status: 401,
            body: #"{"errorType":"AccessDeniedError","message":"wrong appKey(kakao-secret-key) format"}"#)
        let denied = await #expect(throws: UpstreamError.self) {
            try await client.firstImage(for: "x", allowedBy: Self.policy)
        }
        transport.on(
            "/v2/search/image", status: 400, body: #"{"errorType":"InvalidArgument","message":"page is more than max"}"#
        )
        await #expect(throws: UpstreamError.rejected) { try await client.firstImage(for: "x", allowedBy: Self.policy) }
        transport.on("/v2/search/image", body: "<html>")
        await #expect(throws: UpstreamError.malformed) { try await client.firstImage(for: "x", allowedBy: Self.policy) }

        #expect(denied == .unauthorized)
        #expect(!"\(String(describing: denied))".contains("kakao-secret-key"))
    }
}
