import Crypto
import Vapor

/// `GET /og/card.jpg?t=…&s=…&b=…[&q=…]&sig=…`: a page's preview card (`PreviewCard`) as a
/// 1200×630 JPEG, only for cards this site signed (else 404), cached by browsers and proxies.
struct PreviewCardController {
    static func key(_ secret: AppSecret) -> SymmetricKey { secret.derivedKey(purpose: "preview-card") }

    func image(_ request: Request) async throws -> Response {
        let fields = (try? request.query.decode([String: String].self)) ?? [:]
        guard let card = PreviewCard.verified(fields, key: Self.key(request.encore.secret)) else {
            throw GenericRefusal(.notFound)
        }
        let key = fields["sig"] ?? ""
        let pipeline = request.encore.images.pipeline
        let data: Data
        if let kept = await pipeline.keptCard(key: key) {
            data = kept
        } else {
            // Every past day's result codes make tens of thousands of validly signed cards.
            try await request.application.rateLimits(for: request).require(
                .cardsPerAddress, key: request.clientNetwork, message: "image.tooManyCards")
            data = try await pipeline.drawn(card, key: key)
        }
        let response = Response(status: .ok, body: .init(data: data))
        response.headers.contentType = .jpeg
        response.headers.replaceOrAdd(name: .cacheControl, value: "public, max-age=86400")
        return response
    }
}
