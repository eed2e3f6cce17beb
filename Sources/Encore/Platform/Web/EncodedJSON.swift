import Vapor

/// A JSON body encoded once, with the encoder every route's `Content` uses, to be sent as it is:
/// for answers that are the same for everyone until their data changes (the idol periods,
/// 49 groups: encoding them on every request was half of its CPU).
struct EncodedJSON: Sendable {
    let body: ByteBuffer

    init<Value: Encodable>(_ value: Value) throws {
        var body = ByteBuffer()
        var headers = HTTPHeaders()
        try ContentConfiguration.global.requireEncoder(for: .json).encode(value, to: &body, headers: &headers)
        self.body = body
    }

    var response: Response {
        let response = Response(status: .ok, body: .init(buffer: body))
        response.headers.contentType = .json
        return response
    }
}
