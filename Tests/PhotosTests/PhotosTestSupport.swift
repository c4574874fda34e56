// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// Marks the main queue, whose blocks Swift Testing runs on a worker thread rather than the main thread.
nonisolated(unsafe) let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// A value set by a completion handler on another queue, awaited without blocking the awaiting thread.
///
/// The wait is bounded at 30 s of real time by a watchdog thread of its own: the process hooks fake the clocks
/// (device time, which other tests' devices advance) only on the main thread and the main queue, so neither a
/// deadline taken on the main actor nor a suite's time limit is reliable here.
final class Delivered<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private let watchdog = DispatchSemaphore(value: 0)
    private var stored: Value?
    private var arrived = false
    private var waiter: CheckedContinuation<Void, Never>?
    /// Whether the handler ran on the main thread or the main queue.
    private(set) var onMainThread = false

    init() { _ = mainQueueKey }

    /// Records `value` and resumes the waiter.
    func set(_ value: Value) {
        let waiting = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            stored = value
            arrived = true
            onMainThread = Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
            defer { waiter = nil }
            return waiter
        }
        watchdog.signal()
        waiting?.resume()
    }

    /// The value once delivered, or nil when it did not come within 30 s (a failure, never a hang).
    func wait() async -> Value? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = lock.withLock { () -> Bool in
                if arrived { return true }
                waiter = continuation
                return false
            }
            if ready { return continuation.resume() }
            Thread.detachNewThread { [self] in
                guard watchdog.wait(timeout: .now() + 30) == .timedOut else { return }
                lock.withLock { () -> CheckedContinuation<Void, Never>? in
                    defer { waiter = nil }
                    return waiter
                }?.resume()
            }
        }
        return lock.withLock { arrived ? stored : nil }
    }
}

/// A fresh temporary folder holding PNG files `IMG_0001.PNG`… of the given pixel sizes, dated a minute apart
/// from 2020-01-01 (so creation-date order is the name order).
func makeLibraryFolder(_ sizes: [(Int, Int)] = [(40, 30), (20, 50)]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("photos-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (index, (width, height)) in sizes.enumerated() {
        let data = try #require(testImage(width: width, height: height, hue: CGFloat(index) / 5).pngData())
        let url = folder.appendingPathComponent(String(format: "IMG_%04d.PNG", index + 1))
        try data.write(to: url)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_577_836_800 + Double(index) * 60)], ofItemAtPath: url.path)
    }
    return folder
}

/// An opaque image of one colour, at scale 1.
func testImage(width: Int, height: Int, hue: CGFloat = 0.3) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    format.opaque = true
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
        UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 1).setFill()
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    }
}

/// An Info.plist with both photo-library usage descriptions.
let infoWithUsageDescriptions: [String: String] = [
    "NSPhotoLibraryUsageDescription": "Pick a photo for your avatar",
    "NSPhotoLibraryAddUsageDescription": "Save your drawings",
]

/// A launched phone whose root controller presents `controller` (not animated) and lets it settle.
@MainActor
func presentOnDevice(_ controller: UIViewController) throws -> (HeadlessDevice, UIViewController) {
    let device = try HeadlessDevice(profile: .iPhone4)
    try device.launch(delegate: PlainAppDelegate())
    let window = try #require(device.application?.keyWindow)
    let root = UIViewController()
    window.rootViewController = root
    device.advance(by: 1.0 / 60)
    root.present(controller, animated: false)
    device.advance(by: 0.1)
    return (device, root)
}

/// An app delegate with a window.
final class PlainAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
