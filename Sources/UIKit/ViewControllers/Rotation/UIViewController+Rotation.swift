// SPDX-License-Identifier: Apache-2.0

extension UIViewController {
    /// The interface's orientation (deprecated in iOS 8): `UIApplication.statusBarOrientation`.
    public var interfaceOrientation: UIInterfaceOrientation {
        UIApplication.sharedIfPresent?.statusBarOrientation ?? .portrait
    }

    /// Turns every window to the device's orientation if the deciding controller now allows it: call after
    /// `supportedInterfaceOrientations` or `shouldAutorotate` changed their answer.
    public static func attemptRotationToDeviceOrientation() {
        UIApplication.sharedIfPresent?.runtime?.rotation.attemptRotationToDeviceOrientation()
    }

    /// This controller and every controller it presents, in order (the presented chain).
    package var presentationChainForRotation: [UIViewController] {
        var chain: [UIViewController] = [self]
        while let next = chain.last?.presentedViewController, !chain.contains(where: { $0 === next }) {
            chain.append(next)
        }
        return chain
    }

    /// This controller and its descendants (children, their children…), parents first: who gets the iPhone OS 3
    /// rotation callbacks (containers forward them to their children on iOS 5 and later).
    package var selfAndDescendantsForRotation: [UIViewController] {
        var result: [UIViewController] = []
        var stack: [UIViewController] = [self]
        while let controller = stack.popLast(), result.count < 10_000 {
            result.append(controller)
            stack.append(contentsOf: controller.children.reversed())
        }
        return result
    }
}
