/// The characters no text a visitor sends may hold: the C0 controls but tab, line feed and carriage
/// return (a textarea's lines), DEL and the C1 controls. U+0000 is the one that hurts (SQLite ends
/// text at it when read back, PostgreSQL refuses it in text and jsonb); the rest draw as nothing or
/// as boxes, and no name, title or answer needs them. One rule for every input: the request edge
/// (`ControlCharacterMiddleware`), room frames and uploaded files' text all ask here.
enum ControlCharacters {
    static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    static func occur(in text: some StringProtocol) -> Bool { text.unicodeScalars.contains(where: isRefused) }
}
