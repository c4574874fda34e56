// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

extension HeadlessDevice {
    /// The bundle identifier an app launched without `CFBundleIdentifier` in its `info` gets its container by.
    public static let defaultBundleIdentifier = "com.example.headless"

    /// The launched app's container folder, `<data root>/Containers/<bundle id>` with `Documents/`,
    /// `Library/Preferences/`, `Library/Caches/`, `Library/Application Support/` and `tmp/`; nil before launch.
    ///
    /// In-process, Foundation's own folders (`NSHomeDirectory()`, `NSTemporaryDirectory()`,
    /// `FileManager.urls(for:in:)`) keep answering the test process's: they follow process-wide environment
    /// variables, which one test cannot change for its device alone. An app process (`--host headless`) answers
    /// inside its container (docs/ARCHITECTURE.md, "App container and sandbox").
    public var containerURL: URL? { application?.runtime?.container?.root }

    /// Makes the container of the app `info` describes under ``dataRoot`` (or a fresh temporary root).
    func makeContainer(info: [String: Any]) throws -> AppContainer {
        let root: URL
        if let dataRoot {
            root = dataRoot
        } else if let temporaryDataRoot {
            root = temporaryDataRoot.url
        } else {
            let made = try TemporaryDataRoot()
            temporaryDataRoot = made
            root = made.url
        }
        let identifier = info["CFBundleIdentifier"] as? String ?? Self.defaultBundleIdentifier
        let container = AppContainer(bundleIdentifier: identifier, dataRoot: root)
        try container.create()
        return container
    }
}

/// A data root made for one device under the system's temporary folder, removed with its last owner.
final class TemporaryDataRoot: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("touchstone-device-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
