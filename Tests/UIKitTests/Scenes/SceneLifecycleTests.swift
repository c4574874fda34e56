// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("Scenes: the iOS 13 life cycle")
struct SceneLifecycleTests {
    private func launched(info: [String: Any] = sceneManifestInfo(),
                          options: [UIApplication.LaunchOptionsKey: Any]? = nil) throws
        -> (HeadlessDevice, SceneAppDelegate, UIWindowScene)
    {
        let device = try HeadlessDevice(profile: .iPhone4)
        let delegate = SceneAppDelegate()
        try device.launch(delegate: delegate, info: info, options: options)
        let scene = try #require(device.application?.connectedScenes.first as? UIWindowScene)
        return (device, delegate, scene)
    }

    @Test("Launch finishes launching, asks for the configuration, connects the scene, then foreground and active")
    func launchOrder() throws {
        let (device, delegate, scene) = try launched()
        #expect(delegate.log == [
            "willFinishLaunching", "didFinishLaunching", "N:didFinishLaunching", "configurationForConnecting",
            "scene.willConnect", "N:scene.willConnect",
            "scene.willEnterForeground", "N:scene.willEnterForeground", "N:willEnterForeground",
            "scene.didBecomeActive", "N:scene.didActivate", "N:didBecomeActive",
        ])
        #expect(device.application?.applicationState == .active)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.delegate is LoggingSceneDelegate)
        #expect(device.framesPresented == 1)
    }

    @Test("The scene delegate's window belongs to the scene, fills its screen and is the key window")
    func sceneWindow() throws {
        let (device, _, scene) = try launched()
        let window = try #require((scene.delegate as? LoggingSceneDelegate)?.window)
        #expect(window.windowScene === scene)
        #expect(window.frame == scene.screen.bounds)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scene.windows == [window])
        #expect(scene.keyWindow === window)
        #expect(device.application?.keyWindow === window)
        #expect(device.application?.openSessions.first === scene.session)
        #expect(scene.session.scene === scene)
        #expect(scene.session.role == .windowApplication)
        #expect(scene.session.configuration.name == "Default Configuration")
    }

    @Test("The home button sends the scene to the background and back; the app delegate hears nothing")
    func homeButton() throws {
        let (device, delegate, scene) = try launched()
        delegate.log.removeAll()
        device.pressHome()
        #expect(delegate.log == [
            "scene.willResignActive", "N:scene.willDeactivate", "N:willResignActive",
            "scene.didEnterBackground", "N:scene.didEnterBackground", "N:didEnterBackground",
        ])
        #expect(scene.activationState == .background)
        #expect(device.application?.applicationState == .background)
        delegate.log.removeAll()
        device.pressHome()
        #expect(delegate.log == [
            "scene.willEnterForeground", "N:scene.willEnterForeground", "N:willEnterForeground",
            "scene.didBecomeActive", "N:scene.didActivate", "N:didBecomeActive",
        ])
        #expect(scene.activationState == .foregroundActive)
    }

    @Test("Locking resigns active only; unlocking activates again")
    func lock() throws {
        let (device, delegate, scene) = try launched()
        delegate.log.removeAll()
        device.pressLock()
        #expect(delegate.log == ["scene.willResignActive", "N:scene.willDeactivate", "N:willResignActive"])
        #expect(scene.activationState == .foregroundInactive)
        delegate.log.removeAll()
        device.pressLock()
        #expect(delegate.log == ["scene.didBecomeActive", "N:scene.didActivate", "N:didBecomeActive"])
    }

    @Test("An incoming call resigns active; its end activates again; answering it disconnects and terminates")
    func incomingCall() throws {
        let (device, delegate, scene) = try launched()
        delegate.log.removeAll()
        device.simulateIncomingCall()
        #expect(delegate.log == ["scene.willResignActive", "N:scene.willDeactivate", "N:willResignActive"])
        device.simulateIncomingCall(ended: true)
        #expect(delegate.log.suffix(3) == ["scene.didBecomeActive", "N:scene.didActivate", "N:didBecomeActive"])
        device.simulateIncomingCall()
        delegate.log.removeAll()
        device.answerIncomingCall()
        #expect(delegate.log == [
            "scene.didDisconnect", "N:scene.didDisconnect", "willTerminate", "N:willTerminate",
        ])
        #expect(scene.activationState == .unattached)
    }

    @Test("Termination resigns active, disconnects the scene, then applicationWillTerminate; the session stays open")
    func termination() throws {
        let (device, delegate, scene) = try launched()
        delegate.log.removeAll()
        device.terminate()
        #expect(delegate.log == [
            "scene.willResignActive", "N:scene.willDeactivate", "N:willResignActive",
            "scene.didDisconnect", "N:scene.didDisconnect", "willTerminate", "N:willTerminate",
        ])
        #expect(scene.activationState == .unattached)
        #expect(device.application?.connectedScenes.isEmpty == true)
        #expect(device.application?.openSessions.count == 1)
    }

    @Test("Every scene notification carries the scene as its object")
    func notificationObjects() throws {
        let (device, delegate, scene) = try launched()
        device.pressHome()
        device.pressHome()
        device.terminate()
        let objects = delegate.notificationObjects.filter { $0.label.hasPrefix("N:scene.") }.map(\.object)
        #expect(objects.count == 9)
        #expect(objects.allSatisfy { $0 == ObjectIdentifier(scene) })
    }

    @Test("Without configurationForConnecting of its own the app uses the manifest's first configuration")
    func defaultConfiguration() throws {
        let device = try HeadlessDevice()
        let delegate = SceneAppDelegate()
        delegate.chooseConfiguration = false
        try device.launch(delegate: delegate, info: sceneManifestInfo())
        #expect(delegate.log.contains("scene.didBecomeActive"))
        #expect(!delegate.log.contains("didBecomeActive"))
    }

    @Test("An app without an app delegate still connects its manifest's scene delegate")
    func noAppDelegate() throws {
        let device = try HeadlessDevice()
        try device.launch(delegate: nil, info: sceneManifestInfo())
        let scene = try #require(device.application?.connectedScenes.first)
        let sceneDelegate = try #require(scene.delegate as? LoggingSceneDelegate)
        #expect(sceneDelegate.ownLog == ["scene.willConnect", "scene.willEnterForeground", "scene.didBecomeActive"])
        #expect(device.application?.keyWindow === sceneDelegate.window)
    }

    @Test("A $(PRODUCT_MODULE_NAME)-qualified or bare class name resolves in the app delegate's module")
    func moduleVariable() throws {
        for name in ["$(PRODUCT_MODULE_NAME).LoggingSceneDelegate", "LoggingSceneDelegate"] {
            let (_, delegate, scene) = try launched(info: sceneManifestInfo(delegateClassName: name))
            #expect(scene.delegate is LoggingSceneDelegate)
            #expect(delegate.log.contains("scene.didBecomeActive"))
        }
    }

    @Test("A delegate that opts in through configurationForConnecting alone gets the scene life cycle")
    func inCodeConfiguration() throws {
        final class InCodeAppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
                             options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
                configuration.delegateClass = LoggingSceneDelegate.self
                return configuration
            }
        }
        let device = try HeadlessDevice()
        try device.launch(delegate: InCodeAppDelegate())
        let scene = try #require(device.application?.connectedScenes.first)
        #expect((scene.delegate as? LoggingSceneDelegate)?.ownLog.last == "scene.didBecomeActive")
    }

    @Test("A scene delegate implementing nothing launches with the defaults")
    func emptySceneDelegate() throws {
        let info = sceneManifestInfo(delegateClassName: String(reflecting: EmptySceneDelegate.self))
        let (device, _, scene) = try launched(info: info)
        #expect(scene.delegate is EmptySceneDelegate)
        device.pressHome()
        device.pressHome()
        #expect(scene.activationState == .foregroundActive)
    }
}
