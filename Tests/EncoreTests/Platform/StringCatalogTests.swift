import Foundation
import LeafKit
import Testing

@testable import Encore

@Suite struct StringCatalogTests {
    let catalog = try! StringCatalog.load(from: FileManager.default.currentDirectoryPath + "/Resources/Strings")

    @Test func koreanAndEnglishHaveTheSameKeysAndNoEmptyText() {
        #expect(catalog.keys(.ko) == catalog.keys(.en))
        for language in Language.allCases {
            for key in catalog.keys(language) {
                #expect(!catalog.text(key, language).trimmingCharacters(in: .whitespaces).isEmpty, "\(language) \(key)")
            }
        }
    }

    /// `#t` prints the catalogue's strings escaped once, not escaped by Leaf per page: it must be the
    /// same text Leaf would have printed, arguments included.
    @Test func escapedTextIsWhatLeafWouldHaveEscaped() {
        let hostile = ["<script>alert('x')</script>", "Tom & \"Jerry\"", "{1}", "평범한 제목"]
        for language in Language.allCases {
            for key in catalog.keys(language) {
                #expect(catalog.escapedText(key, language) == catalog.text(key, language).htmlEscaped(), "\(key)")
                #expect(
                    catalog.escapedText(key, language, hostile) == catalog.text(key, language, hostile).htmlEscaped(),
                    "\(key)")
            }
        }
        #expect(catalog.escapedText("no.such.<key>", .en) == "no.such.&lt;key&gt;")
    }

    @Test func everyKeyATemplateUsesExists() throws {
        let pattern = try NSRegularExpression(pattern: #"#t\("([^"]+)""#)
        for (name, text) in try ViewFiles.all() {
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: range) {
                let key = String(text[Range(match.range(at: 1), in: text)!])
                #expect(catalog.keys(.ko).contains(key), "\(name) uses missing key \(key)")
            }
        }
    }

    @Test func everyKeyBuiltInCodeExists() {
        var keys: [String] = [
            "nickname.ok", "nickname.tooShort", "nickname.tooLong", "nickname.noSpaces",
            "nickname.invalidCharacters", "nickname.taken", "error.csrf", "error.heading.client",
            "error.heading.server", "api.profileExists", "signin.failed", "signin.locked",
            "password.currentWrong", "password.tooShort", "password.tooLong", "password.mismatch",
        ]
        keys += SectionTab.allCases.flatMap {
            ["tab.\($0.rawValue)", "section.\($0.rawValue).title", "section.\($0.rawValue).body"]
        }
        keys += LanguagePreference.allCases.map { "settings.language.\($0.rawValue)" }
        keys += ThemePreference.allCases.map { "settings.theme.\($0.rawValue)" }
        keys += GifRating.allCases.map { "settings.gifRating.\($0.rawValue)" }
        keys += BoxOfficeLayout.allCases.map { "settings.layout.\($0.rawValue)" }
        keys += [400, 401, 403, 404, 405, 408, 409, 413, 415, 422, 429, 500, 502, 503, 504].map { "error.\($0)" }
        let upstream: [UpstreamError] = [
            .notConfigured, .unauthorized, .notFound, .rateLimited(retryAfter: nil), .rejected,
            .unavailable, .timeout, .malformed,
        ]
        keys += upstream.map(\.answer.key)
        let images: [ImageRejection] = [.unsupportedFormat, .tooLarge, .tooManyPixels, .tooManyFrames, .unreadable]
        keys += images.map(\.answer.key)
        let remote: [RemoteImageError] = [
            .hostNotAllowed, .privateAddress, .unresolvable, .timeout, .upstreamStatus,
            .tooManyRedirects, .network,
        ]
        keys += remote.map(\.answer.key)
        keys += ["image.busy", "image.notFound", "image.badSignature", "image.missing"]
        keys += QuizLevel.allCases.map(\.labelKey)
        keys += ReportReason.allCases.map(\.labelKey)
        keys += [
            "quiz.pack.titleRequired", "quiz.pack.titleTooLong", "quiz.pack.questionCount", "quiz.pack.notFound",
            "quiz.pack.notYours", "quiz.question.titleRequired", "quiz.question.tooManyAnswers",
            "quiz.question.unanswerable", "quiz.question.posterMissing",
        ]
        keys += [AreaRuleViolation.tooCloseToEdge, .overlapping, .tooMany(maximum: 1), .needExactly(1)].map(
            \.messageKey)
        for key in keys {
            #expect(catalog.keys(.ko).contains(key), "missing \(key)")
        }
    }

    @Test func placeholdersAreFilledInOrder() {
        let catalog = StringCatalog(tables: [.ko: ["k": "{0}님 {1}"], .en: [:]])

        #expect(catalog.text("k", .ko, ["민지", "안녕"]) == "민지님 안녕")
        #expect(catalog.text("k", .en, ["A", "B"]) == "A님 B")
        #expect(catalog.text("missing", .en) == "missing")
    }

    @Test func aPlaceholderInsideAnArgumentIsPrintedAsTyped() {
        let catalog = StringCatalog(tables: [.ko: ["k": "‘{0}’ {1}개 {0} {2} {x} {"], .en: [:]])

        let text = catalog.text("k", .ko, ["{1} 팩", "3"])

        #expect(text == "‘{1} 팩’ 3개 {1} 팩 {2} {x} {")
    }

    @Test(
        arguments: [
            (nil, Language.ko),
            ("en-US,en;q=0.9", .en),
            ("ko-KR,ko;q=0.9,en;q=0.8", .ko),
            ("fr-FR,en;q=0.5,ko;q=0.4", .en),
            ("fr-FR,de;q=0.8", .ko),
            ("en;q=0.2,ko;q=0.9", .ko),
            ("ko;q=0,en", .en),
            ("garbage;;;", .ko),
        ] as [(String?, Language)])
    func browserLanguageIsNegotiated(header: String?, expected: Language) {
        #expect(Language.preferred(byAcceptLanguage: header) == expected)
    }
}
