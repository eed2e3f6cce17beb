import Vapor

/// Generated artwork instead of photos: a monogram on a colour derived from the stable id, square
/// with rounded corners for groups and round for members.
struct IdolArtController {
    let idols: IdolFactory

    func show(_ request: Request) async throws -> Response {
        guard let kind = request.parameters.get(.kind, as: IdolArtKind.self)?.kind,
            let id = request.parameters.get(.file, as: IdolArtFile.self)?.id, IdolDataRules.isSlug(id)
        else { throw GenericRefusal(.notFound) }
        let directory = try idols.directory(request)
        let monogram: Monogram
        switch kind {
        case .group:
            guard let group = try await directory.groupRow(id: id) else {
                throw GenericRefusal(.notFound)
            }
            monogram = Monogram(
                seed: Array(id.utf8), label: group.nameRomanized, initials: Self.initials(group.nameRomanized),
                shape: .roundedSquare)
        case .member:
            guard let member = try await directory.memberRow(id: id) else {
                throw GenericRefusal(.notFound)
            }
            monogram = Monogram(
                seed: Array(id.utf8), label: member.stageNameRomanized, initials: String(member.stageNameKo.prefix(1)),
                shape: .circle)
        }
        let response = Response(status: .ok, body: .init(string: monogram.svg))
        response.headers.contentType = .svg
        response.headers.replaceOrAdd(name: .cacheControl, value: "public, max-age=86400")
        return response
    }

    /// Up to two letters or digits of a romanised name: `(G)I-DLE` → `GI`, `TWICE` → `TW`.
    static func initials(_ name: String) -> String {
        String(name.filter { $0.isLetter || $0.isNumber }.prefix(2)).uppercased()
    }
}
