import Foundation

/// Names a room gives its players when the host turns on friendly names only (#51, as Kahoot's
/// friendly nickname generator): an adjective and an animal, "용감한 호랑이" or "bold tiger" in the
/// phone's language, at most 10 characters like any room nickname. A phone is offered the name of
/// spin 0 and may spin up to `spins` times; each spin's name is an HMAC of the room, the phone's
/// device token and the spin, so a reload offers the same names (no new spins) and every instance
/// offers the same ones without keeping anything.
enum FriendlyNames {
    static let spins = 3

    /// One word in each language, the same meaning at the same place.
    struct Word: Sendable {
        let ko: String
        let en: String

        func text(_ language: Language) -> String { language == .ko ? ko : en }
    }

    // English adjectives of at most 4 letters and animals of at most 5, so "bold tiger" fits 10.
    static let adjectives: [Word] = [
        .init(ko: "용감한", en: "bold"), .init(ko: "차분한", en: "calm"), .init(ko: "다정한", en: "kind"),
        .init(ko: "수줍은", en: "shy"), .init(ko: "지혜로운", en: "wise"), .init(ko: "멋진", en: "cool"),
        .init(ko: "기쁜", en: "glad"), .init(ko: "따뜻한", en: "warm"), .init(ko: "깔끔한", en: "neat"),
        .init(ko: "포근한", en: "cozy"), .init(ko: "작은", en: "tiny"), .init(ko: "빠른", en: "fast"),
        .init(ko: "예리한", en: "keen"), .init(ko: "자유로운", en: "free"), .init(ko: "귀여운", en: "cute"),
        .init(ko: "느긋한", en: "lazy"), .init(ko: "바쁜", en: "busy"), .init(ko: "부드러운", en: "soft"),
        .init(ko: "순한", en: "mild"), .init(ko: "착한", en: "nice"),
    ]

    static let animals: [Word] = [
        .init(ko: "여우", en: "fox"), .init(ko: "부엉이", en: "owl"), .init(ko: "고양이", en: "cat"),
        .init(ko: "곰", en: "bear"), .init(ko: "늑대", en: "wolf"), .init(ko: "사슴", en: "deer"),
        .init(ko: "물개", en: "seal"), .init(ko: "오리", en: "duck"), .init(ko: "개구리", en: "frog"),
        .init(ko: "사자", en: "lion"), .init(ko: "호랑이", en: "tiger"), .init(ko: "수달", en: "otter"),
        .init(ko: "판다", en: "panda"), .init(ko: "코알라", en: "koala"), .init(ko: "얼룩말", en: "zebra"),
        .init(ko: "염소", en: "goat"), .init(ko: "매", en: "hawk"), .init(ko: "백조", en: "swan"),
        .init(ko: "게", en: "crab"), .init(ko: "양", en: "sheep"), .init(ko: "두더지", en: "mole"),
        .init(ko: "토끼", en: "bunny"), .init(ko: "고래", en: "whale"), .init(ko: "상어", en: "shark"),
        .init(ko: "강아지", en: "puppy"), .init(ko: "말", en: "horse"), .init(ko: "낙타", en: "camel"),
        .init(ko: "오징어", en: "squid"), .init(ko: "독수리", en: "eagle"), .init(ko: "라마", en: "llama"),
    ]

    /// What one phone may be called in a room: the name of each spin, and the names to fall back
    /// on, in order, when the room already has the spin's name.
    struct Offer: Sendable {
        let device: String
        let language: Language
        let secret: AppSecret

        /// The name spin `spin` (0…`spins`) offers in `room`.
        func name(in room: UUID, spin: Int) -> String { name(room, spin: spin, probe: 0) }

        /// The spin's name, or the first of its fall-backs no player in the room has (by
        /// `NicknameKey`): other pairs from the same spin, then the spin's animal and a number.
        func freeName(in room: UUID, spin: Int, taken: (String) -> Bool) -> String? {
            for probe in 0..<24 {
                let candidate = name(room, spin: spin, probe: probe)
                if !taken(NicknameKey.make(candidate)) { return candidate }
            }
            let animal = pair(room, spin: spin, probe: 0).animal.text(language)
            return (2...999).lazy.map { "\(animal) \($0)" }.first { !taken(NicknameKey.make($0)) }
        }

        private func name(_ room: UUID, spin: Int, probe: Int) -> String {
            let (adjective, animal) = pair(room, spin: spin, probe: probe)
            return adjective.text(language) + " " + animal.text(language)
        }

        private func pair(_ room: UUID, spin: Int, probe: Int) -> (adjective: Word, animal: Word) {
            let digest = secret.sign(
                "\(room.uuidString.lowercased())/\(device)/\(spin)/\(probe)", purpose: "friendly-name")
            let value = UInt64(digest.prefix(12), radix: 16) ?? 0
            let adjective = FriendlyNames.adjectives[Int(value % UInt64(FriendlyNames.adjectives.count))]
            let animal = FriendlyNames.animals[Int((value >> 24) % UInt64(FriendlyNames.animals.count))]
            return (adjective, animal)
        }
    }
}
