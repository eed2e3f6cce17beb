import Foundation

/// A UUID as text (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`), read and written by hand: on Linux
/// Foundation's `UUID(uuidString:)` goes through `sscanf` and `uuidString` through `sprintf`, and a
/// party room's game holds every player's id, read and written with each change of it (3% of an
/// instance's time with 20 rooms of 50 on the cluster, perf).
enum UUIDText {
    private static let digits = Array("0123456789ABCDEF".utf8)

    /// The UUID `text` names: 32 hex digits of either case, with dashes after the 8th, 12th, 16th
    /// and 20th, and nothing else (no spaces, no signs, no braces). Nil for anything else.
    static func parse<Text: StringProtocol>(_ text: Text) -> UUID? { parse(utf8: text.utf8) }

    /// The UUID these 36 UTF-8 bytes name, as `parse` reads it.
    static func parse<Bytes: Collection<UInt8>>(utf8: Bytes) -> UUID? {
        guard utf8.count == 36 else { return nil }
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var high: UInt8?
        var filled = 0
        let valid = withUnsafeMutableBytes(of: &bytes) { out -> Bool in
            for (offset, byte) in utf8.enumerated() {
                if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                    guard byte == UInt8(ascii: "-") else { return false }
                    continue
                }
                guard let nibble = nibble(byte) else { return false }
                if let first = high {
                    out[filled] = first << 4 | nibble
                    filled += 1
                    high = nil
                } else {
                    high = nibble
                }
            }
            return filled == 16
        }
        return valid ? UUID(uuid: bytes) : nil
    }

    /// `id` as `uuidString` writes it: upper case, with its four dashes.
    static func format(_ id: UUID) -> String {
        withUnsafeBytes(of: id.uuid) { raw in
            String(unsafeUninitializedCapacity: 36) { out in
                var at = 0
                for (index, byte) in raw.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        out[at] = UInt8(ascii: "-")
                        at += 1
                    }
                    out[at] = digits[Int(byte >> 4)]
                    out[at + 1] = digits[Int(byte & 0x0F)]
                    at += 2
                }
                return at
            }
        }
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
