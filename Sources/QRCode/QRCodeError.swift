/// Why a QR code could not be made.
public enum QRCodeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Even version 40 holds fewer bytes at this error correction level.
    case dataTooLong(byteCount: Int, maximum: Int)

    public var description: String {
        switch self {
        case .dataTooLong(let byteCount, let maximum):
            "\(byteCount) bytes do not fit in a QR code (at most \(maximum) at this error correction level)"
        }
    }
}
