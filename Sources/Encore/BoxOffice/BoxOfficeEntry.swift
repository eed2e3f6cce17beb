import Foundation

/// One row of a KOBIS chart, read leniently (see KOBISValues.swift) from either list.
struct BoxOfficeEntry: Codable, Equatable, Sendable {
    let rank: Int
    /// Places gained since the previous chart (negative: lost). 0 for new entries.
    let rankChange: Int
    let isNew: Bool
    let movieCode: String
    let title: String
    let openDate: Day?
    let sales: Int64
    let salesShare: Double
    let salesTotal: Int64
    let audience: Int64
    let audienceChange: Int64
    let audienceTotal: Int64
    let screens: Int
    let shows: Int
}

/// The KOBIS row as sent: every number a string.
struct KOBISChartRow: Decodable {
    let entry: BoxOfficeEntry

    enum CodingKeys: String, CodingKey {
        case rank, rankInten, rankOldAndNew, movieCd, movieNm, openDt, salesAmt, salesShare, salesAcc
        case audiCnt, audiInten, audiAcc, scrnCnt, showCnt
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let rank = try c.kobisInt(.rank), let code = try c.kobisText(.movieCd),
            let title = try c.kobisText(.movieNm)
        else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "a chart row without rank, code or title"))
        }
        let isNew = (try c.kobisText(.rankOldAndNew))?.uppercased() == "NEW"
        entry = BoxOfficeEntry(
            rank: Int(rank), rankChange: isNew ? 0 : Int(try c.kobisInt(.rankInten) ?? 0), isNew: isNew,
            movieCode: code, title: title, openDate: try c.kobisDate(.openDt),
            sales: try c.kobisInt(.salesAmt) ?? 0, salesShare: try c.kobisDouble(.salesShare) ?? 0,
            salesTotal: try c.kobisInt(.salesAcc) ?? 0, audience: try c.kobisInt(.audiCnt) ?? 0,
            audienceChange: try c.kobisInt(.audiInten) ?? 0, audienceTotal: try c.kobisInt(.audiAcc) ?? 0,
            screens: Int(try c.kobisInt(.scrnCnt) ?? 0), shows: Int(try c.kobisInt(.showCnt) ?? 0))
    }
}

/// `{"boxOfficeResult":{…,"dailyBoxOfficeList"|"weeklyBoxOfficeList":[…]}}`, or the HTTP-200
/// error `{"faultInfo":{"message","errorCode"}}`.
struct KOBISChartResponse: Decodable {
    struct Result: Decodable {
        let showRange: String?
        let yearWeekTime: String?
        let rows: [KOBISChartRow]

        enum CodingKeys: String, CodingKey { case showRange, yearWeekTime, dailyBoxOfficeList, weeklyBoxOfficeList }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            showRange = try c.kobisText(.showRange)
            yearWeekTime = try c.kobisText(.yearWeekTime)
            rows =
                try c.decodeIfPresent([KOBISChartRow].self, forKey: .dailyBoxOfficeList)
                ?? c.decodeIfPresent([KOBISChartRow].self, forKey: .weeklyBoxOfficeList) ?? []
        }
    }

    let boxOfficeResult: Result
}

/// KOBIS's error body, sent with HTTP 200.
struct KOBISFault: Decodable {
    struct Info: Decodable {
        let message: String?
        let errorCode: String?
    }

    let faultInfo: Info

    /// Codes starting 32001 are about the key (320010 invalid key, 320011 …); other 3201xx codes
    /// are about parameters. The Korean message is never shown or matched: it echoes parameters.
    var error: UpstreamError {
        let code = faultInfo.errorCode ?? ""
        if code.hasPrefix("32001") { return .unauthorized }
        if code.hasPrefix("3201") { return .rejected }
        return .unavailable
    }
}
