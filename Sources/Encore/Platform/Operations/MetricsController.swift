import Metrics
import Prometheus
import Vapor

/// Prometheus metrics. The registry is process-wide because swift-metrics can be bootstrapped only
/// once per process; Vapor reports `http_requests_total` and `http_request_duration_seconds` into it,
/// and the image pipeline and upstream caches add their counters.
public enum EncoreMetrics {
    public static let registry: PrometheusCollectorRegistry = {
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        return registry
    }()
}

/// `/metrics` counts sign-ups, joins and PIN guesses per route: only the addresses in
/// `ENCORE_METRICS_ALLOW` (loopback by default) read it, as the client is known after the trusted
/// proxies, so a public proxy in front does not open it to everyone. A request with no network
/// peer at all is made inside the process (tests) and is let through.
struct MetricsController {
    func metrics(_ request: Request) throws -> Response {
        if request.remoteAddress != nil {
            let client = IPAddress.literal(request.clientAddress)
            guard let client, request.encore.settings.metricsAllow.contains(where: { $0.contains(client) }) else {
                throw GenericRefusal(.forbidden)
            }
        }
        let response = Response(status: .ok, body: .init(string: EncoreMetrics.registry.emitToString()))
        response.headers.replaceOrAdd(name: .contentType, value: "text/plain; version=0.0.4; charset=utf-8")
        response.headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        return response
    }
}
