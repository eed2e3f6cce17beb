import Foundation

/// Numbers as every page prints them: grouped by thousands with commas (4,810점, 1,234,567명),
/// whatever the reader's language; and zero-padded for dates. Written out by hand: `formatted()`
/// with a locale and `String(format:)` cost microseconds each on Linux, and a chart page prints
/// dozens (perf).
enum NumberText {
    static func grouped(_ value: Int64) -> String {
        let digits = String(value.magnitude)
        var text = value < 0 ? "-" : ""
        text.reserveCapacity(digits.utf8.count + digits.utf8.count / 3 + 1)
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.utf8.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }

    static func grouped(_ value: Int) -> String { grouped(Int64(value)) }

    /// `value` with zeros in front up to `width` characters, a sign included (`%0*d`): 7 → "07".
    static func padded(_ value: Int, width: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        return sign + String(repeating: "0", count: max(0, width - sign.count - digits.utf8.count)) + digits
    }
}
