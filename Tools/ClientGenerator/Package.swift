// swift-tools-version:6.0
// Builds Apple's swift-openapi-generator for scripts/generate-client.sh, which writes EncoreKit's
// generated code from Sources/EncoreKit/openapi.json. A package of its own, so the generator (OpenAPIKit,
// Yams, argument parsing) is built once by `make test`'s client check and never by the app's builds.
import PackageDescription

let package = Package(
    name: "ClientGenerator",
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator.git", exact: "1.14.3")
    ],
    targets: []
)
