// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An object that moves data within an app and between apps: the general pasteboard for Cut, Copy and Paste,
/// the find pasteboard, and named app pasteboards (guide §2.3.8).
///
/// A pasteboard holds *items*; each item holds one or more *representations* of the same data keyed by type
/// identifiers (UTIs such as `"public.utf8-plain-text"`, `"public.png"` or an app's reverse-DNS
/// `"com.example.app.tile"`). Writers give as many representations as they can; readers take the richest one they
/// support. **Every write replaces the whole contents** (`setItems`, `setValue`, `setData`, the convenience
/// setters, and `addItems` too, as the iPhone OS 3 guide says), increments ``changeCount`` and posts
/// ``changedNotification``.
///
/// Pasteboard objects are handles: two objects with the same ``name`` read and write the same contents. They are
/// thread-safe. The contents belong to the running app's device (each headless device's general pasteboard starts
/// empty); in the simulator window the general pasteboard's text is also the desktop clipboard's. The general and
/// find pasteboards are persistent, as are named ones made so: they come back at the app's next launch (stored in
/// the app's data folder). Other named pasteboards last until the app quits.
open class UIPasteboard: NSObject, @unchecked Sendable {
    /// The name of a pasteboard.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name's string (`com.apple.UIKit.pboard.general` for the general pasteboard; an app's own names are
        /// whatever it chose or a generated unique string).
        public let rawValue: String
        /// Creates a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The general pasteboard's name: Cut, Copy and Paste of any kind of data.
        public static let general = Name("com.apple.UIKit.pboard.general")
        /// The find pasteboard's name: the text last searched for (a search bar writes it).
        @available(iOS, deprecated: 10.0, message: "The find pasteboard is no longer shared between apps")
        public static let find = Name("com.apple.UIKit.pboard.find")
    }

    /// Keys of `setItems(_:options:)`'s options.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string, as UIKit spells it (`com.apple.UIKit.pboard.expirationDate`, …).
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `Date` after which the items are removed (on the device's clock).
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
        /// A `Bool`: the items stay on this device (no Handoff; accepted and recorded).
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
    }

    /// The pasteboard's name.
    public let name: UIPasteboard.Name
    /// The server holding the contents (the app's that was current when the handle was made).
    package let server: PasteboardServer

    /// A handle on an existing board (no checks).
    package init(handleFor name: String, server: PasteboardServer) {
        self.name = Name(name)
        self.server = server
        super.init()
    }

    // MARK: Getting pasteboards

    /// The general pasteboard, for Cut, Copy and Paste (the same object each time, per app).
    open class var general: UIPasteboard {
        let server = PasteboardServer.current
        let name = Name.general.rawValue
        return server.canonicalHandle(name, else: UIPasteboard(handleFor: name, server: server))
    }

    /// The pasteboard called `pasteboardName`, creating it when `create` is true; nil when it does not exist and
    /// `create` is false. `.general` and `.find` always exist.
    public init?(name pasteboardName: UIPasteboard.Name, create: Bool) {
        let server = PasteboardServer.current
        if !server.exists(pasteboardName.rawValue) {
            guard create else { return nil }
            server.create(pasteboardName.rawValue)
        }
        self.name = pasteboardName
        self.server = server
        super.init()
        _ = server.canonicalHandle(pasteboardName.rawValue, else: self)
    }

    /// A new app pasteboard with a unique name (read it from ``name``); not persistent.
    open class func withUniqueName() -> UIPasteboard {
        let server = PasteboardServer.current
        let name = server.uniqueName()
        return server.canonicalHandle(name, else: UIPasteboard(handleFor: name, server: server))
    }

    /// Removes the app pasteboard `pasteboardName` (and its stored copy) and posts ``removedNotification``;
    /// afterwards `UIPasteboard(name:create: false)` returns nil for it. Removing the general or find pasteboard
    /// only empties it. An unknown name does nothing.
    open class func remove(withName pasteboardName: UIPasteboard.Name) {
        guard let handle = PasteboardServer.current.remove(pasteboardName.rawValue) else { return }
        NotificationCenter.default.post(name: removedNotification, object: handle)
    }

    // MARK: Persistence and changes

    /// Whether the pasteboard survives the app's quitting (true for the general and find pasteboards; false for
    /// app pasteboards until set). Setting it stores or forgets the pasteboard's copy in the app's data folder.
    open var isPersistent: Bool {
        get { server.read(name.rawValue) { $0.isPersistent } }
        set { server.setPersistent(name.rawValue, newValue) }
    }

    /// Makes the pasteboard persistent or not (``isPersistent``).
    @available(iOS, deprecated: 10.0, message: "Persistent named pasteboards are deprecated; use a shared container")
    open func setPersistent(_ persistent: Bool) { isPersistent = persistent }

    /// How many times the contents changed: incremented by every write (and by expiry or removal of the items).
    /// Compare with the value seen last to detect a change.
    open var changeCount: Int { server.read(name.rawValue) { $0.changeCount } }

    /// Posted after the contents change; `object` is the pasteboard, `userInfo` lists the representation types
    /// added (``changedTypesAddedUserInfoKey``) and removed (``changedTypesRemovedUserInfoKey``) as `[String]`.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// The `userInfo` key of ``changedNotification`` listing the types added.
    public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// The `userInfo` key of ``changedNotification`` listing the types removed.
    public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"
    /// Posted when an app pasteboard is removed (``remove(withName:)``); `object` is the pasteboard.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    /// The pasteboard for logs: its name, how many items it holds and its change count.
    open override var description: String {
        "<UIPasteboard \(name.rawValue): \(numberOfItems) item(s), changeCount \(changeCount)>"
    }
}
