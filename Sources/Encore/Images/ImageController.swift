import Vapor

extension EncodedFormat {
    var contentType: HTTPMediaType {
        switch self {
        case .jpeg: .jpeg
        case .webp: HTTPMediaType(type: "image", subType: "webp")
        case .gif: .gif
        }
    }
}

/// `GET /img/<signature>/<operation>/<source>`: signed, cached, downsampled images.
struct ImageController {
    let uploads: UploadFactory

    static let cacheControl = "public, max-age=31536000, immutable"

    /// Future-based so that 304s and memory-cache hits are answered on the event loop; only a miss
    /// goes to the async pipeline.
    func show(_ request: Request) -> EventLoopFuture<Response> {
        let signature = request.parameters.get(.signature) ?? ""
        let op = request.parameters.get(.operation) ?? ""
        let src = request.parameters.get(.source) ?? ""
        guard uploads.urls.isValid(signature, op, src) else {
            return request.eventLoop.makeFailedFuture(ImageError.badSignature)
        }
        guard let operation = ImageOperation(pathComponent: op), let (source, look) = uploads.urls.opened(src)
        else {
            return request.eventLoop.makeFailedFuture(ImageError.notFound)
        }
        // A removed upload's derived images may still sit in the caches: its original is the gate,
        // checked here for a local file, and for one in the database (a query) once a 304 is ruled
        // out: a client's own copy is not a new disclosure.
        let storage = self.uploads.pipeline.uploads
        var uploadElsewhere: String?
        if case .upload(let hash) = source {
            if let file = storage.localFile(hash) {
                guard FileManager.default.fileExists(atPath: file.path) else {
                    return request.eventLoop.makeFailedFuture(ImageError.notFound)
                }
            } else {
                uploadElsewhere = hash
            }
        }
        let storedElsewhere = uploadElsewhere
        let format = EncodedFormat.negotiate(
            accept: request.headers.first(name: .accept), animated: operation.isAnimated)
        // Output is a pure function of these, so the ETag is known before any work is done.
        let etag = "\"\(signature)-\(format.rawValue)-\(ImagePipeline.version)\""
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .eTag, value: etag)
        headers.replaceOrAdd(name: .cacheControl, value: Self.cacheControl)
        headers.replaceOrAdd(name: .vary, value: "Accept")
        if request.headers.first(name: .ifNoneMatch)?.split(separator: ",").contains(where: {
            $0.trimmingCharacters(in: .whitespaces) == etag
        }) == true {
            return request.eventLoop.makeSucceededFuture(Response(status: .notModified, headers: headers))
        }
        headers.contentType = format.contentType
        let images = self.uploads.pipeline
        // A sealed address is one scope's (a play, a pack): its render has that scope's look.
        let variant = look
        if storedElsewhere == nil, let hit = images.cachedImage(operation, of: source, as: format, variant: variant) {
            return request.eventLoop.makeSucceededFuture(
                Response(status: .ok, headers: headers, body: .init(data: hit)))
        }
        let finalHeaders = headers
        return request.eventLoop.makeFutureWithTask {
            if let hash = storedElsewhere, try await !storage.contains(hash) { throw ImageError.notFound }
            let data = try await images.image(operation, of: source, as: format, variant: variant)
            return Response(status: .ok, headers: finalHeaders, body: .init(data: data))
        }
    }
}
