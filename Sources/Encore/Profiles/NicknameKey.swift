import Foundation

/// The form two nicknames share when a person would read them as the same: compatibility forms
/// folded (ＥＮＣＯＲＥ → ENCORE), invisible characters dropped (Encore + U+034F), Unicode's confusable
/// skeleton (UTS #39: Armenian օ, Lisu ꓰꓠꓚꓳꓣꓰ, Cherokee ᎬNᏟᎾᏒᎬ and Cyrillic Е read as Latin), case
/// ignored, and marks on letters dropped. Case and skeletons meet at one letter: capital I is
/// drawn like l, and I is i, so i, I, l and 1 are one letter in a key (`BiII9` is `Bill9`).
/// Unique per profile, and what reserved names are checked against.
enum NicknameKey {
    static func make(_ nickname: String) -> String {
        let folded = nickname.precomposedStringWithCompatibilityMapping
        var scalars = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars where !isInvisible(scalar) { scalars.append(scalar) }
        // The skeleton of each case: Cherokee and Lisu capitals have skeletons, their small forms
        // may not; m and rn meet only in lower case.
        let lower = Confusables.skeleton(Confusables.skeleton(String(scalars)).lowercased()).lowercased()
        // Marks on a letter do not make another name: the skeleton keeps Cherokee Ꮎ as O with a
        // stroke, and José beside Jose is a twin too.
        let unmarked = String(
            String.UnicodeScalarView(
                lower.unicodeScalars.filter {
                    ![.nonspacingMark, .enclosingMark, .spacingMark].contains($0.properties.generalCategory)
                }))
        return unmarked.replacingOccurrences(of: "i", with: "l")
    }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || blanks.contains(scalar.value)
            || [.control, .format].contains(scalar.properties.generalCategory)
    }

    /// Characters drawn as nothing that Unicode does not call ignorable: the braille blank and the
    /// musical null notehead (`Bill9` + U+1D159 looked like `Bill9`).
    static let blanks: Set<UInt32> = [0x2800, 0x1D159]
}
