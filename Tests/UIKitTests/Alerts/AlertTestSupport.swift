// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A launched device on `profile` whose key window shows a striped backdrop (so the dimming shows in goldens).
@MainActor
func launchedAlertDevice(_ profile: DeviceProfile = .iPhone3GS) throws -> (HeadlessDevice, UIWindow) {
    let device = try HeadlessDevice(profile: profile)
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    window.backgroundColor = .white
    let size = window.bounds.size
    for i in 0..<8 {
        let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(i) * size.height / 8, width: size.width,
                                          height: size.height / 16))
        stripe.backgroundColor = [UIColor.systemOrange, .systemTeal, .systemPurple, .systemGreen][i % 4]
        window.addSubview(stripe)
    }
    device.advance(by: 1.0 / 60)
    return (device, window)
}

/// The centre of button `index` of `content`, in screen points.
@MainActor
func screenCenter(ofButton index: Int, in content: AlertContentView) throws -> CGPoint {
    let frame = try #require(content.buttonFrame(at: index))
    return content.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
}

/// Records every delegate message of alert views and action sheets, in order.
@MainActor
final class AlertDelegateLog: NSObject, UIAlertViewDelegate, UIActionSheetDelegate {
    var calls: [String] = []
    var enableFirstOther = true

    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) { calls.append("clicked \(buttonIndex)") }
    func willPresent(_ alertView: UIAlertView) { calls.append("willPresent") }
    func didPresent(_ alertView: UIAlertView) { calls.append("didPresent") }
    func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {
        calls.append("willDismiss \(buttonIndex)")
    }
    func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {
        calls.append("didDismiss \(buttonIndex)")
    }
    func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool {
        calls.append("shouldEnable")
        return enableFirstOther
    }

    func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {
        calls.append("clicked \(buttonIndex)")
    }
    func willPresent(_ actionSheet: UIActionSheet) { calls.append("willPresent") }
    func didPresent(_ actionSheet: UIActionSheet) { calls.append("didPresent") }
    func actionSheet(_ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int) {
        calls.append("willDismiss \(buttonIndex)")
    }
    func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int) {
        calls.append("didDismiss \(buttonIndex)")
    }
}
