import Leaf
import Vapor

/// `#imageURL(source, "w320")` in templates: the signed image path, so templates never build one.
/// `source` is an `ImageSource` path component as page contexts carry it (e.g. `u-<hash>`).
struct ImageURLTag: LeafTag {
    let signer: ImageURLSigner

    func render(_ ctx: LeafContext) throws -> LeafData {
        guard ctx.parameters.count == 2, let sourceText = ctx.parameters[0].string,
            let operationText = ctx.parameters[1].string,
            let source = ImageSource(pathComponent: sourceText),
            let operation = ImageOperation(pathComponent: operationText)
        else { throw TemplateError(message: "#imageURL needs an image source and a known operation") }
        return .string(signer.path(operation, source))
    }
}
