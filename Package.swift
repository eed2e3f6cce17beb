// swift-tools-version:6.0
import PackageDescription

// `make test-address-sanitizer` sets ENCORE_SANITIZE=address: this package's own code (Swift and the C
// shims) is built with AddressSanitizer in the usual .build folder, while the dependencies keep the
// objects the plain debug build made. Instrumenting them too (`swift build --sanitize`) meant another
// whole build of Vapor, NIO and BoringSSL, for code that is not ours.
let sanitizer = Context.environment["ENCORE_SANITIZE"].flatMap { $0.isEmpty ? nil : $0 }
let ownSwift: [SwiftSetting] = sanitizer.map { [.unsafeFlags(["-sanitize=\($0)"])] } ?? []
let ownC: [CSetting] = sanitizer.map { [.unsafeFlags(["-fsanitize=\($0)"])] } ?? []
let ownLink: [LinkerSetting] = sanitizer.map { [.unsafeFlags(["-sanitize=\($0)"])] } ?? []

let package = Package(
    name: "Encore",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "encore", targets: ["encore"]),
        .library(name: "Encore", targets: ["Encore"]),
        .library(name: "Hangul", targets: ["Hangul"]),
        // A Swift client of the JSON API and the party rooms, for native apps (README: "Building a
        // native client"); EncoreKitNIO adds the room socket and HTTP transport of SwiftNIO.
        .library(name: "EncoreKit", targets: ["EncoreKit"]),
        .library(name: "EncoreKitNIO", targets: ["EncoreKitNIO"]),
        .executable(name: "encore-play", targets: ["encore-play"]),
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
        // EncoreKit: the runtime of the code swift-openapi-generator writes from the OpenAPI document
        // (the generator itself is built only by scripts/generate-client.sh, from Tools/ClientGenerator),
        // HTTPTypes for its middlewares, and the AsyncHTTPClient transport Linux apps use.
        .package(url: "https://github.com/apple/swift-openapi-runtime.git", from: "1.13.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.4.0"),
        .package(url: "https://github.com/swift-server/swift-openapi-async-http-client.git", from: "1.5.0"),
        // Already in the build through Vapor: EncoreKitNIO's room socket (URLSession's WebSocket needs a
        // libcurl with WebSockets on Linux, which Debian 12's 7.88 is not).
        .package(url: "https://github.com/vapor/websocket-kit.git", from: "2.16.0"),
    ],
    targets: [
        .target(name: "Hangul", swiftSettings: ownSwift),
        // QR codes drawn on the server (a party room's join link): no Swift QR package is mirrored.
        .target(name: "QRCode", swiftSettings: ownSwift),
        .systemLibrary(name: "CVips", pkgConfig: "vips", providers: [.apt(["libvips-dev"])]),
        .target(name: "CVipsShim", dependencies: ["CVips"], cSettings: ownC),
        // ICU (Debian's libicu-dev, which libvips already brings): UTS #39 confusable skeletons for
        // nickname keys, through a shim because ICU renames its C functions per version by macros.
        .target(
            name: "CUnicodeShim", cSettings: ownC,
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]),
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
            ],
            swiftSettings: ownSwift
        ),
        .executableTarget(
            name: "encore",
            dependencies: [
                "Encore", .product(name: "Vapor", package: "vapor"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: ownSwift, linkerSettings: ownLink
        ),
        // Generated code (Generated/, from openapi.json by scripts/generate-client.sh) plus the hand-written
        // session, errors and room client. Only what Apple platforms and Linux share: the app picks the
        // transport (URLSession on Apple, AsyncHTTPClient through EncoreKitNIO on Linux).
        .target(
            name: "EncoreKit",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            exclude: ["openapi.json", "openapi-generator-config.yaml"],
            swiftSettings: ownSwift
        ),
        .target(
            name: "EncoreKitNIO",
            dependencies: [
                "EncoreKit",
                .product(name: "WebSocketKit", package: "websocket-kit"),
                .product(name: "OpenAPIAsyncHTTPClient", package: "swift-openapi-async-http-client"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            swiftSettings: ownSwift
        ),
        .executableTarget(
            name: "encore-play", dependencies: ["EncoreKit", "EncoreKitNIO"], swiftSettings: ownSwift,
            linkerSettings: ownLink),
        .testTarget(name: "HangulTests", dependencies: ["Hangul"], swiftSettings: ownSwift, linkerSettings: ownLink),
        // Fixtures/ is written by scripts/qr-fixtures.py from python-qrcode; the tests need no Python.
        .testTarget(
            name: "QRCodeTests", dependencies: ["QRCode"], resources: [.copy("Fixtures")], swiftSettings: ownSwift,
            linkerSettings: ownLink),
        .testTarget(
            name: "EncoreTests",
            dependencies: [
                "Encore",
                // The end-to-end suite (Client/) speaks to a served app only through EncoreKit.
                "EncoreKit",
                "EncoreKitNIO",
                .product(name: "VaporTesting", package: "vapor"),
                .product(name: "LeafKit", package: "leaf-kit"),
                .product(name: "PostgresKit", package: "postgres-kit"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["App/__Snapshots__"],
            swiftSettings: ownSwift, linkerSettings: ownLink
        ),
    ],
    swiftLanguageModes: [.v6]
)
