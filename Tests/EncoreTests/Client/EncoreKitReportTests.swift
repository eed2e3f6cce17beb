import EncoreKit
import Foundation
import Testing

@testable import Encore

/// An app reports a pack through EncoreKit as the web form does, and is told when it may not.
@Suite(.timeLimit(.minutes(servedTimeLimitMinutes))) struct EncoreKitReportTests {
    @Test func aVisitorReportsAPackAndTheMakerCannotReportTheirOwn() async throws {
        try await withServedEncore { served in
            let maker = served.visitor()
            let (_, _, pack) = try await maker.makePosterPack(maker: "앱출제자", title: "앱에서 신고")
            let visitor = served.visitor()
            let report = Components.Schemas.ReportInput(id: pack.id, kind: .pack, note: "광고뿐이에요", reason: .spam)

            let sent = try await visitor { try await $0.createReport(body: .json(report)) }
            let listed = try await visitor { try await $0.listQuizPacks().ok.body.json }
            let own = await refusal { try await maker { try await $0.createReport(body: .json(report)) } }
            let accepted = (try? sent.noContent) != nil

            #expect(accepted)
            #expect(!listed.contains { $0.id == pack.id })
            #expect(own?.code == .reportOwnItem && own?.status == 409)
        }
    }
}
