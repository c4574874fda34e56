// SPDX-License-Identifier: Apache-2.0

import CoreMotion
import Foundation
import MotionSensors
import Testing
import TouchstoneTesting
@testable import UIKit

/// An app with one window, for the accelerometer to run in.
final class MotionAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A delegate that keeps every sample.
final class SampleRecorder: NSObject, UIAccelerometerDelegate {
    var samples: [UIAcceleration] = []
    func accelerometer(_ accelerometer: UIAccelerometer, didAccelerate acceleration: UIAcceleration) {
        samples.append(acceleration)
    }
}

/// Listing 8-5 as the guide writes it: a low-pass filter keeping gravity.
final class LowPassFilter: NSObject, UIAccelerometerDelegate {
    let kFilteringFactor = 0.1
    var accelX: UIAccelerationValue = 0, accelY: UIAccelerationValue = 0, accelZ: UIAccelerationValue = 0
    var outputs: [Double] = []

    func accelerometer(_ accelerometer: UIAccelerometer, didAccelerate acceleration: UIAcceleration) {
        // Use a basic low-pass filter to keep only the gravity component of each axis.
        accelX = (acceleration.x * kFilteringFactor) + (accelX * (1.0 - kFilteringFactor))
        accelY = (acceleration.y * kFilteringFactor) + (accelY * (1.0 - kFilteringFactor))
        accelZ = (acceleration.z * kFilteringFactor) + (accelZ * (1.0 - kFilteringFactor))
        outputs.append(accelX)
    }
}

/// Listing 8-6 as the guide writes it: the high-pass filter, literally (the ivar holds the high-pass output).
final class HighPassFilter: NSObject, UIAccelerometerDelegate {
    let kFilteringFactor = 0.1
    var accelX: UIAccelerationValue = 0, accelY: UIAccelerationValue = 0, accelZ: UIAccelerationValue = 0
    var outputs: [Double] = []

    func accelerometer(_ accelerometer: UIAccelerometer, didAccelerate acceleration: UIAcceleration) {
        // Subtract the low-pass value from the current value to get a simplified high-pass filter.
        accelX = acceleration.x - ((acceleration.x * kFilteringFactor) + (accelX * (1.0 - kFilteringFactor)))
        accelY = acceleration.y - ((acceleration.y * kFilteringFactor) + (accelY * (1.0 - kFilteringFactor)))
        accelZ = acceleration.z - ((acceleration.z * kFilteringFactor) + (accelZ * (1.0 - kFilteringFactor)))
        outputs.append(accelX)
    }
}

/// Launches the motion app on a headless device.
@MainActor
func launchMotionApp(_ profile: DeviceProfile = .iPhone4) throws -> (HeadlessDevice, MotionSensor) {
    let device = try HeadlessDevice(profile: profile)
    try device.launch(MotionAppDelegate.self)
    return (device, device.application!.runtime!.motion.sensor)
}

