// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A plain table controller with `rows` rows ("Row n").
@MainActor
final class AppearanceRowsController: UITableViewController {
    var rows: Int

    init(rows: Int) {
        self.rows = rows
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// An appearance with an opaque background of `color`.
@MainActor
func opaqueNavigationAppearance(_ color: UIColor) -> UINavigationBarAppearance {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = color
    return appearance
}

/// A launched modern device whose window shows `root`.
@MainActor
func appearanceDevice(_ root: UIViewController, profile: DeviceProfile = .modernPhone) throws -> (HeadlessDevice, UIWindow) {
    let device = try HeadlessDevice(profile: profile)
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    window.rootViewController = root
    device.advance(by: 0.1)
    return (device, window)
}

/// The cross-fade overlays (old backgrounds fading out) inside `bar`.
@MainActor
func crossfadeOverlays(in bar: UIView) -> [BarBackgroundView] {
    bar.subviews.compactMap { $0 as? BarBackgroundView }.filter(\.isCrossfadeOverlay)
}
