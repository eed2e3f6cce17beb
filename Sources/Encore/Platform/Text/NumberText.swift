import Foundation

/// Numbers as every page prints them: grouped by thousands with commas (4,810점, 1,234,567명),
/// whatever the reader's language.
enum NumberText {
    static func grouped(_ value: Int64) -> String {
        value.formatted(.number.locale(Locale(identifier: "en_US")))
    }

    static func grouped(_ value: Int) -> String { grouped(Int64(value)) }
}
