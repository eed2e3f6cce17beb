/// One choice of a `<select>` or radio group as templates print it: value, label string key, chosen.
struct ChoiceOption: Encodable, Hashable {
    let value: String
    let labelKey: String
    let selected: Bool

    /// One option per case, labelled `prefix + rawValue`. With `includingNone`, first an option with
    /// value "" labelled `prefix + "all"`, chosen when nothing is selected.
    static func list<T: RawRepresentable & Equatable>(
        _ all: [T], selected: T?, prefix: String, includingNone: Bool = false
    ) -> [ChoiceOption]
    where T.RawValue == String {
        let none = includingNone ? [ChoiceOption(value: "", labelKey: prefix + "all", selected: selected == nil)] : []
        return none
            + all.map { ChoiceOption(value: $0.rawValue, labelKey: prefix + $0.rawValue, selected: $0 == selected) }
    }
}
