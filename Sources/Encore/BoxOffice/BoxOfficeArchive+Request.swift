import Vapor

extension Request {
    var boxOfficeArchive: BoxOfficeArchive {
        let allowance = upstreamAllowance
        return BoxOfficeArchive(
            database: db, clock: encore.clock, source: encore.upstreams.boxOffice,
            coalescer: encore.caches.chartRequests,
            admit: { try await allowance.admitKOBIS() })
    }
}
