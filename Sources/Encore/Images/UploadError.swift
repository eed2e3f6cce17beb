/// Why an upload is refused once the picture itself was accepted. `ServiceErrors` gives each its
/// status and message.
enum UploadError: ServiceError, Equatable {
    /// The profile's uploads already take (nearly) all of its quota.
    case quotaFull(megabytes: Int)
}
