import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// Fetches source images from remote hosts. The live client follows redirects itself so that every
/// hop is checked against the host policy and the resolved addresses; tests use fakes or loopback.
protocol RemoteImageFetcher: Sendable {
    func fetch(_ url: URL) async throws -> Data
}

enum RemoteImageError: DomainErrorCatalog, Equatable {
    case hostNotAllowed, privateAddress, unresolvable, timeout, upstreamStatus, tooManyRedirects, network

    static let everyCase: [RemoteImageError] = [
        .hostNotAllowed, .privateAddress, .unresolvable, .timeout, .upstreamStatus, .tooManyRedirects, .network,
    ]

    var answer: ErrorAnswer {
        switch self {
        case .hostNotAllowed, .privateAddress: ErrorAnswer("imageHostNotAllowed", .forbidden, "image.remote.notAllowed")
        case .timeout: ErrorAnswer("imageFetchTimeout", .gatewayTimeout, "image.remote.timeout")
        case .unresolvable, .upstreamStatus, .tooManyRedirects, .network:
            ErrorAnswer("imageFetchFailed", .badGateway, "image.remote.failed")
        }
    }
}

struct LiveRemoteImageFetcher: RemoteImageFetcher {
    struct Options: Sendable {
        var maxBytes = ImageLimits().maxBytes
        var maxRedirects = 3
        var timeout: Duration = .seconds(10)

        init(timeout: Duration = .seconds(10)) { self.timeout = timeout }
    }

    /// One client for the process, which never follows redirects itself: `follow` does, checking
    /// each hop. (A client that followed redirects would skip those checks.) Each fetch's own
    /// deadline (`Options.timeout`) bounds it whole, so the client's read time-out only has to be
    /// longer than any deadline a caller gives.
    static let client: HTTPClient = {
        let configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow, timeout: .init(connect: .seconds(5), read: .seconds(600)))
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }()

    let policy: HostPolicy
    let options: Options

    func fetch(_ url: URL) async throws -> Data {
        try await withTimeout(options.timeout, throwing: RemoteImageError.timeout) { try await follow(url) }
    }

    private func follow(_ start: URL) async throws -> Data {
        var url = start
        for _ in 0...options.maxRedirects {
            try await check(url)
            var request = HTTPClientRequest(url: url.absoluteString)
            request.headers.add(name: "User-Agent", value: "Encore image fetcher")
            request.headers.add(name: "Accept", value: "image/webp,image/png,image/jpeg,image/gif")
            let response: HTTPClientResponse
            do {
                response = try await Self.client.execute(
                    request, timeout: .seconds(Int64(options.timeout.components.seconds)))
            } catch {
                throw Task.isCancelled ? RemoteImageError.timeout : RemoteImageError.network
            }
            if (300..<400).contains(response.status.code) {
                guard let location = response.headers.first(name: "Location"),
                    let next = URL(string: location, relativeTo: url)?.absoluteURL
                else { throw RemoteImageError.upstreamStatus }
                url = next
                continue
            }
            guard response.status == .ok else { throw RemoteImageError.upstreamStatus }
            var data = Data()
            do {
                for try await chunk in response.body {
                    data.append(contentsOf: chunk.readableBytesView)
                    if data.count > options.maxBytes { throw ImageRejection.tooLarge }
                }
            } catch let rejection as ImageRejection {
                throw rejection
            } catch {
                // A body cut off halfway is the network's failure, told as one, never a bare 500.
                throw Task.isCancelled ? RemoteImageError.timeout : RemoteImageError.network
            }
            return data
        }
        throw RemoteImageError.tooManyRedirects
    }

    /// getaddrinfo blocks, for as long as DNS takes (seconds when it does not answer): on threads of
    /// its own, never on Swift's cooperative pool (two threads on two cores), where two slow
    /// look-ups once stalled every task in the process until a fetch's 10 s deadline passed.
    static let resolver: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: 4)
        pool.start()
        return pool
    }()

    /// Scheme and host on the allow-list, and every address the host resolves to is public.
    private func check(_ url: URL) async throws {
        guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, policy.allows(host: host)
        else { throw RemoteImageError.hostNotAllowed }
        let addresses = try await Self.resolver.runIfActive { try IPAddress.resolve(host) }
        guard addresses.allSatisfy(policy.allows(address:)) else { throw RemoteImageError.privateAddress }
    }
}
