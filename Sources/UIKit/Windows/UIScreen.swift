// SPDX-License-Identifier: Apache-2.0

/// A device's screen as Touchstone simulates it: size in points and pixels per point.
public struct DeviceProfile: Equatable, Sendable, CustomStringConvertible {
    /// A short name, e.g. `"iPhone 4"`.
    public var name: String
    /// The screen size in points (portrait).
    public var pointSize: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The status bar height in points.
    public var statusBarHeight: CGFloat

    /// A device profile: its name, screen size in points, pixels per point and status bar height in points.
    public init(name: String, pointSize: CGSize, scale: CGFloat, statusBarHeight: CGFloat = 20) {
        self.name = name
        self.pointSize = pointSize
        self.scale = scale
        self.statusBarHeight = statusBarHeight
    }

    /// iPhone 3GS: 320×480 points at 1×.
    public static let iPhone3GS = DeviceProfile(name: "iPhone 3GS", pointSize: CGSize(width: 320, height: 480), scale: 1)
    /// iPhone 4: 320×480 points at 2× (640×960 pixels), Touchstone's default.
    public static let iPhone4 = DeviceProfile(name: "iPhone 4", pointSize: CGSize(width: 320, height: 480), scale: 2)
    /// A modern phone: 393×852 points at 3×.
    public static let modernPhone = DeviceProfile(name: "iPhone 15", pointSize: CGSize(width: 393, height: 852),
                                                  scale: 3, statusBarHeight: 54)

    /// Every built-in profile.
    public static let all: [DeviceProfile] = [.iPhone3GS, .iPhone4, .modernPhone]

    /// The profile whose name matches `name` (case-insensitive, spaces and dashes ignored), e.g. "iphone4".
    public static func named(_ name: String) -> DeviceProfile? {
        func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        return all.first { key($0.name) == key(name) } ?? (key(name) == "modern" ? .modernPhone : nil)
    }

    /// Whether the profile is an iPhone OS 3/4-era device (a 20-point status bar), whose system views UIKit draws
    /// with the classic look (glossy bars, blue alerts) and whose modal presentations default to full screen.
    package var isClassic: Bool { statusBarHeight <= 20 }

    /// The profile in one line: name, size in points and scale ("iPhone 4 (320×480 @2x)").
    public var description: String { "\(name) (\(Int(pointSize.width))×\(Int(pointSize.height)) @\(Int(scale))x)" }
}

/// The device's screen: its bounds in points and its scale.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The device's screen. Set by the application launcher from the chosen device profile.
    public static var main: UIScreen { UIScreen.current ?? UIScreen(profile: .iPhone4) }
    package static var current: UIScreen? {
        didSet { MainScreenScale.current = current?.scale ?? DeviceProfile.iPhone4.scale }
    }

    /// The simulated device.
    public let profile: DeviceProfile

    package init(profile: DeviceProfile) {
        self.profile = profile
        super.init()
    }

    /// The screen's rectangle in points, origin (0, 0): portrait on the iPhone OS 3 profiles; on the modern
    /// profile it turns with the interface (landscape in landscape), as on iOS 8 and later.
    open var bounds: CGRect { CGRect(origin: .zero, size: interfaceSize) }

    /// The screen's size in the interface's orientation (modern profile) or portrait (iPhone OS 3 profiles).
    private var interfaceSize: CGSize {
        guard profile.hasModernInterface, let app = UIApplication.sharedIfPresent else { return profile.pointSize }
        return InterfaceOrientationGeometry.size(profile.pointSize, in: app.statusBarOrientation)
    }

    /// Pixels per point.
    open var scale: CGFloat { profile.scale }

    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: profile.pointSize.width * profile.scale, height: profile.pointSize.height * profile.scale)
    }

    /// Pixels per point of the physical screen (the same as `scale` here).
    open var nativeScale: CGFloat { profile.scale }

    /// The display's brightness, 0 (darkest) to 1 (brightest); 0.5 on a new device. Values are clamped to 0…1 (NaN
    /// is ignored, logged); a change posts ``brightnessDidChangeNotification``. The simulated display does not dim.
    open var brightness: CGFloat {
        get { storedBrightness }
        set {
            guard !newValue.isNaN else { return UIKitDiagnostics.log("UIScreen.brightness: NaN ignored") }
            let clamped = min(1, max(0, newValue))
            guard clamped != storedBrightness else { return }
            storedBrightness = clamped
            NotificationCenter.default.post(name: UIScreen.brightnessDidChangeNotification, object: self)
        }
    }
    private var storedBrightness: CGFloat = 0.5

    /// Posted with the screen as the object when its ``brightness`` changes.
    public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")

    /// Whether the screen is being recorded, mirrored or sent over AirPlay: always false (Touchstone's screen
    /// recordings and screenshots are the host's, which apps cannot see).
    open var isCaptured: Bool { false }

    /// Posted with the screen as the object when ``isCaptured`` changes (never on Touchstone).
    public static let capturedDidChangeNotification = Notification.Name("UIScreenCapturedDidChangeNotification")

    /// The area of ``bounds`` not covered by the status bar (iPhone OS 3's `applicationFrame`): in landscape on
    /// the iPhone OS 3 profiles, the portrait screen less the bar's band at its side.
    open var applicationFrame: CGRect {
        let screen = bounds
        guard let bar = UIApplication.sharedIfPresent?.statusBarFrame, !bar.isEmpty else { return screen }
        if bar.width >= screen.width {
            return CGRect(x: 0, y: bar.minY > 0 ? 0 : bar.maxY, width: screen.width, height: screen.height - bar.height)
        }
        return CGRect(x: bar.minX > 0 ? 0 : bar.maxX, y: 0, width: screen.width - bar.width, height: screen.height)
    }

    // MARK: Traits (Traits/UIScreen+Traits.swift)

    /// The collection last reported to ``traitCollectionDidChange(_:)`` (nil: none yet).
    package var reportedTraitCollection: UITraitCollection?

    /// The screen's traits: size classes for the interface orientation, its scale, the phone idiom, and the
    /// app's layout direction and preferred text size (see `screenTraitCollection`).
    open var traitCollection: UITraitCollection { screenTraitCollection }
    /// Called after the screen's traits changed (a rotation, a new text size) with the previous ones, before the
    /// windows are told. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
