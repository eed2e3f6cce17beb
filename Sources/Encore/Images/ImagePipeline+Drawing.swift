import Foundation

extension ImagePipeline {
    /// A preview card this site drew, as a JPEG, rendered in a transform slot like any image and
    /// kept in the memory cache by `key` (the card's signature): a chat app fetching the same card
    /// again is answered from memory.
    func drawn(_ card: PreviewCard, key: String) async throws -> Data {
        let cacheKey = "drawn:" + key
        if let cached = memory.get(cacheKey) { return cached }
        let data = try await limiter.run { try card.jpeg() }
        memory.put(cacheKey, data)
        return data
    }
}
