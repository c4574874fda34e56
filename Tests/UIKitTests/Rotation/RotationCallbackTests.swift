// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// When the device turns: who is asked, in which order the controllers hear of it, and when it is refused.
@MainActor
@Suite("Rotation callbacks")
struct RotationCallbackTests {
    @Test("A quarter turn: will… callbacks, traits and willAnimate (new bounds) in the block, the notification, didRotate",
          arguments: [DeviceProfile.modernPhone, .iPhone4])
    func quarterTurnOrder(profile: DeviceProfile) throws {
        let (device, delegate) = try launchRotationApp(profile)
        device.rotate(to: .landscapeLeft)
        let size = profile == .modernPhone ? "852x393" : "480x320"
        #expect(delegate.log == [
            "root willTransition compact", "root viewWillTransition \(size) 0.3", "root willRotate landscapeLeft 0.3",
            "root traits", "root willAnimate landscapeLeft bounds \(size)", "root alongside \(size) true",
            "notification landscapeLeft",
        ])
        device.advance(by: 0.25)
        #expect(delegate.log.count == 7)
        device.advance(by: 0.1)
        #expect(delegate.log.suffix(2) == ["root completion false", "root didRotate from portrait"])
        #expect(delegate.log.count == 9)
    }

    @Test("A half turn between the landscapes takes 0.4 s and changes no trait")
    func halfTurn() throws {
        let (device, delegate) = try launchRotationApp()
        device.rotate(to: .landscapeLeft)
        device.advance(by: 0.5)
        delegate.log.removeAll()
        device.rotate(to: .landscapeRight)
        #expect(delegate.log.first == "root viewWillTransition 852x393 0.4")
        #expect(delegate.log.contains("root willRotate landscapeRight 0.4"))
        #expect(!delegate.log.contains("root traits") && !delegate.log.contains { $0.contains("willTransition") })
        device.advance(by: 0.35)
        #expect(!delegate.log.contains("root didRotate from landscapeLeft"))
        device.advance(by: 0.1)
        #expect(delegate.log.last == "root didRotate from landscapeLeft")
    }

    @Test("The simulator's rotate-left key turns the device anticlockwise: the interface goes to landscape right")
    func rotateLeftKey() throws {
        let (device, _) = try launchRotationApp()
        device.rotate(left: true)
        #expect(UIDevice.current.orientation == .landscapeLeft)
        #expect(device.application?.statusBarOrientation == .landscapeRight)
        device.advance(by: 0.5)
        device.rotate(left: false)
        #expect(UIDevice.current.orientation == .portrait)
        #expect(device.application?.statusBarOrientation == .portrait)
    }

    @Test("An orientation outside supportedInterfaceOrientations is refused; the device still turns and posts")
    func refusedBySupportedOrientations() throws {
        let (device, delegate) = try launchRotationApp { $0.controller.supported = .portrait }
        device.rotate(to: .landscapeLeft)
        #expect(device.application?.statusBarOrientation == .portrait)
        #expect(UIDevice.current.orientation == .landscapeRight)
        #expect(delegate.log == ["notification portrait"])
        #expect(delegate.controller.view.bounds.size == CGSize(width: 393, height: 852))
    }

    @Test("shouldAutorotate false keeps the interface where it is")
    func refusedByShouldAutorotate() throws {
        let (device, delegate) = try launchRotationApp { $0.controller.autorotates = false }
        device.rotate(to: .landscapeRight)
        #expect(device.application?.statusBarOrientation == .portrait)
        #expect(delegate.log == ["notification portrait"])
    }

    @Test("Upside down is refused by default on a phone, and allowed when the controller and app allow it")
    func upsideDown() throws {
        let (device, _) = try launchRotationApp()
        device.rotate(to: .portraitUpsideDown)
        #expect(device.application?.statusBarOrientation == .portrait)
        let (allowing, _) = try launchRotationApp { $0.controller.supported = .all }
        allowing.rotate(to: .portraitUpsideDown)
        #expect(allowing.application?.statusBarOrientation == .portraitUpsideDown)
    }

    @Test("The Info.plist's UISupportedInterfaceOrientations limits the turns and picks the launch orientation")
    func infoPlistMask() throws {
        let portraitOnly = ["UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]]
        let (device, _) = try launchRotationApp(info: portraitOnly)
        #expect(device.application?.supportedInterfaceOrientations(for: nil) == .portrait)
        device.rotate(to: .landscapeLeft)
        #expect(device.application?.statusBarOrientation == .portrait)

        let landscape = ["UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeRight",
                                                              "UIInterfaceOrientationLandscapeLeft"]]
        let (wide, delegate) = try launchRotationApp(info: landscape)
        #expect(wide.application?.statusBarOrientation == .landscapeRight)
        #expect(UIScreen.main.bounds.size == CGSize(width: 852, height: 393))
        #expect(delegate.controller.view.bounds.size == CGSize(width: 852, height: 393))
        wide.rotate(to: .portrait)
        #expect(wide.application?.statusBarOrientation == .landscapeRight)
        #expect(wide.application?.supportedInterfaceOrientations(for: nil) == .landscape)
    }

    @Test("The app delegate's supportedInterfaceOrientationsFor narrows what the controller allows")
    func delegateMask() throws {
        let (device, _) = try launchRotationApp { $0.appMask = [.portrait, .landscapeRight] }
        device.rotate(to: .landscapeLeft)
        #expect(device.application?.statusBarOrientation == .portrait)
        device.rotate(to: .landscapeRight)
        #expect(device.application?.statusBarOrientation == .landscapeRight)
    }

    @Test("No orientation in common between the controller and the app: logged, no turn")
    func emptyIntersection() throws {
        let (device, _) = try launchRotationApp {
            $0.appMask = .portrait
            $0.controller.supported = .landscape
        }
        let (_, lines) = UIKitDiagnostics.capturing { device.rotate(to: .landscapeLeft) }
        #expect(device.application?.statusBarOrientation == .portrait)
        #expect(lines.contains { $0.contains("no common orientation") })
    }

    @Test("iPhone OS 3 profiles ask shouldAutorotate(to:), which decides even for upside down")
    func legacyQuestion() throws {
        let (device, delegate) = try launchRotationApp(.iPhone3GS) {
            $0.controller.legacyAnswer = { $0 == .portrait || $0 == .landscapeRight || $0 == .portraitUpsideDown }
        }
        device.rotate(to: .landscapeLeft)
        #expect(device.application?.statusBarOrientation == .portrait)
        device.rotate(to: .landscapeRight)
        #expect(device.application?.statusBarOrientation == .landscapeRight)
        device.advance(by: 0.5)
        device.rotate(to: .portraitUpsideDown)
        #expect(device.application?.statusBarOrientation == .portraitUpsideDown)
        #expect(delegate.controller.interfaceOrientation == .portraitUpsideDown)
    }

    @Test("The modern profile does not ask iPhone OS 3's shouldAutorotate(to:)")
    func modernIgnoresLegacyQuestion() throws {
        let (device, _) = try launchRotationApp { $0.controller.legacyAnswer = { $0 == .portrait } }
        device.rotate(to: .landscapeLeft)
        #expect(device.application?.statusBarOrientation == .landscapeLeft)
    }

    @Test("attemptRotationToDeviceOrientation turns to the device's orientation once the controller allows it")
    func attemptRotation() throws {
        let (device, delegate) = try launchRotationApp { $0.controller.supported = .portrait }
        device.rotate(to: .landscapeLeft)
        #expect(device.application?.statusBarOrientation == .portrait)
        delegate.controller.supported = .allButUpsideDown
        UIViewController.attemptRotationToDeviceOrientation()
        #expect(device.application?.statusBarOrientation == .landscapeLeft)
    }

    @Test("A turn during a turn starts at once; both turns' didRotate arrive, in order")
    func turnDuringTurn() throws {
        let (device, delegate) = try launchRotationApp()
        device.rotate(to: .landscapeLeft)
        device.advance(by: 0.1)
        device.rotate(to: .portrait)
        #expect(device.application?.statusBarOrientation == .portrait)
        #expect(delegate.log.contains("root willRotate portrait 0.3"))
        device.advance(by: 0.5)
        #expect(delegate.log.filter { $0.contains("didRotate") }
                == ["root didRotate from portrait", "root didRotate from landscapeLeft"])
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
    }

    @Test("Every window turns, alert-level ones included, and each root controller is told")
    func everyWindow() throws {
        let (device, delegate) = try launchRotationApp(.iPhone4)
        let alertController = RotationLoggingController()
        alertController.name = "alert"
        alertController.log = { delegate.log.append($0) }
        let alertWindow = UIWindow(frame: UIScreen.main.bounds)
        alertWindow.windowLevel = .alert
        alertWindow.rootViewController = alertController
        alertWindow.isHidden = false
        device.advance(by: 0.05)
        delegate.log.removeAll()
        device.rotate(to: .landscapeRight)
        #expect(delegate.log.contains("alert willRotate landscapeRight 0.3"))
        #expect(delegate.log.contains("alert willAnimate landscapeRight bounds 480x320"))
        #expect(alertController.view.bounds.size == CGSize(width: 480, height: 320))
        device.advance(by: 0.4)
        #expect(delegate.log.contains("alert didRotate from portrait"))
    }

    @Test("Children hear of the turn: viewWillTransition through the parent's super call, the old callbacks directly")
    func children() throws {
        let (device, delegate) = try launchRotationApp()
        let child = RotationLoggingController()
        child.name = "child"
        child.log = { delegate.log.append($0) }
        delegate.controller.addChild(child)
        delegate.controller.view.addSubview(child.view)
        child.didMove(toParent: delegate.controller)
        device.advance(by: 0.05)
        delegate.log.removeAll()
        device.rotate(to: .landscapeRight)
        #expect(delegate.log.prefix(4) == [
            "child willTransition compact", "root willTransition compact",
            "child viewWillTransition 852x393 0.3", "root viewWillTransition 852x393 0.3",
        ])
        #expect(delegate.log.contains("child willRotate landscapeRight 0.3"))
        #expect(delegate.log.contains { $0.hasPrefix("child willAnimate landscapeRight") })
        device.advance(by: 0.4)
        #expect(delegate.log.contains("child didRotate from portrait"))
    }

    @Test("A presented controller decides the orientations and is told of the turn")
    func presentedDecides() throws {
        let (device, delegate) = try launchRotationApp()
        let presented = RotationLoggingController()
        presented.name = "presented"
        presented.modalPresentationStyle = .fullScreen
        presented.log = { delegate.log.append($0) }
        presented.supported = .portrait
        delegate.controller.present(presented, animated: false)
        device.advance(by: 0.1)
        delegate.log.removeAll()
        device.rotate(to: .landscapeLeft)
        #expect(device.application?.statusBarOrientation == .portrait)
        presented.supported = .allButUpsideDown
        UIViewController.attemptRotationToDeviceOrientation()
        #expect(device.application?.statusBarOrientation == .landscapeLeft)
        #expect(delegate.log.contains("presented viewWillTransition 852x393 0.3"))
        #expect(delegate.log.contains("presented willRotate landscapeLeft 0.3"))
        #expect(delegate.log.contains("root willRotate landscapeLeft 0.3"))
    }
}
