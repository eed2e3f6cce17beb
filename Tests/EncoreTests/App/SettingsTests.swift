import Foundation
import Testing

@testable import Encore

@Suite struct SettingsTests {
    @Test func defaultsUseSQLiteInTheDataDirectoryAndPublicBaseURLs() throws {
        let settings = try Settings(environment: [:])

        #expect(settings.database == .sqliteFile(path: "./data/encore.sqlite"))
        #expect(settings.dataDirectory == "./data")
        #expect(settings.secret == nil)
        #expect(settings.fixedNow == nil)
        #expect(settings.kobis.baseURL.absoluteString == "https://www.kobis.or.kr/kobisopenapi/webservice/rest")
        #expect(settings.kakao.baseURL.absoluteString == "https://dapi.kakao.com")
        #expect(settings.tmdb.baseURL.absoluteString == "https://api.themoviedb.org/3")
        #expect(settings.tmdb.imageBaseURL.absoluteString == "https://image.tmdb.org/t/p")
        #expect(settings.giphy.baseURL.absoluteString == "https://api.giphy.com")
        #expect(!settings.tmdb.isConfigured)
        #expect(!settings.imageAllowPrivateHosts)
        #expect(settings.imageExtraHosts.isEmpty)
    }

    @Test func readsEveryVariable() throws {
        let settings = try Settings(environment: [
            "DATABASE_URL": "postgres://encore:pw@db.internal:5432/encore?sslmode=disable",
            "ENCORE_DATA_DIR": "/var/lib/encore",
            "ENCORE_SECRET": String(repeating: "k", count: 32),
            "ENCORE_NOW": "2026-11-22T09:00:00+09:00",
            "KOBIS_API_KEY": "kobis-key", "KOBIS_BASE_URL": "http://127.0.0.1:9000/kobis/",
            "KAKAO_REST_API_KEY": "kakao-key", "KAKAO_BASE_URL": "http://127.0.0.1:9000/kakao",
            "TMDB_ACCESS_TOKEN": "token", "TMDB_BASE_URL": "http://127.0.0.1:9000/tmdb/3",
            "TMDB_IMAGE_BASE_URL": "http://127.0.0.1:9000/tmdb-img",
            "GIPHY_API_KEY": "giphy-key", "GIPHY_BASE_URL": "http://127.0.0.1:9000/giphy",
            "ENCORE_IMAGE_ALLOW_PRIVATE_HOSTS": "1",
            "ENCORE_IMAGE_EXTRA_HOSTS": "img.example.com, Cdn.Example.org",
            "ENCORE_IMAGE_FETCH_TIMEOUT": "30",
        ])

        #expect(settings.database == .postgres(url: "postgres://encore:pw@db.internal:5432/encore?sslmode=disable"))
        #expect(settings.dataDirectory == "/var/lib/encore")
        #expect(settings.secret?.count == 32)
        #expect(settings.fixedNow == Date(timeIntervalSince1970: 1_795_305_600))
        #expect(settings.kobis.apiKey == "kobis-key")
        #expect(settings.kobis.baseURL.absoluteString == "http://127.0.0.1:9000/kobis")
        #expect(settings.kakao.apiKey == "kakao-key")
        #expect(settings.tmdb.isConfigured)
        #expect(settings.tmdb.accessToken == "token")
        #expect(settings.giphy.apiKey == "giphy-key")
        #expect(settings.imageAllowPrivateHosts)
        #expect(settings.imageExtraHosts == ["img.example.com", "cdn.example.org"])
        #expect(settings.imageFetchTimeout == 30)
    }

    @Test func blankValuesCountAsUnset() throws {
        let settings = try Settings(environment: ["KOBIS_API_KEY": "  ", "DATABASE_URL": "", "ENCORE_NOW": ""])

        #expect(settings.kobis.apiKey == nil)
        #expect(settings.database == .sqliteFile(path: "./data/encore.sqlite"))
        #expect(settings.fixedNow == nil)
    }

    @Test(arguments: [
        ("DATABASE_URL", "mysql://localhost/db"),
        ("DATABASE_URL", "postgres://"),
        ("ENCORE_SECRET", "too-short"),
        ("ENCORE_NOW", "yesterday"),
        ("KOBIS_BASE_URL", "ftp://kobis.example"),
        ("KAKAO_BASE_URL", "not a url"),
        ("TMDB_BASE_URL", "api.themoviedb.org/3"),
        ("TMDB_IMAGE_BASE_URL", "file:///etc/passwd"),
        ("GIPHY_BASE_URL", "javascript:alert(1)"),
        ("ENCORE_IMAGE_ALLOW_PRIVATE_HOSTS", "maybe"),
        ("ENCORE_IMAGE_EXTRA_HOSTS", "good.example, bad host"),
        ("ENCORE_IMAGE_FETCH_TIMEOUT", "0"),
    ])
    func invalidValuesStopStartUpNamingTheVariable(variable: String, value: String) {
        let error = #expect(throws: SettingsError.self) { try Settings(environment: [variable: value]) }

        #expect(error?.variable == variable)
        #expect(error?.description.contains(variable) == true)
    }

    @Test func errorMessagesNeverEchoASecret() {
        let secret = "short-secret"

        let error = #expect(throws: SettingsError.self) { try Settings(environment: ["ENCORE_SECRET": secret]) }

        #expect(error?.description.contains(secret) == false)
    }
}
