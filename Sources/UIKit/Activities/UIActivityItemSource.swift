// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An object that stands in for an item an activity view controller shares, so the real data is made only for
/// the activity the user chooses (a smaller image for Messages, a subject for Mail).
@preconcurrency @MainActor
public protocol UIActivityItemSource: NSObjectProtocol {
    /// A placeholder of the item's type, used to decide which activities can act on it (the real item is not made
    /// yet).
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item to share with the chosen activity, or nil to share nothing for it.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    /// A subject for activities that have one (Mail). Optional: "" by default.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String
    /// The item's uniform type identifier for the activity. Optional: the type of the item by default.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String
    /// A thumbnail of the item for the activity. Optional: nil by default.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                suggestedSize size: CGSize) -> UIImage?
}

extension UIActivityItemSource {
    /// No subject.
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    /// The public type of the item: text, URL, image or data.
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String
    {
        switch activityViewControllerPlaceholderItem(activityViewController) {
        case is String, is NSAttributedString: return "public.plain-text"
        case is URL: return "public.url"
        case is UIImage: return "public.image"
        default: return "public.data"
        }
    }
    /// No thumbnail.
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                       suggestedSize size: CGSize) -> UIImage? { nil }
}

/// An item source that makes its item in an operation: subclass it and override ``item`` to compute the data
/// (on iOS in the background while the activity waits; here when the activity is chosen).
///
/// Not main-actor bound, as on iOS: it is an `Operation` and may run on any queue.
nonisolated open class UIActivityItemProvider: Operation, UIActivityItemSource, @unchecked Sendable {
    /// The placeholder given at creation.
    public let placeholderItem: Any?
    /// The activity the item is being made for (set before ``item`` is read).
    public private(set) var activityType: UIActivity.ActivityType?

    /// Creates a provider whose placeholder is `placeholderItem`.
    public init(placeholderItem: Any) {
        self.placeholderItem = placeholderItem
        super.init()
    }

    /// The item to share; override to make it (the placeholder by default).
    open var item: Any { placeholderItem ?? NSNull() }

    /// The placeholder given at creation (`NSNull` when it was nil).
    nonisolated public func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        placeholderItem ?? NSNull()
    }

    /// Records `activityType` in ``activityType`` and returns ``item``.
    nonisolated public func activityViewController(_ activityViewController: UIActivityViewController,
                                                   itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    {
        self.activityType = activityType
        return item
    }
}
