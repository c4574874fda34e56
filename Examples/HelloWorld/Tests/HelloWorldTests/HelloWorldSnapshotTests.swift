// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneSnapshotTesting
import TouchstoneTesting
import UIKit
@testable import HelloWorld

/// The app as it starts, compared with the reference in __Snapshots__ (the first run records it).
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
