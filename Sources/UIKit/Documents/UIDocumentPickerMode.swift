// SPDX-License-Identifier: Apache-2.0

/// The kind of file transfer a document picker created with the iOS 8–13 initialisers performs (deprecated in
/// iOS 14, which says it through the initialiser: open or export, as a copy or not).
@available(iOS, introduced: 8.0, deprecated: 14.0, message: "Use appropriate initializers instead")
public enum UIDocumentPickerMode: UInt, Sendable {
    /// Copies the chosen document into the app (its temporary `Inbox` folder): `init(forOpeningContentTypes:asCopy:
    /// true)`.
    case `import` = 0
    /// Opens the chosen document where it is: `init(forOpeningContentTypes:asCopy: false)`.
    case open = 1
    /// Copies the app's document out to Files: `init(forExporting:asCopy: true)`.
    case exportToService = 2
    /// Moves the app's document out to Files: `init(forExporting:asCopy: false)`.
    case moveToService = 3
}
