// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("Scenes: the Info.plist manifest and apps without one")
struct SceneManifestTests {
    /// The app delegate's launch log for an app on the app-delegate life cycle.
    private static let appDelegateLaunch = [
        "willFinishLaunching", "didFinishLaunching", "N:didFinishLaunching", "configurationForConnecting",
        "N:scene.willConnect", "didBecomeActive", "N:scene.didActivate", "N:didBecomeActive",
    ]

    private func launch(_ info: [String: Any]) throws -> (HeadlessDevice, SceneAppDelegate) {
        let device = try HeadlessDevice()
        let delegate = SceneAppDelegate()
        delegate.chooseConfiguration = false
        try device.launch(delegate: delegate, info: info)
        return (device, delegate)
    }

    @Test("An app without a manifest keeps the app-delegate life cycle, its windows in a scene without a delegate")
    func noManifest() throws {
        let device = try HeadlessDevice()
        let delegate = LoggingDelegate()
        try device.launch(delegate: delegate)
        #expect(delegate.log == ["willFinishLaunching", "didFinishLaunching", "N:didFinishLaunching",
                                 "didBecomeActive", "N:didBecomeActive"])
        let application = try #require(device.application)
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        #expect(scene.delegate == nil)
        #expect(scene.activationState == .foregroundActive)
        #expect(delegate.window?.windowScene === scene)
        let key = application.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
            .first { $0.isKeyWindow }
        #expect(key === delegate.window)
        #expect(!application.supportsMultipleScenes)
        device.pressHome()
        #expect(scene.activationState == .background)
        #expect(delegate.log.suffix(2) == ["didEnterBackground", "N:didEnterBackground"])
    }

    @Test("A manifest that is not a dictionary is ignored: the app-delegate life cycle")
    func manifestNotADictionary() throws {
        let (_, delegate) = try launch(["UIApplicationSceneManifest": "junk"])
        #expect(delegate.log == Self.appDelegateLaunch)
    }

    @Test("Malformed configurations fall back to the app-delegate life cycle without crashing")
    func malformedConfigurations() throws {
        let manifests: [Any] = [
            [:] as [String: Any],
            ["UISceneConfigurations": 42],
            ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": "x"]],
            ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [7, "y", [:] as [String: Any]]]],
            ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneDelegateClassName": 3]]]],
            ["UIApplicationSupportsMultipleScenes": "yes", "UISceneConfigurations": [String: Any]()],
        ]
        for manifest in manifests {
            let (device, delegate) = try launch(["UIApplicationSceneManifest": manifest])
            #expect(delegate.log == Self.appDelegateLaunch)
            #expect(device.application?.applicationState == .active)
        }
    }

    @Test("An unknown, malformed or non-delegate class name falls back to the app-delegate life cycle")
    func badClassNames() throws {
        let names = ["NoSuchModule.NoSuchDelegate", "Missing", "../etc/passwd", "a b", "", "1x.Y",
                     String(reflecting: NotASceneDelegate.self), "$s5UIKit11UIResponderCMn", "UIKit.UIWindow"]
        for name in names {
            let (device, delegate) = try launch(sceneManifestInfo(delegateClassName: name))
            #expect(delegate.log == Self.appDelegateLaunch, "\(name)")
            #expect(device.application?.connectedScenes.first?.delegate == nil)
        }
    }

    @Test("Class names resolve only from dot-separated Swift identifiers")
    func classNameSyntax() {
        #expect(SceneClassName.resolve(String(reflecting: LoggingSceneDelegate.self)) == LoggingSceneDelegate.self)
        for bad in ["", ".", "a..b", "a.", "9a", "a-b", "é.x", "a b"] {
            #expect(SceneClassName.resolve(bad) == nil, "\(bad)")
        }
    }

    @Test("The manifest fills a named configuration's classes and says whether several scenes are supported")
    func configurationFromManifest() throws {
        var info = sceneManifestInfo()
        var manifest = try #require(info["UIApplicationSceneManifest"] as? [String: Any])
        manifest["UIApplicationSupportsMultipleScenes"] = true
        info["UIApplicationSceneManifest"] = manifest
        let (device, _) = try launch(info)
        #expect(device.application?.supportsMultipleScenes == true)
        let named = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        #expect(named.delegateClass == LoggingSceneDelegate.self)
        let unknown = UISceneConfiguration(name: "Other", sessionRole: .windowApplication)
        #expect(unknown.delegateClass == nil)
        let copy = try #require(named.copy() as? UISceneConfiguration)
        #expect(copy.name == named.name && copy.delegateClass == LoggingSceneDelegate.self && copy !== named)
    }

    @Test("The fuzz corpus's scene manifest launches an app without a delegate, on the app-delegate life cycle")
    func fuzzSeed() throws {
        let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Fuzz/Corpus/info-plist/scene-manifest.plist").standardized
        let data = try #require(FileManager.default.contents(atPath: seed.path))
        let info = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let device = try HeadlessDevice()
        try device.launch(delegate: nil, info: info)
        #expect(device.application?.supportsMultipleScenes == true)
        #expect(device.application?.connectedScenes.first?.delegate == nil)
        #expect(device.application?.applicationState == .active)
    }
}
