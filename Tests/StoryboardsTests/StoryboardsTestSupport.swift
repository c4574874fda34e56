// SPDX-License-Identifier: Apache-2.0

import Foundation
import HostInterface
import StoryboardsKit
import Testing
import TouchstoneTesting
import UIKit

/// The Storyboards example launched headless on an iPhone 4 (320×480 points) with its own app bundle, so UIKit
/// loads Main.storyboard (`UIMainStoryboardFile`) and the pictures from Storyboards.app.
@MainActor
struct StoryboardsFixture {
    let device: HeadlessDevice
    let delegate: StoryboardsAppDelegate
    let navigation: UINavigationController
    let plants: PlantsViewController

    init() throws {
        let bundle = try #require(StoryboardsResources.bundle)
        AppBundle.main = bundle
        device = try HeadlessDevice(profile: .iPhone4)
        delegate = StoryboardsAppDelegate()
        try device.launch(delegate: delegate, info: bundle.infoDictionary ?? [:])
        navigation = try #require(delegate.navigationController)
        plants = try #require(delegate.plantsController)
        device.advance(by: 0.1)
    }

    /// The window point at the centre of plant row `row`.
    func rowCentre(_ row: Int) -> CGPoint {
        let table = plants.tableView!
        let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
        return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }
}

/// Session playback: the script's events are queued on the device at once (shifted to start now),
/// and the test advances the device's clock to each step's time, checking the app in between.
@MainActor
struct StoryboardsSession {
    let device: HeadlessDevice
    private let start: Double

    init(path: String, device: HeadlessDevice) throws {
        self.device = device
        start = device.now
        device.inject(try InputScript(contentsOf: path).events.map { $0.shifted(by: start) })
    }

    /// Runs the device in 1/60 s frames until `time` seconds into the session.
    func play(until time: Double) {
        device.advance(by: start + time - device.now)
    }
}
