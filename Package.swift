// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Encore",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "encore", targets: ["encore"]),
        .library(name: "Encore", targets: ["Encore"]),
        .library(name: "Hangul", targets: ["Hangul"]),
    ],
    dependencies: [
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.0"),
        .package(url: "https://github.com/vapor/fluent.git", from: "4.13.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver.git", from: "4.9.0"),
        .package(url: "https://github.com/vapor/fluent-postgres-driver.git", from: "2.14.0"),
        .package(url: "https://github.com/vapor/leaf.git", from: "4.5.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.0"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.0"..<"5.0.0"),
        // Remote image fetches need redirects handled by hand (each hop re-checked) and streamed bodies.
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.24.0"),
        // Tests only: rendering templates from a temporary folder (LeafKit's file source), and
        // creating a throwaway database per test on the PostgreSQL of TEST_DATABASE_URL.
        .package(url: "https://github.com/vapor/leaf-kit.git", from: "1.14.0"),
        .package(url: "https://github.com/vapor/postgres-kit.git", from: "2.17.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.0"),
        // Already in the build through Vapor; named for NIOWebSocket (MessageLimitedUpgrader).
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
        // Tests only: the main pages' HTML compared with recorded copies (only its SnapshotTesting
        // target is built; the package's swift-syntax is for InlineSnapshotTesting, which we do not use).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
    ],
    targets: [
        .target(name: "Hangul"),
        // QR codes drawn on the server (a party room's join link): no Swift QR package is mirrored.
        .target(name: "QRCode"),
        .systemLibrary(name: "CVips", pkgConfig: "vips", providers: [.apt(["libvips-dev"])]),
        .target(name: "CVipsShim", dependencies: ["CVips"]),
        // ICU (Debian's libicu-dev, which libvips already brings): UTS #39 confusable skeletons for
        // nickname keys, through a shim because ICU renames its C functions per version by macros.
        .target(
            name: "CUnicodeShim", linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]),
        .target(
            name: "Encore",
            dependencies: [
                "Hangul",
                "QRCode",
                "CVipsShim",
                "CUnicodeShim",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Fluent", package: "fluent"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "Leaf", package: "leaf"),
                // LeafCache and DefaultLeafCache, for a template cache Vapor's development mode cannot switch off.
                .product(name: "LeafKit", package: "leaf-kit"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                // PostgreSQL's error codes, to answer 503 rather than 500 while the database restarts.
                .product(name: "PostgresNIO", package: "postgres-nio"),
                // The party rooms' WebSocket upgrade with a limit on whole messages (Vapor's limits frames).
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "encore",
            dependencies: ["Encore", .product(name: "Vapor", package: "vapor")]
        ),
        .testTarget(name: "HangulTests", dependencies: ["Hangul"]),
        // Fixtures/ is written by scripts/qr-fixtures.py from python-qrcode; the tests need no Python.
        .testTarget(name: "QRCodeTests", dependencies: ["QRCode"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "EncoreTests",
            dependencies: [
                "Encore",
                .product(name: "VaporTesting", package: "vapor"),
                .product(name: "LeafKit", package: "leaf-kit"),
                .product(name: "PostgresKit", package: "postgres-kit"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["App/__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
