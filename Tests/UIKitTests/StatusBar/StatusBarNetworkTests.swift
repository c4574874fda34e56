// SPDX-License-Identifier: Apache-2.0

import SystemConfiguration
import Testing
import TouchstoneTesting
@testable import UIKit

/// The status bar's network icon: the Wi-Fi fan, the cellular badge, or the airplane in Airplane Mode
/// (docs/ARCHITECTURE.md, "Network state"). Each device pins the kind it shows (``AppRuntime/statusBarNetwork``),
/// so the process-wide simulated network other tests change never reaches these screens.
@MainActor
@Suite("Status bar network icon")
struct StatusBarNetworkTests {
    /// The bar's strip for each kind, top to bottom: Wi-Fi, cellular, none.
    private func strips(_ profile: DeviceProfile) throws -> [CGImage] {
        let (device, _) = try launchStatusBarApp(profile)
        let runtime = try #require(device.application?.runtime)
        var images: [CGImage] = []
        for kind in [SimulatedNetwork.Kind.wifi, .cellular, .none] {
            runtime.statusBarNetwork = kind
            device.advance(by: 1.0 / 60)
            images.append(statusBarStrip(device, points: profile.statusBarHeight))
        }
        return images
    }

    @Test("Goldens: Wi-Fi, cellular and Airplane Mode on every profile", arguments: DeviceProfile.all)
    func goldens(profile: DeviceProfile) throws {
        let name = profile.name.lowercased().replacingOccurrences(of: " ", with: "-")
        try assertGolden(stacked(try strips(profile)), named: "network-\(name)", suite: "StatusBar",
                         filePath: uikitTestsRootFile())
    }

    @Test("Each kind draws differently, and only the network's side of the bar changes")
    func kindsDiffer() throws {
        let profile = DeviceProfile.iPhone4
        let images = try strips(profile).map(RGBAImage.init)
        #expect(images[0] != images[1] && images[1] != images[2] && images[0] != images[2])
        // The right part (the time and the battery, from 60 % of the width on) is the same in all three.
        let image = images[0], from = image.width * 3 / 5
        func rightPart(_ picture: RGBAImage) -> [UInt8] {
            (0..<picture.height).flatMap { row in picture.pixels[(row * picture.width + from) * 4..<(row + 1) * picture.width * 4] }
        }
        #expect(rightPart(images[0]) == rightPart(images[1]))
        #expect(rightPart(images[0]) == rightPart(images[2]))
    }

    @Test("An in-process device shows Wi-Fi unless a test pins another kind")
    func pinnedByDefault() throws {
        let (device, _) = try launchStatusBarApp(.iPhone4)
        #expect(device.application?.runtime?.statusBarNetwork == .wifi)
    }
}
