import Foundation
import Testing
import VaporTesting

@testable import Encore

@Suite struct OperationsTests {
    @Test func healthCheckAsksTheDatabase() async throws {
        try await withEncore { _, browser in
            let response = try await browser.get("/healthz")

            #expect(response.status == .ok)
            #expect(try response.content.decode(HealthController.Status.self).database == "ok")
        }
    }

    @Test func healthCheckReportsAnUnreachableDatabase() async throws {
        var settings = try TestSettings.make([
            "ENCORE_DATA_DIR": FileManager.default.temporaryDirectory.path + "/encore-health"
        ])
        settings.database = .postgres(url: "postgres://nobody@127.0.0.1:1/nothing?sslmode=disable")

        try await withApp(configure: { try await configure($0, settings: settings) }) { app in
            let response = try await app.testing().sendRequest(.GET, "/healthz")

            #expect(response.status == .serviceUnavailable)
            #expect(try response.content.decode(HealthController.Status.self).database == "unreachable")
        }
    }

    @Test func metricsArePrometheusTextWithRequestCounts() async throws {
        try await withEncore { _, browser in
            try await browser.get("/")

            let response = try await browser.get("/metrics")

            #expect(response.status == .ok)
            #expect(response.headers.first(name: .contentType)?.hasPrefix("text/plain; version=0.0.4") == true)
            #expect(response.body.string.contains("http_requests_total"))
        }
    }

    @Test func openAPIDocumentIsVersion31() async throws {
        try await withEncore { _, browser in
            let response = try await browser.get("/api/openapi.json")

            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any])
            #expect(document["openapi"] as? String == "3.1.0")
        }
    }

    @Test func everyAPIRouteIsInTheOpenAPIDocument() async throws {
        try await withEncore { app, browser in
            let response = try await browser.get("/api/openapi.json")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any])
            let paths = try #require(document["paths"] as? [String: [String: Any]])

            let apiRoutes = app.routes.all.filter {
                $0.path.first?.description == "api" && $0.path.dropFirst().first?.description == "v1"
            }

            #expect(!apiRoutes.isEmpty)
            for route in apiRoutes {
                let path =
                    "/"
                    + route.path.map { component in
                        if case .parameter(let name) = component { return "{\(name)}" }
                        return component.description
                    }.joined(separator: "/")
                let documented = paths[path]?[route.method.rawValue.lowercased()] != nil
                #expect(documented, "\(route.method.rawValue) \(path) is missing from Resources/OpenAPI")
            }
        }
    }
}
