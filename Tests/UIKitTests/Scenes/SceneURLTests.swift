// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("Scenes: opening URLs")
struct SceneURLTests {
    private let urlTypes: [String: Any] = ["CFBundleURLTypes": [["CFBundleURLSchemes": ["sceneapp"]]]]

    @Test("A URL the app declares reaches scene(_:openURLContexts:), not the app delegate")
    func openURLContexts() throws {
        let device = try HeadlessDevice()
        let delegate = SceneAppDelegate()
        try device.launch(delegate: delegate, info: sceneManifestInfo(extra: urlTypes))
        let application = try #require(device.application)
        var result: Bool?
        let url = try #require(URL(string: "sceneapp://item/7"))
        application.open(url, options: [.sourceApplication: "com.example.other"]) { result = $0 }
        let sceneDelegate = try #require(application.connectedScenes.first?.delegate as? LoggingSceneDelegate)
        #expect(sceneDelegate.openedURLs == [url])
        #expect(result == true)
        #expect(delegate.log.contains("scene.openURLContexts"))
        #expect(!delegate.log.contains("app.open"))
        var other: Bool?
        application.open(try #require(URL(string: "elsewhere://x"))) { other = $0 }
        #expect(other == false)
        #expect(sceneDelegate.openedURLs == [url])
    }

    @Test("The URL a scene-based app is launched with arrives in the connection options, not the launch options")
    func launchURL() throws {
        let device = try HeadlessDevice()
        let delegate = SceneAppDelegate()
        let url = try #require(URL(string: "sceneapp://launch"))
        try device.launch(delegate: delegate, info: sceneManifestInfo(extra: urlTypes), options: [.url: url])
        let sceneDelegate = try #require(device.application?.connectedScenes.first?.delegate as? LoggingSceneDelegate)
        #expect(sceneDelegate.connectionURLs == [url])
        #expect(delegate.launchOptionURL == nil)
    }

    @Test("An app without a manifest still gets URLs through application(_:open:options:)")
    func legacyOpenURL() throws {
        let device = try HeadlessDevice()
        let delegate = SceneAppDelegate()
        let url = try #require(URL(string: "sceneapp://legacy"))
        try device.launch(delegate: delegate, info: urlTypes, options: [.url: url])
        #expect(delegate.launchOptionURL == url)
        delegate.log.removeAll()
        device.application?.open(url)
        #expect(delegate.log == ["app.open"])
    }
}
