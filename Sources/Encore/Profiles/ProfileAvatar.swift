import Foundation

extension ImageURLSigner {
    /// The profile's uploaded avatar through the image pipeline, or its generated monogram.
    func avatarURL(of profile: Profile, size: Int = 128) -> String {
        avatarURL(id: profile.id, nickname: profile.nickname, upload: profile.avatarUpload, size: size)
    }

    /// The same for a profile read as a plain row (a pack listing's maker).
    func avatarURL(id: UUID?, nickname: String, upload: String?, size: Int = 128) -> String {
        guard let hash = upload else { return Links.monogram(id: id, nickname: nickname) }
        return path(.avatar(size: size), .upload(hash: hash))
    }
}
