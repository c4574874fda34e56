// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneSnapshotTesting
import TouchstoneTesting
import UIKit
@testable import HelloWorld

/// The app as it starts, compared with the references in __Snapshots__ (the first run records them).
///
/// Launched in-process by `HeadlessDevice`, the app's Bundle.main is the test runner's, not HelloWorld.app, so
/// `NSLocalizedString("greeting", …)` returns its key and the references show "greeting" (`swift run HelloWorld`
/// shows the localized greeting).
@MainActor
struct HelloWorldSnapshotTests {
    @Test func launchScreen() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(AppDelegate.self)
        let screen = UIImage(cgImage: device.screenshot(), scale: 2, orientation: .up)
        assertSnapshot(of: screen, as: .image)
    }

    @Test func greetingHierarchy() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(AppDelegate.self)
        let window = try #require(device.application?.keyWindow)
        // The launched window as text (the `.recursiveDescription` strategies' format).
        assertSnapshot(of: ViewHierarchyDescription.describe(window), as: .lines)
    }
}
