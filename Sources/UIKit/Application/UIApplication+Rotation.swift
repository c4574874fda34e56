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
}
