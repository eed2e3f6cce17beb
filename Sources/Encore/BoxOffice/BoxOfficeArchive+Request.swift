import Vapor

extension Request {
    var boxOfficeArchive: BoxOfficeArchive {
        get throws {
            let allowance = try upstreamAllowance
            return BoxOfficeArchive(
                database: try database, clock: encore.clock, source: encore.upstreams.boxOffice,
                coalescer: encore.caches.chartRequests,
                admit: { try await allowance.admitKOBIS() })
        }
    }
}
