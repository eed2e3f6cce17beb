import Foundation
import Testing

@testable import Encore

/// `UUIDText` reads and writes what Foundation's `UUID(uuidString:)` and `uuidString` do, and
/// refuses what is not a UUID's 36 characters.
@Suite struct UUIDTextTests {
    @Test func writesAndReadsWhatFoundationDoes() {
        let ids =
            (0..<200).map { _ in UUID() } + [
                UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
                UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255)),
            ]

        for id in ids {
            let text = UUIDText.format(id)

            #expect(text == id.uuidString)
            #expect(UUIDText.parse(text) == id)
            #expect(UUIDText.parse(text.lowercased()) == id)
            #expect(UUIDText.parse(utf8: Array(text.utf8)) == id)
        }
    }

    @Test func refusesAnythingElse() {
        let good = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        let bad = [
            "", "E621E1F8-C36C-495A-93FC-0C247A3E6E5", good + "0", "E621E1F8C36C-495A-93FC-0C247A3E6E5F0",
            "E621E1F8-C36C-495A-93FC+0C247A3E6E5F", "G621E1F8-C36C-495A-93FC-0C247A3E6E5F",
            " 621E1F8-C36C-495A-93FC-0C247A3E6E5F", "+621E1F8-C36C-495A-93FC-0C247A3E6E5F",
            "{621E1F8-C36C-495A-93FC-0C247A3E6E5}", "E621E1F8-C36C-495A-93FC-0C247A3E6E5é",
        ]

        #expect(UUIDText.parse(good) != nil)
        for text in bad { #expect(UUIDText.parse(text) == nil, "\(text)") }
    }
}
