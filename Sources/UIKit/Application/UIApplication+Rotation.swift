// SPDX-License-Identifier: Apache-2.0

extension UIApplication {
    /// The interface orientations the app allows in `window`: its delegate's
    /// `application(_:supportedInterfaceOrientationsFor:)`, by default the Info.plist's
    /// `UISupportedInterfaceOrientations` (all four without it).
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? infoPlistInterfaceOrientations
    }

    /// The Info.plist's `UISupportedInterfaceOrientations` as a mask (all four when it names none).
    package var infoPlistInterfaceOrientations: UIInterfaceOrientationMask {
        runtime?.rotation.infoPlistMask ?? .all
    }

    /// Turns the status bar to `interfaceOrientation` (iPhone OS 2's way for a landscape-only app): on the iPhone OS 3
    /// profiles `statusBarOrientation` changes and the bar moves to that edge at once, and the app's views are left
    /// as they are (the app turns them itself, as it had to on iPhone OS 3). The modern profile ignores it
    /// (logged): view controllers decide the orientation there.
    public func setStatusBarOrientation(_ interfaceOrientation: UIInterfaceOrientation, animated: Bool) {
        guard interfaceOrientation != .unknown else {
            return UIKitDiagnostics.log("setStatusBarOrientation: unknown orientation; ignored")
        }
        guard let runtime, !runtime.profile.hasModernInterface else {
            return UIKitDiagnostics.log("setStatusBarOrientation: ignored; view controllers decide the orientation")
        }
        guard interfaceOrientation != statusBarOrientation else { return }
        statusBarOrientation = interfaceOrientation
        runtime.rotation.leaveWindowsAsTheyAre()
    }
}
