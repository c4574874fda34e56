// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit
@testable import PhotosUI

/// The idioms of PhotosIdioms.swift run: the gallery presents the picker, and the two pictures the simulated user
/// picks reach its image list through `loadObject(ofClass:)` and the main queue.
@MainActor
@Suite("Source compatibility: PHPickerViewController")
struct PhotosIdiomsTests {
    @Test("The gallery's picker delivers the picked images through loadObject and the main queue")
    func galleryPicks() async throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(delegate: GalleryAppDelegate())
        let window = try #require(device.application?.keyWindow)
        let gallery = GalleryViewController()
        window.rootViewController = gallery
        device.advance(by: 0.1)

        gallery.presentPicker()
        device.advance(by: 0.6)
        let picker = try #require(gallery.presentedViewController as? PHPickerViewController)
        picker.simulateUserPicking(at: [1, 0])
        device.advance(by: 0.6)
        // The handlers run on a background queue, then hop to the main queue: let it turn (bounded, no sleep).
        for _ in 0..<200_000 where gallery.images.count < 2 { await Task.yield() }

        #expect(gallery.presentedViewController == nil)
        #expect(gallery.images.count == 2)
        #expect(gallery.imageView.image != nil)
    }
}

/// An app delegate with a window.
final class GalleryAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
