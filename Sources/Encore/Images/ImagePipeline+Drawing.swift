import Foundation

extension ImagePipeline {
    /// A preview card this site drew, if it is kept in memory or on disk: a chat app fetching the
    /// same card again costs no drawing and no allowance.
    func keptCard(key: String) async -> Data? {
        let cacheKey = Self.cardKey(key)
        if let cached = memory.get(cacheKey) { return cached }
        guard let stored = await disk.get(cacheKey) else { return nil }
        memory.put(cacheKey, stored)
        return stored
    }

    /// A preview card this site drew, as a JPEG, kept in memory and on disk by `key` (the card's
    /// signature). Cards are drawn in slots of their own (`cardLimiter`), never in the slots posters
    /// and room step images wait for: about 85,000 distinct daily cards can be asked for, each ~90 ms
    /// to draw, and 64 at once once turned every other picture into a 503 (#52.2). Past the card
    /// queue the answer is `ImageError.busy` (503 with Retry-After), never a 500. The caller asked
    /// `keptCard` first; a card a concurrent request just drew is in memory.
    func drawn(_ card: PreviewCard, key: String) async throws -> Data {
        let cacheKey = Self.cardKey(key)
        return try await renders.run(cacheKey) { [self] in
            if let cached = memory.get(cacheKey) { return cached }
            let data: Data
            do {
                data = try await cardLimiter.run { try card.jpeg() }
            } catch is TransformLimiter.Busy {
                metrics.busy.increment()
                throw ImageError.busy
            }
            await disk.put(cacheKey, data)
            memory.put(cacheKey, data)
            return data
        }
    }

    static func cardKey(_ signature: String) -> String {
        Hex.sha256(Data("\(version)/card/\(signature)".utf8))
    }
}
