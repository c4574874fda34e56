// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("Source compatibility: Xcode's scene-based app template")
struct SceneTemplateTests {
    @Test("The template launches unchanged and shows its view controller's view on screen")
    func templateLaunches() throws {
        let info = try #require(try PropertyListSerialization.propertyList(
            from: Data(sceneTemplateInfoPlist.utf8), format: nil) as? [String: Any])
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(SceneTemplateAppDelegate.self, info: info)
        let application = try #require(device.application)
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        let sceneDelegate = try #require(scene.delegate as? SceneDelegate)
        let window = try #require(sceneDelegate.window)
        #expect(window.windowScene === scene)
        #expect(window.isKeyWindow)
        #expect(window.rootViewController is ViewController)
        #expect(window.rootViewController?.view.window === window)
        #expect(scene.activationState == .foregroundActive)
        let image = RGBAImage(device.screenshot())
        let centre = image[image.width / 2, image.height / 2]
        #expect(centre.r == 255 && centre.g == 0 && centre.b == 0)
    }
}
