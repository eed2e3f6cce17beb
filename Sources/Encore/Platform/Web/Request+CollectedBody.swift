import Vapor

extension Request {
    /// The body, collected now if it is still streaming, within the routes' default limit: a
    /// middleware that reads the body (CSRF's form field, control characters) runs before the route
    /// would collect it. Small bodies can arrive collected already, which skips Vapor's limit check,
    /// so the limit is applied to those too.
    func collectedBody() async throws -> ByteBuffer? {
        let limit = application.routes.defaultMaxBodySize.value
        if let data = body.data {
            guard data.readableBytes <= limit else { throw Abort(.payloadTooLarge) }
            return data
        }
        return try await body.collect(max: limit).get()
    }
}
