// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIDocument {
    /// The state of a document, as flags.
    public struct State: OptionSet, Sendable {
        /// The flags' bits.
        public let rawValue: UInt
        /// A state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Open, editable, with no errors: no flag set.
        public static let normal: State = []
        /// Not open (a new document, or one closed or that failed to open).
        public static let closed = State(rawValue: 1 << 0)
        /// Another version conflicts with this one (never set on Touchstone: no iCloud).
        public static let inConflict = State(rawValue: 1 << 1)
        /// The last save failed.
        public static let savingError = State(rawValue: 1 << 2)
        /// Editing is disabled (``UIDocument/disableEditing()``, and while reverting).
        public static let editingDisabled = State(rawValue: 1 << 3)
        /// A download or upload progress is available (never set on Touchstone).
        public static let progressAvailable = State(rawValue: 1 << 4)
    }

    /// What a change did to the document, for ``UIDocument/updateChangeCount(_:)``.
    public enum ChangeKind: Int, Sendable {
        /// A change was made.
        case done = 0
        /// A change was undone.
        case undone = 1
        /// An undone change was redone.
        case redone = 2
        /// The document was saved or reverted: no unsaved changes.
        case cleared = 3
    }

    /// Whether a save creates a new file or overwrites the existing one.
    public enum SaveOperation: Int, Sendable {
        /// The file is written for the first time.
        case forCreating = 0
        /// The file replaces its earlier contents.
        case forOverwriting = 1
    }

    /// Posted (object: the document) whenever ``UIDocument/documentState`` changes.
    public static let stateChangedNotification = Notification.Name("UIDocumentStateChangedNotification")
}
