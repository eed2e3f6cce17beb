import Prometheus

/// Counters for `/metrics`: cache hits and misses per layer, transforms, refusals.
struct ImageMetrics: Sendable {
    let memoryHits, memoryMisses, diskHits, diskMisses, transforms, busy: Counter

    init(registry: PrometheusCollectorRegistry = EncoreMetrics.registry) {
        func cache(_ layer: String, _ result: String) -> Counter {
            registry.makeCounter(
                name: "encore_image_cache_requests_total", labels: [("layer", layer), ("result", result)],
                help: "Image cache look-ups by layer and result")
        }
        memoryHits = cache("memory", "hit")
        memoryMisses = cache("memory", "miss")
        diskHits = cache("disk", "hit")
        diskMisses = cache("disk", "miss")
        transforms = registry.makeCounter(name: "encore_image_transforms_total", help: "Images rendered by libvips")
        busy = registry.makeCounter(
            name: "encore_image_busy_total", help: "Image requests refused because the queue was full")
    }
}
