import Foundation
import Synchronization

@testable import Encore

/// A KOBIS stand-in: answers every chart with the given entries (or fails), counts calls, and can
/// hold answers back until released so tests can send requests at the same time.
final class FakeBoxOfficeSource: BoxOfficeSource, Sendable {
    private let state = Mutex<(calls: [ChartQuery], failure: UpstreamError?, entries: [BoxOfficeEntry])>(([], nil, []))
    private let delay: Duration
    /// When set, each call waits until the test opens it.
    let gate: Gate?

    init(
        entries: [BoxOfficeEntry] = [FakeBoxOfficeSource.entry(rank: 1, code: "20199882", title: "경관의 피")],
        delay: Duration = .zero, gate: Gate? = nil
    ) {
        self.delay = delay
        self.gate = gate
        state.withLock { $0.entries = entries }
    }

    static func entry(rank: Int, code: String, title: String, audience: Int64 = 1_000, total: Int64 = 10_000)
        -> BoxOfficeEntry
    {
        BoxOfficeEntry(
            rank: rank, rankChange: 0, isNew: false, movieCode: code, title: title, openDate: nil, sales: 1,
            salesShare: 10, salesTotal: 10, audience: audience, audienceChange: 0, audienceTotal: total, screens: 1,
            shows: 1)
    }

    var calls: [ChartQuery] { state.withLock { $0.calls } }

    func fail(with error: UpstreamError?) { state.withLock { $0.failure = error } }

    func answer(_ entries: [BoxOfficeEntry]) { state.withLock { $0.entries = entries } }

    func chart(_ query: ChartQuery) async throws -> KOBISChart {
        let (failure, entries) = state.withLock { state in
            state.calls.append(query)
            return (state.failure, state.entries)
        }
        if delay > .zero { try await Task.sleep(for: delay) }
        await gate?.passed()
        if let failure { throw failure }
        return KOBISChart(entries: entries, range: query.day...query.day)
    }

    /// Movie info by code, decoded from the recorded shape; unknown codes are "not found".
    func movie(code: String) async throws -> KOBISMovie {
        if let failure = state.withLock({ $0.failure }) { throw failure }
        guard code == "20199882" else { throw UpstreamError.notFound }
        return try JSONDecoder().decode(KOBISMovieResponse.self, from: Data(KOBISFixtures.movieInfo.utf8)).movie
    }
}

/// Poster search that always finds the same picture (or nothing), counting questions.
final class FakePosterSearch: PosterImageSearch, Sendable {
    private let queries = Mutex<[String]>([])
    let result: URL?

    init(result: URL? = URL(string: "https://search1.kakaocdn.net/poster.jpg")) { self.result = result }

    var asked: [String] { queries.withLock { $0 } }

    func firstImage(for query: String, allowedBy policy: HostPolicy) async throws -> URL? {
        queries.withLock { $0.append(query) }
        return result
    }
}

/// Holds whoever passes it until it is opened.
actor Gate {
    private var isOpen = false
    private var held: [CheckedContinuation<Void, Never>] = []

    func passed() async {
        guard !isOpen else { return }
        await withCheckedContinuation { held.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in held { waiter.resume() }
        held = []
    }
}
