// SPDX-License-Identifier: Apache-2.0

import Foundation
import MotionSensors

/// The simulated device: its model and system, and how it is held.
///
/// The orientation follows the device as the simulator's rotate keys or `HeadlessDevice.rotate(to:)` turn it;
/// each change posts ``orientationDidChangeNotification`` (UIKit's own autorotation keeps orientation
/// notifications on, so they arrive whether or not the app called ``beginGeneratingDeviceOrientationNotifications()``;
/// the calls are counted, as UIKit nests them).
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device the app runs on.
    public static var current: UIDevice { shared }
    private static let shared = UIDevice()

    /// How the device is held (`.portrait` at launch).
    open package(set) var orientation: UIDeviceOrientation = .portrait
    private var generationCount = 0

    /// Whether the app asked for orientation notifications (``beginGeneratingDeviceOrientationNotifications()``
    /// more often than it ended them).
    open var isGeneratingDeviceOrientationNotifications: Bool { generationCount > 0 }

    /// Starts orientation notifications (calls nest); this turns the accelerometer on (guide §2.8.3).
    open func beginGeneratingDeviceOrientationNotifications() {
        generationCount += 1
        MotionEnvironment.current.sensor.requestPower(for: "UIDevice orientation")
    }

    /// Ends one ``beginGeneratingDeviceOrientationNotifications()``; an unbalanced call is ignored (logged).
    open func endGeneratingDeviceOrientationNotifications() {
        guard generationCount > 0 else {
            return UIKitDiagnostics.log("endGeneratingDeviceOrientationNotifications without begin; ignored")
        }
        generationCount -= 1
        MotionEnvironment.current.sensor.releasePower(for: "UIDevice orientation")
    }

    /// The device's name.
    open var name: String { "iPhone" }
    /// The model ("iPhone").
    open var model: String { "iPhone" }
    /// The model, localized ("iPhone").
    open var localizedModel: String { "iPhone" }
    /// The system's name: "iPhone OS" on the iPhone OS 3 profiles, "iOS" on the modern one.
    open var systemName: String { UIScreen.main.profile.hasModernInterface ? "iOS" : "iPhone OS" }
    /// The system's version: "3.1.3" on the iPhone OS 3 profiles, "17.0" on the modern one.
    open var systemVersion: String { UIScreen.main.profile.hasModernInterface ? "17.0" : "3.1.3" }
    /// The idiom: a phone.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// An identifier for the app's vendor on this device (iOS 6), the same on every launch: see
    /// `VendorIdentifier` for how it is derived (from the vendor part of the bundle identifier and the simulated
    /// device's data folder). Never nil on Touchstone.
    open var identifierForVendor: UUID? { VendorIdentifier.current() }
    /// Whether the app may run work in the background (true, iOS 4).
    open var isMultitaskingSupported: Bool { true }

    /// Posted after the device's orientation changed (object: the device).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

extension UIDeviceOrientation {
    /// The interface orientation that shows upright when the device is held this way: landscape left (home
    /// button on the right) shows the interface's landscape right, and so on; nil when the device lies flat or is
    /// unknown.
    package var interfaceOrientation: UIInterfaceOrientation? {
        switch self {
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeRight
        case .landscapeRight: return .landscapeLeft
        default: return nil
        }
    }

    /// The orientation after a quarter turn to the left (anticlockwise, seen from the front) or right; flat and
    /// unknown count as portrait.
    package func turned(left: Bool) -> UIDeviceOrientation {
        let ring: [UIDeviceOrientation] = [.portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight]
        let i = ring.firstIndex(of: self) ?? 0
        return ring[(i + (left ? 1 : 3)) % 4]
    }
}

extension UIInterfaceOrientation {
    /// The device orientation that shows this interface orientation upright.
    package var deviceOrientation: UIDeviceOrientation {
        switch self {
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeRight
        case .landscapeRight: return .landscapeLeft
        case .unknown: return .unknown
        }
    }
}

extension UIInterfaceOrientationMask {
    /// The mask holding just `orientation` (empty for `.unknown`).
    package init(orientation: UIInterfaceOrientation) {
        self = orientation == .unknown ? [] : UIInterfaceOrientationMask(rawValue: 1 << UInt(orientation.rawValue))
    }

    /// The mask the Info.plist's `UISupportedInterfaceOrientations` names (`UIInterfaceOrientationPortrait`, …);
    /// nil when the list is missing or names none.
    package init?(infoPlistValue value: Any?) {
        guard let names = value as? [String] else { return nil }
        var mask: UIInterfaceOrientationMask = []
        for name in names {
            switch name {
            case "UIInterfaceOrientationPortrait": mask.insert(.portrait)
            case "UIInterfaceOrientationPortraitUpsideDown": mask.insert(.portraitUpsideDown)
            case "UIInterfaceOrientationLandscapeLeft": mask.insert(.landscapeLeft)
            case "UIInterfaceOrientationLandscapeRight": mask.insert(.landscapeRight)
            default: UIKitDiagnostics.log("UISupportedInterfaceOrientations: unknown orientation '\(name)'; ignored")
            }
        }
        guard !mask.isEmpty else { return nil }
        self = mask
    }
}
