// SPDX-License-Identifier: Apache-2.0

import Foundation
import HostInterface
import StoryboardsKit
import Testing
import TouchstoneTesting
@testable import UIKit

/// The Storyboards example's demo session (`Examples/Storyboards/demo-session.json`, what
/// `make demo APP=storyboards` plays without a display): through the real launcher, and step by step with each
/// segue's outcome checked and the end frame compared with its golden.
@MainActor
@Suite("Storyboards demo session", .serialized)
struct StoryboardsReplayTests {
    /// The committed demo session.
    static let sessionPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/Storyboards/demo-session.json").standardizedFileURL.path

    @Test("Replaying the demo session through the launcher adds a palm with the form and ends on its detail")
    func demoSession() throws {
        let script = try InputScript(contentsOf: Self.sessionPath)
        #expect(script.device == "iphone4")
        let bundle = try #require(StoryboardsResources.bundle)
        AppBundle.main = bundle
        let delegate = StoryboardsAppDelegate()
        #expect(DemoReplay.run(delegate, session: Self.sessionPath, bundle: bundle) == 0)
        let navigation = try #require(delegate.navigationController)
        let plants = try #require(delegate.plantsController)
        #expect(plants.plants.count == Plant.starters.count + 1)
        #expect(plants.plants.last == Plant(name: "New Palm 1", kind: .palm))
        let detail = try #require(navigation.topViewController as? PlantDetailViewController)
        #expect(detail.plant == plants.plants.last)
        #expect(navigation.viewControllers.count == 2 && navigation.presentedViewController == nil)
    }

    @Test("Step by step: cell segue to the detail, back, modal form, Palm, Save unwinds and adds it, its detail; the end frame")
    func demoSessionSteps() throws {
        let app = try StoryboardsFixture()
        let session = try StoryboardsSession(path: Self.sessionPath, device: app.device)

        // 0.5 s: the second row's cell segue pushes its plant's detail, given the plant by prepare(for:sender:).
        session.play(until: 1.9)
        let cactus = try #require(app.navigation.topViewController as? PlantDetailViewController)
        #expect(cactus.plant == Plant.starters[1])
        #expect(cactus.title == "Golden Barrel" && cactus.nameLabel.text == "Golden Barrel")
        #expect(cactus.careLabel.text == Plant.Kind.cactus.care)
        #expect(cactus.pictureView.image?.scale == 2)
        #expect(cactus.view.backgroundColor == UIColor(red: 0.95, green: 0.98, blue: 0.94, alpha: 1))

        // 2 s: Back.
        session.play(until: 2.9)
        #expect(app.navigation.topViewController === app.plants)

        // 3 s: + presents the form modally, full screen.
        session.play(until: 3.9)
        let form = try #require(app.navigation.presentedViewController as? AddPlantViewController)
        #expect(form.modalPresentationStyle == .fullScreen)
        #expect(form.chosenKind == .fern && form.kindControl.numberOfSegments == 3)

        // 4 s: Palm.
        session.play(until: 4.4)
        #expect(form.chosenKind == .palm)

        // 4.5 s: Save unwinds to the list, which adds the plant; the form is dismissed.
        session.play(until: 5.9)
        #expect(app.navigation.presentedViewController == nil)
        #expect(app.plants.plants.last == Plant(name: "New Palm 1", kind: .palm))
        #expect(app.plants.tableView.numberOfRows(inSection: 0) == Plant.starters.count + 1)

        // 6 s: the new row shows the new plant's detail.
        session.play(until: 8)
        let palm = try #require(app.navigation.topViewController as? PlantDetailViewController)
        #expect(palm.plant == Plant(name: "New Palm 1", kind: .palm))
        try assertGolden(app.device.screenshot(), named: "end-frame", suite: "StoryboardsTests")
    }
}
