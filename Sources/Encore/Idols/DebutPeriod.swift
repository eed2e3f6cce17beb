/// The rows of the section home, one per span of debut years (KPGG's, extended to today). The
/// period of a group is always derived from its debut year, never typed into the data.
enum DebutPeriod: String, CaseIterable, Codable, Sendable {
    case from2006 = "2006-2008"
    case in2009 = "2009"
    case from2010 = "2010-2011"
    case from2012 = "2012-2013"
    case from2014 = "2014-2015"
    case from2016 = "2016-2019"
    case in2020 = "2020"
    case from2021 = "2021-2022"
    case since2023 = "2023-"

    var firstYear: Int {
        switch self {
        case .from2006: 2006
        case .in2009: 2009
        case .from2010: 2010
        case .from2012: 2012
        case .from2014: 2014
        case .from2016: 2016
        case .in2020: 2020
        case .from2021: 2021
        case .since2023: 2023
        }
    }

    /// The last year of the span; nil for the open-ended newest one.
    var lastYear: Int? {
        let all = Self.allCases
        let next = all.firstIndex(of: self)! + 1
        return next < all.count ? all[next].firstYear - 1 : nil
    }

    /// How the row is titled: `2006~2008`, `2009`, `2023~`.
    var label: String {
        guard let lastYear else { return "\(firstYear)~" }
        return lastYear == firstYear ? "\(firstYear)" : "\(firstYear)~\(lastYear)"
    }

    /// The span a debut year falls in; nil before 2006.
    init?(debutYear year: Int) {
        guard let period = Self.allCases.last(where: { $0.firstYear <= year }) else { return nil }
        self = period
    }
}
