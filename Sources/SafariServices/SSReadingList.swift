// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// The domain of `SSReadingList`'s errors.
public let SSReadingListErrorDomain = "SSReadingListErrorDomain"

/// Errors adding to the Reading List.
public struct SSReadingListError: CustomNSError, Hashable, Sendable {
    /// The failure codes.
    public enum Code: Int, Sendable {
        /// The URL's scheme is not `http` or `https`.
        case urlSchemeNotAllowed = 1
    }

    /// Which failure this is.
    public let code: Code

    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    /// `SSReadingListErrorDomain`.
    public static var errorDomain: String { SSReadingListErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// A description of the failure.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: "URL scheme not allowed for Reading List"] }

    /// `Code.urlSchemeNotAllowed`.
    public static var urlSchemeNotAllowed: Code { .urlSchemeNotAllowed }
}

/// The browser's Reading List, which apps add pages to (iOS 7+).
///
/// The simulated device keeps it in `Safari/ReadingList.plist` under the device's data root (a temporary folder
/// of the process when no app runs): an array of dictionaries with `URL`, `title`, `previewText` and `dateAdded`,
/// newest last. An unreadable file is logged and started afresh.
open class SSReadingList: NSObject, @unchecked Sendable {
    /// The file the list is kept in.
    package let file: URL
    private let lock = NSLock()

    /// The list kept in `file`.
    package init(file: URL) {
        self.file = file
        super.init()
    }

    /// The device's Reading List.
    @MainActor
    open class func `default`() -> SSReadingList? {
        let root = UIApplication.sharedIfPresent?.runtime?.container?.dataRoot
            ?? FileManager.default.temporaryDirectory.appendingPathComponent(
                "TouchstoneSafari-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        return SSReadingList(file: root.appendingPathComponent("Safari/ReadingList.plist"))
    }

    /// Whether `URL` can be added: `http` and `https` URLs only.
    open class func supportsURL(_ URL: URL) -> Bool {
        ["http", "https"].contains(URL.scheme?.lowercased() ?? "")
    }

    /// Adds the page at `URL` with an optional `title` and `previewText`; throws
    /// `SSReadingListError.urlSchemeNotAllowed` for URLs ``supportsURL(_:)`` refuses.
    open func addItem(with URL: URL, title: String?, previewText: String?) throws {
        guard Self.supportsURL(URL) else { throw SSReadingListError(.urlSchemeNotAllowed) }
        var entry: [String: Any] = ["URL": URL.absoluteString, "dateAdded": Date()]
        if let title { entry["title"] = title }
        if let previewText { entry["previewText"] = previewText }
        try lock.withLock {
            var entries = readEntries()
            entries.append(entry)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = try PropertyListSerialization.data(fromPropertyList: entries, format: .binary, options: 0)
            try data.write(to: file, options: .atomic)
        }
    }

    /// The list's entries, oldest first (for tests and the simulated browser).
    package var items: [[String: Any]] { lock.withLock { readEntries() } }

    private func readEntries() -> [[String: Any]] {
        guard let data = try? Data(contentsOf: file) else { return [] }
        guard let entries = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [[String: Any]] else {
            UIKitDiagnostics.log("SSReadingList: \(file.path) is not a property list of items; starting a new list")
            return []
        }
        return entries
    }
}