/// UIAccelerometer and device orientation on a running app (guide §2.8.3, behaviours 142–146).
@MainActor
@Suite("UIAccelerometer", .serialized)
struct AccelerometerTests {
    @Test("142: one shared accelerometer; 0.02 s gives 50 samples per simulated second; 0.001 s clamps to 0.01 s")
    func sharedAndRate() throws {
        let (device, _) = try launchMotionApp()
        let accelerometer = UIAccelerometer.shared()
        #expect(accelerometer === UIAccelerometer.shared())
        let recorder = SampleRecorder()
        accelerometer.updateInterval = 1.0 / 50
        accelerometer.delegate = recorder
        defer { accelerometer.delegate = nil }
        device.advance(by: 1)
        #expect(recorder.samples.count == 50)
        let portrait = recorder.samples[0]
        #expect(portrait.x == 0 && portrait.y == -1 && portrait.z == 0)
        #expect(zip(recorder.samples, recorder.samples.dropFirst()).allSatisfy {
            abs($1.timestamp - $0.timestamp - 0.02) < 1e-9
        })
        accelerometer.updateInterval = 0.001
        #expect(accelerometer.updateInterval == 0.01)
        recorder.samples.removeAll()
        device.advance(by: 1)
        #expect(recorder.samples.count == 100)
        accelerometer.updateInterval = .nan
        #expect(accelerometer.updateInterval == 0.01)
    }

    @Test("143: delegate = nil stops the samples and the accelerometer powers off")
    func delegateNilStops() throws {
        let (device, sensor) = try launchMotionApp()
        let accelerometer = UIAccelerometer.shared()
        let recorder = SampleRecorder()
        accelerometer.updateInterval = 0.1
        #expect(!sensor.isPoweredOn)
        accelerometer.delegate = recorder
        #expect(sensor.isPoweredOn)
        device.advance(by: 0.5)
        #expect(recorder.samples.count == 5)
        accelerometer.delegate = nil
        #expect(!sensor.isPoweredOn)
        device.advance(by: 1)
        #expect(recorder.samples.count == 5)
    }

    @Test("144: listing 8-5's low-pass filter: 0.1, 0.19, 0.271… (1 − 0.9ⁿ), then decays ×0.9 per sample")
    func lowPass() throws {
        let (device, sensor) = try launchMotionApp()
        sensor.setAccelerationScript { _ in MotionVector(x: 1, y: 0, z: 0) }
        let filter = LowPassFilter()
        let accelerometer = UIAccelerometer.shared()
        accelerometer.updateInterval = 0.1
        accelerometer.delegate = filter
        defer { accelerometer.delegate = nil }
        device.advance(by: 1)
        #expect(filter.outputs.count == 10)
        for (n, output) in filter.outputs.enumerated() {
            #expect(abs(output - (1 - pow(0.9, Double(n + 1)))) < 1e-12)
        }
        #expect(abs(filter.outputs[2] - 0.271) < 1e-12)
        let settled = filter.outputs.last!
        sensor.setAccelerationScript { _ in .zero }
        device.advance(by: 0.3)
        #expect(abs(filter.outputs[10] - settled * 0.9) < 1e-12 && abs(filter.outputs[12] - settled * 0.729) < 1e-12)
    }

    @Test("145: listing 8-6's high-pass filter, literal form: 0.9, then 0.09")
    func highPass() throws {
        let (device, sensor) = try launchMotionApp()
        sensor.setAccelerationScript { _ in MotionVector(x: 1, y: 0, z: 0) }
        let filter = HighPassFilter()
        let accelerometer = UIAccelerometer.shared()
        accelerometer.updateInterval = 0.1
        accelerometer.delegate = filter
        defer { accelerometer.delegate = nil }
        device.advance(by: 0.2)
        #expect(filter.outputs.count == 2)
        #expect(abs(filter.outputs[0] - 0.9) < 1e-12 && abs(filter.outputs[1] - 0.09) < 1e-12)
    }

    @Test("146: orientation notifications power the accelerometer; landscape left posts and reads; face up agrees")
    func deviceOrientation() throws {
        let (device, sensor) = try launchMotionApp()
        let current = UIDevice.current
        current.beginGeneratingDeviceOrientationNotifications()
        #expect(current.isGeneratingDeviceOrientationNotifications && sensor.isPoweredOn)
        var posted: [UIDeviceOrientation] = []
        let observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { posted.append(UIDevice.current.orientation) } }
        defer { NotificationCenter.default.removeObserver(observer) }
        let recorder = SampleRecorder()
        UIAccelerometer.shared().updateInterval = 0.1
        UIAccelerometer.shared().delegate = recorder
        defer { UIAccelerometer.shared().delegate = nil }

        device.rotate(left: true)
        #expect(posted == [.landscapeLeft] && current.orientation == .landscapeLeft)
        device.advance(by: 0.5)
        #expect(recorder.samples.last.map { [$0.x, $0.y, $0.z] } == [-1, 0, 0])

        device.rotateDevice(to: .faceUp)
        #expect(posted.last == .faceUp && current.orientation == .faceUp)
        device.advance(by: 0.2)
        #expect(recorder.samples.last.map { [$0.x, $0.y, $0.z] } == [0, 0, -1])
        #expect(sensor.pose == .faceUp)

        current.endGeneratingDeviceOrientationNotifications()
        UIAccelerometer.shared().delegate = nil
        #expect(!sensor.isPoweredOn)
    }

    @Test("A shake moves the samples along x only while it lasts")
    func shake() throws {
        let (device, _) = try launchMotionApp()
        let recorder = SampleRecorder()
        UIAccelerometer.shared().updateInterval = 0.01
        UIAccelerometer.shared().delegate = recorder
        defer { UIAccelerometer.shared().delegate = nil }
        device.advance(by: 0.2)
        device.shake(duration: 0.5)
        device.advance(by: 0.3)
        let xs = recorder.samples.map(\.x)
        #expect(xs.count == 100)
        #expect(xs.prefix(20).allSatisfy { $0 == 0 } && xs.suffix(29).allSatisfy { $0 == 0 })
        #expect(xs.max()! > 1.5 && xs.min()! < -1.5)
        #expect(recorder.samples.allSatisfy { $0.y == -1 && $0.z == 0 })
    }
}

/// Core Motion in a running app: the runtime's sensor and clock.
@MainActor
@Suite("Core Motion in an app", .serialized)
struct AppMotionTests {
    @Test("CMMotionManager() reads the app's device: its pose, on the device's clock")
    func managerInApp() throws {
        let (device, _) = try launchMotionApp(.modernPhone)
        let manager = CMMotionManager()
        #expect(manager.isGyroAvailable && manager.isMagnetometerAvailable)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let count = Counter()
        manager.accelerometerUpdateInterval = 0.02
        manager.startAccelerometerUpdates(to: queue) { _, _ in count.increment() }
        device.rotateDevice(to: .faceDown)
        device.advance(by: 1)
        queue.waitUntilAllOperationsAreFinished()
        #expect(count.value == 50)
        manager.stopAccelerometerUpdates()
        manager.startDeviceMotionUpdates()
        device.advance(by: 0.1)
        #expect(manager.deviceMotion?.gravity.z == 1)
        manager.stopDeviceMotionUpdates()
    }

    @Test("The iPhone OS 3 profiles: the iPhone 3GS has no gyroscope, neither has a magnetometer")
    func profiles() throws {
        let (old, _) = try launchMotionApp(.iPhone3GS)
        #expect(!CMMotionManager().isGyroAvailable && !CMMotionManager().isDeviceMotionAvailable)
        #expect(CMMotionManager.availableAttitudeReferenceFrames().isEmpty)
        let (new, _) = try launchMotionApp(.iPhone4)
        #expect(CMMotionManager().isDeviceMotionAvailable && !CMMotionManager().isMagnetometerAvailable)
        #expect(CMMotionManager.availableAttitudeReferenceFrames() == [.xArbitraryZVertical, .xArbitraryCorrectedZVertical])
        withExtendedLifetime((old, new)) {}  // a device that goes away resigns its sensor
    }
}

/// A thread-safe count.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
