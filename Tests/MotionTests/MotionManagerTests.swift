// SPDX-License-Identifier: Apache-2.0

@testable import CoreMotion
import Foundation
import MotionSensors
import Testing

/// A manager on its own sensor and manual clock, and a serial queue whose handlers the test can wait for.
@MainActor
private struct Rig {
    let sensor: MotionSensor
    let clock = ManualMotionClock(start: 10)
    let manager: CMMotionManager
    let queue: OperationQueue = {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        return queue
    }()

    init(capabilities: MotionSensor.Capabilities = .all) {
        sensor = MotionSensor(capabilities: capabilities)
        manager = CMMotionManager(environment: MotionEnvironment(sensor: sensor, clock: clock))
    }

    /// Runs `seconds` of host time in 1/60 s steps, then lets the queue finish what it was given.
    func run(seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded()) { clock.advance(by: 1.0 / 60) }
        queue.waitUntilAllOperationsAreFinished()
    }
}

/// Thread-safe list of what handlers received.
private final class Received<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []
    func append(_ value: Value) { lock.withLock { storage.append(value) } }
    var values: [Value] { lock.withLock { storage } }
}

/// `CMMotionManager` on the simulated sensor: delivery on the host clock, pull and push, availability, intervals.
@MainActor
@Suite("Core Motion manager")
struct MotionManagerTests {
    @Test("Handler updates arrive on the given queue once per interval of host time",
          arguments: [(0.02, 50), (0.1, 10)])
    func handlerRate(interval: Double, perSecond: Int) {
        let rig = Rig()
        rig.manager.accelerometerUpdateInterval = interval
        let received = Received<CMAccelerometerData>()
        let errors = Received<any Error>()
        rig.manager.startAccelerometerUpdates(to: rig.queue) { data, error in
            if let error { errors.append(error) }
            if let data { received.append(data) }
        }
        #expect(rig.manager.isAccelerometerActive)
        rig.run(seconds: 1)
        #expect(received.values.count == perSecond && errors.values.isEmpty)
        #expect(abs(received.values[0].timestamp - 10 - interval) < 1e-9)
        let a = received.values[0].acceleration
        #expect(a.x == 0 && a.y == -1 && a.z == 0)
    }

    @Test("Stopping ends delivery at once, even for samples already queued")
    func stopEndsDelivery() {
        let rig = Rig()
        let received = Received<Double>()
        rig.queue.isSuspended = true
        rig.manager.startGyroUpdates(to: rig.queue) { data, _ in received.append(data?.timestamp ?? -1) }
        rig.clock.advance(by: 0.5)  // queued, not run: the queue is suspended
        rig.manager.stopGyroUpdates()
        #expect(!rig.manager.isGyroActive)
        rig.queue.isSuspended = false
        rig.run(seconds: 1)
        #expect(received.values.isEmpty)
    }

    @Test("Pull updates: nil before start and before the first sample, then the latest sample")
    func pull() {
        let rig = Rig()
        #expect(rig.manager.accelerometerData == nil && rig.manager.deviceMotion == nil)
        rig.manager.accelerometerUpdateInterval = 0.1
        rig.manager.startAccelerometerUpdates()
        #expect(rig.manager.accelerometerData == nil)
        rig.run(seconds: 0.25)
        #expect(abs((rig.manager.accelerometerData?.timestamp ?? 0) - 10.2) < 1e-9)
        rig.sensor.setPose(.faceUp, at: rig.clock.now)
        rig.run(seconds: 0.1)
        #expect(rig.manager.accelerometerData?.acceleration.z == -1)
        rig.manager.stopAccelerometerUpdates()
        #expect(!rig.manager.isAccelerometerActive)
    }

    @Test("Device motion: gravity plus the user's acceleration is what the accelerometer reads, during a shake too")
    func deviceMotionSplitsAcceleration() {
        let rig = Rig()
        rig.manager.accelerometerUpdateInterval = 0.02
        rig.manager.deviceMotionUpdateInterval = 0.02
        rig.manager.startAccelerometerUpdates()
        let motions = Received<CMDeviceMotion>()
        rig.manager.startDeviceMotionUpdates(using: .xArbitraryZVertical, to: rig.queue) { motion, _ in
            if let motion { motions.append(motion) }
        }
        rig.sensor.setPose(.landscapeLeft, at: rig.clock.now)
        rig.sensor.beginShake(at: rig.clock.now)
        rig.run(seconds: 0.37)
        let motion = motions.values.last!
        let data = rig.manager.accelerometerData!
        #expect(motion.timestamp == data.timestamp)
        #expect(abs(motion.gravity.x + motion.userAcceleration.x - data.acceleration.x) < 1e-12)
        #expect(abs(motion.gravity.y + motion.userAcceleration.y - data.acceleration.y) < 1e-12)
        #expect(motion.gravity.x == -1 && motion.userAcceleration.x != 0)
        #expect(abs(motion.attitude.roll + .pi / 2) < 1e-9)
        #expect(motion.heading == -1 && motion.magneticField.accuracy == .uncalibrated)
        #expect(rig.manager.attitudeReferenceFrame == .xArbitraryZVertical)
    }

    @Test("North-referenced device motion reports the field and a heading; the device faces north")
    func northFrame() {
        let rig = Rig()
        rig.manager.startDeviceMotionUpdates(using: .xMagneticNorthZVertical)
        rig.run(seconds: 0.05)
        let motion = rig.manager.deviceMotion!
        #expect(motion.heading == 0 && motion.magneticField.accuracy == .high)
        #expect(rig.manager.attitudeReferenceFrame == .xMagneticNorthZVertical)
    }

