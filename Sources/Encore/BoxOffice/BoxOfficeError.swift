/// Why the archive has no chart to give, in the box office's words. `ServiceErrors` gives each its
/// status and message.
enum BoxOfficeError: ServiceError, Equatable {
    /// A day or week whose chart cannot exist yet (today, an unfinished week).
    case notYet
    /// No KOBIS key and nothing archived for this chart: the section explains how to add one.
    case noKey
    /// KOBIS failed and nothing was archived to fall back on.
    case upstream(UpstreamError)
    /// A film code neither KOBIS nor the archive knows.
    case movieNotFound
}
