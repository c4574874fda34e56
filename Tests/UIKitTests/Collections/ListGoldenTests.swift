// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// What modern lists look like on a modern phone: plain and inset grouped, with headers, disclosure indicators
/// and a checkmark.
@MainActor
@Suite("List rendering")
struct ListGoldenTests {
    private func render(_ appearance: UICollectionLayoutListConfiguration.Appearance, named name: String) throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        let scene = try ListScene(configuration, profile: .modernPhone)
        scene.accessories = ["Wi-Fi": [.label(text: "Home"), .disclosureIndicator()],
                             "Bluetooth": [.label(text: "On"), .disclosureIndicator()],
                             "Notifications": [.disclosureIndicator()], "Sounds": [.disclosureIndicator()],
                             "Focus": [.checkmark()], "General": [.disclosureIndicator()]]
        scene.show([("Connections", ["Wi-Fi", "Bluetooth", "Mobile Data"]),
                    ("Alerts", ["Notifications", "Sounds", "Focus"]), ("Device", ["General"])])
        scene.device.advance(by: 1.0 / 60)
        let top = DeviceProfile.modernPhone.statusBarHeight
        let image = try #require(scene.device.screenshot().cropping(
            to: CGRect(x: 0, y: top * 3, width: 393 * 3, height: 480 * 3)))
        try assertGolden(image, named: name, suite: "Collections", filePath: uikitTestsRootFile())
    }

    @Test("Golden: a plain list with section headers, accessories and a checkmark")
    func plainList() throws { try render(.plain, named: "list-plain") }

    @Test("Golden: an inset grouped list with section headers, accessories and a checkmark")
    func insetGroupedList() throws { try render(.insetGrouped, named: "list-inset-grouped") }
}
