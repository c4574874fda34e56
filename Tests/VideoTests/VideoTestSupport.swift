// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// A movie of `seconds` (`size`, 600 ticks a second) written to a fresh temporary file.
func temporaryMovie(seconds: Double, size: CGSize = CGSize(width: 640, height: 360)) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("video-\(UUID().uuidString).mp4")
    try movieFile(duration: UInt64(seconds * 600), timescale: 600, tracks: [size]).write(to: url)
    return url
}

/// An app whose window shows a white root view controller.
final class VideoAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let window = UIWindow()
        window.rootViewController = UIViewController()
        window.rootViewController?.view.backgroundColor = .white
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A headless iPhone running the video app, its window shown.
@MainActor
func videoDevice() throws -> (HeadlessDevice, UIWindow) {
    let device = try HeadlessDevice(profile: .iPhone4)
    let delegate = VideoAppDelegate()
    try device.launch(delegate: delegate)
    device.advance(by: 0.05)
    return (device, try #require(delegate.window))
}

/// Counts the notifications of one name posted for one object, with the device time of each.
@MainActor
final class PostedTimes {
    private(set) var times: [TimeInterval] = []
    private(set) var infos: [[AnyHashable: Any]] = []
    nonisolated(unsafe) private var token: NSObjectProtocol?

    init(_ name: Notification.Name, object: AnyObject?, device: HeadlessDevice) {
        token = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] note in
            nonisolated(unsafe) let info = note.userInfo ?? [:]
            MainActor.assumeIsolated {
                self?.times.append(device.now)
                self?.infos.append(info)
            }
        }
    }

    deinit { if let token { NotificationCenter.default.removeObserver(token) } }
}
