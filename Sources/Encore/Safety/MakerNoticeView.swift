import Foundation

/// A maker's notices as `safety/notices.leaf` shows them: what happened to which of their things,
/// why, and a button that dismisses each (back to the page it was on).
struct MakerNoticeView: Encodable, Hashable, Sendable {
    let messageKey: String
    let title: String
    let reasonKey: String?
    let dismissPath: String
    let next: String

    init(_ notice: MakerNotices.Notice, next: String) {
        messageKey = "notices.\(notice.subject_kind).\(notice.action)"
        title = notice.title
        reasonKey = notice.reason.map { "reports.reason.\($0)" }
        dismissPath = Site.noticeDismiss.link(notice.id)
        self.next = next
    }
}
