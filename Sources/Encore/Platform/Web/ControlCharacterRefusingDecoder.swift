import Foundation
import Vapor

/// Decodes a JSON body as Vapor's own decoder does, then refuses it with a 422 naming
/// the field when a text the route takes holds a control character (`ControlCharacters`): fields a
/// client adds that the route does not read are not judged. Most bodies hold nothing that could be
/// one (`mayHoldOne`); those that might are checked on the decoded value, encoded again as JSON.
struct ControlCharacterRefusingDecoder: ContentDecoder {
    let base: any ContentDecoder
    let mayHoldOne: @Sendable (ByteBuffer) -> Bool

    func decode<D: Decodable>(_ type: D.Type, from body: ByteBuffer, headers: HTTPHeaders) throws -> D {
        try checked(base.decode(type, from: body, headers: headers), body)
    }

    func decode<D: Decodable>(
        _ type: D.Type, from body: ByteBuffer, headers: HTTPHeaders, userInfo: [CodingUserInfoKey: any Sendable]
    ) throws -> D {
        try checked(base.decode(type, from: body, headers: headers, userInfo: userInfo), body)
    }

    private func checked<D>(_ value: D, _ body: ByteBuffer) throws -> D {
        guard mayHoldOne(body), let encodable = value as? any Encodable,
            let json = try? JSONEncoder().encode(encodable),
            let field = ControlCharacterSearch.field(inJSON: ByteBuffer(data: json))
        else { return value }
        throw FieldProblem(field, ControlCharacterMiddleware.key)
    }
}
