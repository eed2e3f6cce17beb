import Vapor

/// `POST /api/v1/uploads` (multipart, field `file`): stores a picture for use by avatars, quiz
/// posters and GIFs, and says how to show it.
struct UploadAPIController {
    let uploads: UploadFactory

    static let maxBody: ByteCount = "13mb"

    struct Form: Content { var file: File }

    struct UploadDTO: Content {
        let id: String
        let source: String
        let format: SourceFormat
        let width: Int
        let height: Int
        let frames: Int
        let bytes: Int
        let previewURL: String
        /// The 2:3 centre crop quiz posters are shown and revealed in.
        let posterURL: String
    }

    func create(_ request: Request) async throws -> Response {
        let profile = try request.requireProfile()
        let form = try request.content.decode(Form.self)
        let upload = try await uploads.service(request).accept(Data(buffer: form.file.data), by: profile)
        let operation: ImageOperation = upload.frames > 1 ? .animated(width: 320) : .thumbnail(width: 320)
        let dto = UploadDTO(
            id: upload.id ?? "", source: upload.source.pathComponent, format: upload.format,
            width: upload.width, height: upload.height, frames: upload.frames, bytes: upload.byteCount,
            previewURL: request.viewContext.imageURL(operation, upload.source),
            posterURL: request.viewContext.imageURL(.cover(width: 400), upload.source))
        return try await dto.encodeResponse(status: .created, for: request)
    }
}
