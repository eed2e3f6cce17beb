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

struct MetricsController {
    func metrics(_ request: Request) -> Response {
        let response = Response(status: .ok, body: .init(string: EncoreMetrics.registry.emitToString()))
        response.headers.replaceOrAdd(name: .contentType, value: "text/plain; version=0.0.4; charset=utf-8")
        response.headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        return response
    }
}
