import Foundation
import Testing

/// #28: nothing below the controllers imports Vapor or takes a `Request`. The web layer may: the
/// composition root (App/), controllers, middleware, commands and Platform's web, operations,
/// security, error and i18n helpers. Every other file that still does is listed here, and the list
/// only shrinks: a new file below the controllers that imports Vapor fails this test, and so does
/// a listed one that no longer does (take it off the list).
@Suite struct VaporLayerTests {
    static let webLayer =
        #"^(App/|Platform/(Web|Operations|Security|Errors|I18n)/)|(Controller|Middleware|Commands?)\.swift$"#

    /// What still imports Vapor below the controllers (the `Request` accessors, view models that
    /// take a `Request`, `Content` conformances), to be moved up or given their inputs.
    static let notYetMoved: Set<String> = [
        "BoxOffice/BoxOfficeArchive+Request.swift", "BoxOffice/ChartRequest.swift", "BoxOffice/MovieDetailDTO.swift",
        "BoxOffice/MovieDetailService+Request.swift", "BoxOffice/UpstreamAllowance.swift", "Gifs/GifDTOs.swift",
        "Gifs/GifFavouriteList.swift", "Gifs/GifFavouriteService+Request.swift", "Gifs/GifLibrary+Request.swift",
        "Gifs/GifPageContent.swift", "Idols/IdolDTOs.swift", "Idols/IdolDirectory.swift",
        "Idols/IdolFavouriteService+Request.swift", "Idols/IdolPageContent.swift", "Images/ImageURLTag.swift",
        "Images/UploadService+Request.swift", "Platform/Database/EncoreDatabase+Vapor.swift",
        "Platform/Database/RateLimits.swift", "Platform/Database/SQLiteTuning.swift",
        "Platform/Upstream/UpstreamTransport.swift", "Profiles/PasswordService.swift", "Profiles/ProfileAvatar.swift",
        "Profiles/ProfileChanges.swift", "Profiles/ProfileDTO.swift", "Profiles/ProfileService.swift",
        "Profiles/SessionAuthenticator.swift", "Profiles/SessionStore.swift", "Quiz/Packs/EditableDraft.swift",
        "Quiz/Packs/PackService+Request.swift", "Quiz/Packs/PackSummary.swift", "Quiz/Play/LiveAnswerers.swift",
        "Quiz/Play/PlayPresentation+Request.swift", "Quiz/Play/PlayService+Request.swift",
        "Quiz/Rooms/RoomDevice.swift",
        "Quiz/Rooms/RoomPINLookups.swift", "Quiz/Rooms/RoomServices.swift", "Quiz/Rooms/RoomSocketUpgrader.swift",
        "Quiz/Starters/ChosungDraw.swift", "Quiz/Starters/StarterPackGate.swift",
        "Quiz/Stats/QuizLeaderboards+Request.swift",
        "Quiz/Stats/QuizStatsService.swift",
    ]

    @Test func onlyTheWebLayerImportsVapor() throws {
        let root = LayerTests.sources
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        let webLayer = try Regex(Self.webLayer)
        var importing: Set<String> = []
        for file in files where !file.contains(webLayer) {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            if text.contains("\nimport Vapor\n") || text.hasPrefix("import Vapor\n") { importing.insert(file) }
        }

        #expect(
            importing.subtracting(Self.notYetMoved).isEmpty, "new: \(importing.subtracting(Self.notYetMoved).sorted())")
        #expect(
            Self.notYetMoved.subtracting(importing).isEmpty,
            "moved, take off the list: \(Self.notYetMoved.subtracting(importing).sorted())")
    }
}
