import Foundation
import VaporTesting

@testable import Encore

extension TestBrowser {
    /// Uploads a GIF to the library through the API, as the front end would, with a title and tags.
    @discardableResult
    func uploadGif(_ data: Data, title: String?, tags: String? = nil, path: String = "/api/v1/gifs/mine") async throws
        -> TestingHTTPResponse
    {
        if csrfToken == nil { try await get("/") }
        let boundary = "encore-gif-boundary"
        var body = Data()
        func field(_ name: String, _ value: String) {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        if let title { field("title", title) }
        if let tags { field("tags", tags) }
        body += Data(
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.gif\"\r\nContent-Type: image/gif\r\n\r\n"
                .utf8)
        body += data + Data("\r\n--\(boundary)--\r\n".utf8)
        let headers: HTTPHeaders = [
            "Content-Type": "multipart/form-data; boundary=\(boundary)", CSRFMiddleware.headerName: csrfToken ?? "",
        ]
        let separator = path.contains("?") ? "&" : "?"
        return try await send(
            .POST, path + separator + "_csrf=\(csrfToken ?? "")", headers: headers, body: ByteBuffer(data: body))
    }

    func uploadedGif(_ title: String, tags: String? = nil) async throws -> UploadedGifDTO {
        try await uploadGif(try TestImages.gif(width: 40, height: 30, frames: 3), title: title, tags: tags).content
            .decode(UploadedGifDTO.self)
    }
}
