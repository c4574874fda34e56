// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// The idioms of ImagePickerIdioms.swift run: the avatar editor falls back to the library, a tap on a thumbnail
/// fills its image view with the square crop and saves it, and the guide's camera starter declines (no camera).
@MainActor
@Suite("Source compatibility: UIImagePickerController")
struct ImagePickerIdiomsTests {
    @Test("The avatar editor picks from the (default) library and dismisses the picker")
    func avatarEditorPicks() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(AvatarAppDelegate.self)
        let window = try #require((device.application?.delegate as? AvatarAppDelegate)?.window)
        let avatar = try #require(window.rootViewController as? AvatarViewController)
        device.advance(by: 0.1)

        avatar.choosePhoto()
        device.advance(by: 0.6)
        let picker = try #require(avatar.presentedViewController as? UIImagePickerController)
        #expect(picker.sourceType == .photoLibrary && picker.mediaTypes == ["public.image"])
        let first = try #require(firstButton(in: picker.topViewController?.view))
        device.tap(at: first.convert(CGPoint(x: first.bounds.midX, y: first.bounds.midY), to: nil))
        device.advance(by: 0.6)

        #expect(avatar.imageView.image?.size == CGSize(width: 480, height: 480))  // sample 1 is 640×480
        #expect(avatar.cropRect == CGRect(x: 80, y: 0, width: 480, height: 480))
        #expect(avatar.pickedURL?.lastPathComponent == "IMG_0001.PNG")
        #expect(avatar.presentedViewController == nil)
        let saved = try #require(device.containerURL?.appendingPathComponent("Media/DCIM/100APPLE/IMG_0007.PNG"))
        #expect(FileManager.default.fileExists(atPath: saved.path))
    }

    @Test("The guide's camera starter returns false without a camera")
    func legacyStarterDeclines() {
        let legacy = LegacyCameraViewController()
        #expect(!legacy.startCameraPicker(from: UIViewController(), using: legacy))
    }

    private func firstButton(in view: UIView?) -> UIButton? {
        guard let view else { return nil }
        if let button = view as? UIButton, button.window != nil, button.bounds.width > 40 { return button }
        for subview in view.subviews { if let found = firstButton(in: subview) { return found } }
        return nil
    }
}
