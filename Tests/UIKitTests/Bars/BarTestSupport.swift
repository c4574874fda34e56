// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A launched device of `profile` and its key window (white).
@MainActor
func barTestWindow(_ profile: DeviceProfile = .iPhone3GS) throws -> (HeadlessDevice, UIWindow) {
    let device = try HeadlessDevice(profile: profile)
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    window.backgroundColor = .white
    return (device, window)
}

/// Records a navigation bar delegate's calls and answers `shouldPop` with `allowPop`.
@MainActor
final class RecordingNavigationBarDelegate: UINavigationBarDelegate {
    var allowPop = true
    var calls: [String] = []
    var position: UIBarPosition = .any

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        calls.append("shouldPop \(item.title ?? "")")
        return allowPop
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        calls.append("didPop \(item.title ?? "")")
    }
    func position(for bar: UIBarPositioning) -> UIBarPosition { position }
}

/// Records a tab bar delegate's selections.
@MainActor
final class RecordingTabBarDelegate: UITabBarDelegate {
    var selected: [String] = []
    var customizing: [String] = []
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title ?? "") }
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) { customizing.append("willBegin") }
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) { customizing.append("didBegin") }
}

/// A rectangle as "x,y wxh" with whole or half points, for structural dumps.
func rectText(_ rect: CGRect) -> String {
    func f(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v)) }
    return "\(f(rect.minX)),\(f(rect.minY)) \(f(rect.width))x\(f(rect.height))"
}

/// The centre of `view` in window coordinates.
@MainActor
func windowCentre(of view: UIView) -> CGPoint {
    let frame = view.convert(view.bounds, to: nil)
    return CGPoint(x: frame.midX, y: frame.midY)
}
