// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A service an activity view controller offers for the items it shares: subclass it for an app's own services
/// (a "Send to my server" action), as on iOS.
///
/// The activity view controller asks ``canPerform(withActivityItems:)`` with the items (placeholders of item
/// sources) to decide whether to show the activity; when the user chooses it, ``prepare(withActivityItems:)``
/// receives the resolved items, then either the ``activityViewController`` is presented or ``perform()`` runs.
/// Either way the activity must call ``activityDidFinish(_:)`` when it is done, which dismisses the sheet and
/// calls the view controller's completion handler.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// The kind of a service, named by a string (the system's are constants below; apps use reverse-DNS names).
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The type's name, such as `com.apple.UIKit.activity.Mail`; two types are equal when their names are.
        public let rawValue: String
        /// Creates a type from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a type from its name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Where the sheet shows an activity: sharing services in the row of icons, actions in the list below.
    public enum Category: Int, Sendable {
        /// An action on the items (Copy, Print): the list.
        case action
        /// A destination the items are shared to (Messages, Mail): the row of icons.
        case share
    }

    /// The activity's category (`.action` by default); override to show a subclass in the share row.
    open class var activityCategory: Category { .action }

    /// The activity's type, reported to the completion handler (nil by default).
    open var activityType: ActivityType? { nil }
    /// The title shown under or beside the activity's icon (nil by default: the activity is not shown).
    open var activityTitle: String? { nil }
    /// The icon (nil by default: a generic one is drawn). Template images are tinted as on iOS.
    open var activityImage: UIImage? { nil }

    /// Whether the activity can act on `activityItems` (false by default: the activity is not shown).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Receives the items before the activity is performed or its view controller shown. The default does nothing.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A view controller to present for the activity instead of ``perform()`` (nil by default).
    open var activityViewController: UIViewController? { nil }

    /// Performs the activity without a user interface; call ``activityDidFinish(_:)`` when done. The default
    /// finishes at once, not completed.
    open func perform() { activityDidFinish(false) }

    /// Tells the system the activity is finished: the activity view controller is dismissed and its completion
    /// handler called with `completed`. Calling it again is ignored.
    open func activityDidFinish(_ completed: Bool) {
        let finish = onFinish
        onFinish = nil
        finish?(completed)
    }

    /// Set by the activity view controller while the activity runs.
    package var onFinish: ((Bool) -> Void)?
}

extension UIActivity.ActivityType {
    /// Posts to Facebook.
    public static let postToFacebook = Self("com.apple.UIKit.activity.PostToFacebook")
    /// Posts to Twitter.
    public static let postToTwitter = Self("com.apple.UIKit.activity.PostToTwitter")
    /// Posts to Weibo.
    public static let postToWeibo = Self("com.apple.UIKit.activity.PostToWeibo")
    /// Sends a message.
    public static let message = Self("com.apple.UIKit.activity.Message")
    /// Sends an email.
    public static let mail = Self("com.apple.UIKit.activity.Mail")
    /// Prints.
    public static let print = Self("com.apple.UIKit.activity.Print")
    /// Copies the items to the general pasteboard.
    public static let copyToPasteboard = Self("com.apple.UIKit.activity.CopyToPasteboard")
    /// Assigns an image to a contact.
    public static let assignToContact = Self("com.apple.UIKit.activity.AssignToContact")
    /// Saves images and videos to the photo library.
    public static let saveToCameraRoll = Self("com.apple.UIKit.activity.SaveToCameraRoll")
    /// Adds a URL to Safari's reading list.
    public static let addToReadingList = Self("com.apple.UIKit.activity.AddToReadingList")
    /// Posts to Flickr.
    public static let postToFlickr = Self("com.apple.UIKit.activity.PostToFlickr")
    /// Posts to Vimeo.
    public static let postToVimeo = Self("com.apple.UIKit.activity.PostToVimeo")
    /// Posts to Tencent Weibo.
    public static let postToTencentWeibo = Self("com.apple.UIKit.activity.TencentWeibo")
    /// Sends with AirDrop.
    public static let airDrop = Self("com.apple.UIKit.activity.AirDrop")
    /// Opens in Books.
    public static let openInIBooks = Self("com.apple.UIKit.activity.OpenInIBooks")
    /// Marks up as PDF.
    public static let markupAsPDF = Self("com.apple.UIKit.activity.MarkupAsPDF")
    /// Shares with SharePlay.
    public static let sharePlay = Self("com.apple.UIKit.activity.SharePlay")
    /// Collaborates by copying a link.
    public static let collaborationCopyLink = Self("com.apple.UIKit.activity.CollaborationCopyLink")
    /// Collaborates by invitation.
    public static let collaborationInviteWithLink = Self("com.apple.UIKit.activity.CollaborationInviteWithLink")
    /// Adds to the Home Screen.
    public static let addToHomeScreen = Self("com.apple.UIKit.activity.AddToHomeScreen")
}
