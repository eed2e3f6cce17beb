import Foundation

/// The generated default avatar: the nickname's first character on a colour derived from the
/// profile id.
struct MonogramAvatar {
    let id: UUID
    let nickname: String

    private var monogram: Monogram {
        Monogram(seed: withUnsafeBytes(of: id.uuid) { Array($0) }, label: nickname, initials: initial, shape: .circle)
    }

    var hue: Int { monogram.hue }

    var initial: String {
        nickname.first.map { String($0).uppercased() } ?? "?"
    }

    var svg: String { monogram.svg }
}
