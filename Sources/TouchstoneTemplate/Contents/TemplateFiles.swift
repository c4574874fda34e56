// SPDX-License-Identifier: Apache-2.0

/// The contents of the files ``ProjectTemplate`` writes, for one app name.
struct TemplateFiles {
    let name: String
    let touchstonePath: String

    var packageManifest: String {
        """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "\(name)",
            products: [.executable(name: "\(name)", targets: ["\(name)"])],
            dependencies: [.package(name: "Touchstone", path: \(swiftString(touchstonePath)))],
            targets: [
                .executableTarget(
                    name: "\(name)",
                    dependencies: [.product(name: "UIKit", package: "Touchstone")],
                    // The app bundle: Info.plist, images and .lproj folders become Bundle.main.
                    resources: [.copy("\(name).app")]),
                .testTarget(
                    name: "\(name)Tests",
                    dependencies: ["\(name)", .product(name: "UIKit", package: "Touchstone"),
                                   .product(name: "TouchstoneTesting", package: "Touchstone"),
                                   .product(name: "TouchstoneSnapshotTesting", package: "Touchstone")]),
            ],
            swiftLanguageModes: [.v5]
        )

        """
    }

    var appDelegate: String {
        """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return true
            }

            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                             options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            }
        }

        """
    }

    var sceneDelegate: String {
        """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                       options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = UINavigationController(rootViewController: RootViewController())
                window.makeKeyAndVisible()
                self.window = window
            }
        }

        """
    }

    var rootViewController: String {
        """
        import UIKit

        /// The first screen.
        class RootViewController: UIViewController {
            let greeting = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "\(name)"
                view.backgroundColor = .systemBackground
                greeting.text = "Hello from \(name)"
                greeting.textAlignment = .center
                greeting.frame = view.bounds
                greeting.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(greeting)
            }
        }

        """
    }

    var infoPlist: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDevelopmentRegion</key>
        \t<string>en</string>
        \t<key>CFBundleDisplayName</key>
        \t<string>\(name)</string>
        \t<key>CFBundleExecutable</key>
        \t<string>\(name)</string>
        \t<key>CFBundleIdentifier</key>
        \t<string>com.example.\(name)</string>
        \t<key>CFBundleName</key>
        \t<string>\(name)</string>
        \t<key>CFBundleVersion</key>
        \t<string>1.0</string>
        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UIApplicationSupportsMultipleScenes</key>
        \t\t<false/>
        \t\t<key>UISceneConfigurations</key>
        \t\t<dict>
        \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
        \t\t\t<array>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>UISceneConfigurationName</key>
        \t\t\t\t\t<string>Default Configuration</string>
        \t\t\t\t\t<key>UISceneDelegateClassName</key>
        \t\t\t\t\t<string>\(name).SceneDelegate</string>
        \t\t\t\t</dict>
        \t\t\t</array>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """
    }

    var snapshotTests: String {
        """
        import Testing
        import TouchstoneSnapshotTesting
        import UIKit
        @testable import \(name)

        /// Pictures of the screens, compared with the references in __Snapshots__ (the first run records them).
        @MainActor
        struct SnapshotTests {
            @Test func rootScreen() {
                let screen = UINavigationController(rootViewController: RootViewController())
                assertSnapshot(of: screen, as: .image(on: .iPhone4))
            }

            @Test func rootScreenInDarkMode() {
                let screen = UINavigationController(rootViewController: RootViewController())
                assertSnapshot(of: screen, as: .image(on: .iPhone4, traits: .init(userInterfaceStyle: .dark)))
            }
        }

        """
    }

    var launchTests: String {
        """
        import Foundation
        import Testing
        import TouchstoneTesting
        import UIKit
        @testable import \(name)

        /// The app launched on a headless device, as it starts on a phone.
        @MainActor
        struct LaunchTests {
            @Test func launchShowsTheRootScreen() throws {
                // The app's own Info.plist (its scene manifest names SceneDelegate).
                let plist = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("../../Sources/\(name)/\(name).app/Info.plist")
                let info = try #require(try PropertyListSerialization.propertyList(
                    from: Data(contentsOf: plist), format: nil) as? [String: Any])
                let device = try HeadlessDevice(profile: .iPhone4)
                try device.launch(AppDelegate.self, info: info)
                let scene = try #require(device.application?.connectedScenes.first as? UIWindowScene)
                let window = try #require((scene.delegate as? SceneDelegate)?.window)
                #expect(window.isKeyWindow)
                let navigation = try #require(window.rootViewController as? UINavigationController)
                #expect(navigation.topViewController is RootViewController)
                #expect(device.accessibilityElements().contains { $0.label == "Hello from \(name)" })
            }
        }

        """
    }

    var makefile: String {
        """
        # The two commands: `make demo` (run the app: in the simulator window, or headless without a display) and
        # `make test` (the snapshot and launch tests).
        SHELL := /bin/bash
        .SHELLFLAGS := -euo pipefail -c
        .DEFAULT_GOAL := test
        TOUCHSTONE := \(touchstonePath)

        .PHONY: demo test

        demo:
        \tswift run \(name)

        # swift-snapshot-testing needs Touchstone's C module maps on its search path (see Touchstone's README).
        test:
        \teval "$$($(TOUCHSTONE)/scripts/snapshot-build-env)" && swift test

        """
    }

    var readme: String {
        """
        # \(name)

        A UIKit app that runs on Linux with [Touchstone](\(touchstonePath)) and builds for iOS with Xcode unchanged.

        - `make demo` runs the app in the simulator window (headless when there is no display).
        - `make test` runs the tests: `SnapshotTests` compares the screens with the reference images in
          `Tests/\(name)Tests/__Snapshots__` (the first run records them: look at them, commit them, run again);
          `LaunchTests` launches the app on a headless iPhone 4.

        The app's sources are in `Sources/\(name)` (`AppDelegate`, `SceneDelegate`, `RootViewController`), its bundle
        (Info.plist, images, `.lproj` folders) in `Sources/\(name)/\(name).app`.

        """
    }

    /// `text` as a Swift string literal.
    private func swiftString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: #"\"#, with: #"\\"#).replacingOccurrences(of: #"""#, with: #"\""#) + "\""
    }
}