    @Test("Intervals: shorter than 0.01 s (zero, negative) read 0.01; NaN and infinity are ignored; default 0.01")
    func intervals() {
        let manager = Rig().manager
        #expect(manager.accelerometerUpdateInterval == 0.01)
        manager.gyroUpdateInterval = 0.5
        for bad in [Double.nan, .infinity, -.infinity] {
            manager.gyroUpdateInterval = bad
            #expect(manager.gyroUpdateInterval == 0.5)
        }
        for short in [0.001, 0, -3] {
            manager.magnetometerUpdateInterval = short
            #expect(manager.magnetometerUpdateInterval == 0.01)
        }
    }

    @Test("Per device: the iPhone 3GS has an accelerometer alone; what it lacks does not start")
    func availability() {
        let rig = Rig(capabilities: MotionSensor.Capabilities(gyroscope: false, magnetometer: false))
        let manager = rig.manager
        #expect(manager.isAccelerometerAvailable)
        #expect(!manager.isGyroAvailable && !manager.isMagnetometerAvailable && !manager.isDeviceMotionAvailable)
        manager.startGyroUpdates()
        manager.startDeviceMotionUpdates()
        manager.startMagnetometerUpdates()
        rig.run(seconds: 0.1)
        #expect(!manager.isGyroActive && !manager.isDeviceMotionActive && !manager.isMagnetometerActive)
        #expect(manager.gyroData == nil && manager.deviceMotion == nil)
        let iPhone4 = Rig(capabilities: MotionSensor.Capabilities(gyroscope: true, magnetometer: false)).manager
        iPhone4.startDeviceMotionUpdates(using: .xTrueNorthZVertical)
        #expect(!iPhone4.isDeviceMotionActive)
    }

    @Test("An active accelerometer or device-motion update powers the sensor; stopping (or releasing) turns it off")
    func power() {
        var rig: Rig? = Rig()
        let sensor = rig!.sensor
        rig!.manager.startAccelerometerUpdates()
        rig!.manager.startAccelerometerUpdates()
        #expect(sensor.isPoweredOn)
        rig!.manager.stopAccelerometerUpdates()
        #expect(!sensor.isPoweredOn)
        rig!.manager.startDeviceMotionUpdates()
        #expect(sensor.isPoweredOn)
        rig = nil
        #expect(!sensor.isPoweredOn)
    }

    @Test("OperationQueue.main: handlers run on the main queue, later")
    func mainQueue() async {
        let rig = Rig()
        var count = 0
        rig.manager.startAccelerometerUpdates(to: .main) { _, _ in count += 1 }
        rig.clock.advance(by: 0.1)
        #expect(count == 0)
        // OperationQueue.main hands each operation to the main queue on its own schedule: under load the ten may
        // need more than a few turns of the main queue, so wait turn by turn (bounded; no sleeping).
        for _ in 0..<500 where count < 10 {
            await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        }
        #expect(count == 10)
        rig.manager.stopAccelerometerUpdates()
    }
}

/// Core Motion's values and the services the simulated device lacks.
@Suite("Core Motion values")
struct MotionValueTests {
    @Test("An attitude multiplied by the inverse of itself is the identity; by another, the rotation between them")
    func attitudeMultiply() {
        let a = CMAttitude(MotionQuaternion(roll: 0.4, pitch: 0.2, yaw: -0.3))
        let copy = a.copy() as! CMAttitude
        a.multiply(byInverseOf: copy)
        #expect(abs(a.roll) < 1e-12 && abs(a.pitch) < 1e-12 && abs(a.yaw) < 1e-12)
        #expect(abs(a.quaternion.w - 1) < 1e-12)
        let upright = CMAttitude(MotionQuaternion(gravity: DevicePose.portrait.gravity))
        upright.multiply(byInverseOf: CMAttitude(.identity))
        #expect(abs(upright.pitch - .pi / 2) < 1e-9)
        let m = upright.rotationMatrix
        #expect(abs(m.m11 - 1) < 1e-12 && abs(m.m32 - 1) < 1e-12 && abs(m.m23 + 1) < 1e-12)
        #expect(copy.roll != 0)
    }

    @Test("Error codes and domain as Apple's; motion activity, pedometer and altimeter are unavailable")
    func errorsAndServices() {
        #expect(CMErrorDomain == "CMErrorDomain")
        #expect(CMErrorNULL.rawValue == 100 && CMErrorDeviceRequiresMovement.rawValue == 101)
        #expect(CMErrorTrueNorthNotAvailable == CMError(102) && CMErrorSize.rawValue == 113)
        #expect(!CMMotionActivityManager.isActivityAvailable() && !CMPedometer.isStepCountingAvailable())
        #expect(!CMPedometer.isDistanceAvailable() && !CMAltimeter.isRelativeAltitudeAvailable())
        #expect(CMAltimeter.authorizationStatus() == .restricted)
        #expect(CMAttitudeReferenceFrame.xTrueNorthZVertical.rawValue == 8)
    }

    @Test("Log items are NSObjects with a timestamp; the samples' defaults are zero")
    func logItems() {
        let data = CMAccelerometerData()
        #expect(data.timestamp == 0 && data.acceleration.x == 0)
        #expect((data as CMLogItem).isKind(of: NSObject.self))
        #expect(CMGyroData().rotationRate.z == 0 && CMMagnetometerData().magneticField.y == 0)
    }
}
