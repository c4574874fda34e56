// SPDX-License-Identifier: Apache-2.0
//
// The entry point to the simulated motion hardware (docs/ARCHITECTURE.md, "Motion").

import Foundation
import MotionSensors

/// Starts and stops the simulated device's motion updates: accelerometer, gyroscope, magnetometer and processed
/// device motion.
///
/// Each kind of update works in two ways, as on iOS: *pull* (`startAccelerometerUpdates()`, then read
/// ``accelerometerData``, nil until the first sample) or *push* (`startAccelerometerUpdates(to:withHandler:)`: the
/// handler runs on the given `OperationQueue` every ``accelerometerUpdateInterval`` seconds of host time). Samples
/// come from the device's simulated sensor (its pose, shakes, `TOUCHSTONE_ACCELERATION`), taken on the host clock;
/// a stop takes effect at once, and samples queued before it are not delivered.
///
/// What the device has: every profile an accelerometer; the iPhone 4 and the modern phone a gyroscope (so device
/// motion); only the modern phone a magnetometer (the iPhone OS 3 profiles simulate no compass). Starting updates
/// of a sensor the device lacks is logged and does nothing. Intervals are at least 0.01 s (100 Hz); shorter ones,
/// zero and negative included, read back as 0.01; NaN and infinite ones are logged and ignored. The default is
/// 0.01 s.
open class CMMotionManager: NSObject {
    private let explicitEnvironment: MotionEnvironment?
    private let accelerometer = MotionStream(name: "accelerometer", powersAccelerometer: true)
    private let gyro = MotionStream(name: "gyroscope", powersAccelerometer: false)
    private let magnetometer = MotionStream(name: "magnetometer", powersAccelerometer: false)
    private let deviceMotionStream = MotionStream(name: "device motion", powersAccelerometer: true)
    private let frameLock = NSLock()
    private var referenceFrame: CMAttitudeReferenceFrame = .xArbitraryZVertical
    private var showsMovementDisplay = false

    /// A manager of the current device's motion hardware.
    public override init() {
        explicitEnvironment = nil
        super.init()
    }

    /// A manager of `environment`'s sensor, on its clock (tests).
    package init(environment: MotionEnvironment) {
        explicitEnvironment = environment
        super.init()
    }

    deinit {
        for stream in [accelerometer, gyro, magnetometer, deviceMotionStream] { stream.stop() }
    }

    private var environment: MotionEnvironment { explicitEnvironment ?? MotionEnvironment.current }
    private var capabilities: MotionSensor.Capabilities { environment.sensor.capabilities }

    // MARK: Accelerometer

    /// Seconds between accelerometer updates.
    open var accelerometerUpdateInterval: TimeInterval {
        get { accelerometer.interval }
        set { accelerometer.interval = newValue }
    }
    /// Whether the device has an accelerometer: always.
    open var isAccelerometerAvailable: Bool { true }
    /// Whether accelerometer updates run.
    open var isAccelerometerActive: Bool { accelerometer.isActive }
    /// The latest accelerometer sample since updates started, or nil.
    open var accelerometerData: CMAccelerometerData? { accelerometer.latest as? CMAccelerometerData }

    /// Starts accelerometer updates without a handler: read ``accelerometerData``.
    open func startAccelerometerUpdates() {
        start(accelerometer, available: true, make: CMAccelerometerData.init, queue: nil, handler: nil)
    }

    /// Starts accelerometer updates that call `handler` on `queue`.
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {
        start(accelerometer, available: true, make: CMAccelerometerData.init, queue: queue) {
            handler($0 as? CMAccelerometerData, nil)
        }
    }

    /// Stops accelerometer updates.
    open func stopAccelerometerUpdates() { accelerometer.stop() }

    // MARK: Gyroscope

    /// Seconds between gyroscope updates.
    open var gyroUpdateInterval: TimeInterval {
        get { gyro.interval }
        set { gyro.interval = newValue }
    }
    /// Whether the device has a gyroscope (iPhone 4 and later).
    open var isGyroAvailable: Bool { capabilities.gyroscope }
    /// Whether gyroscope updates run.
    open var isGyroActive: Bool { gyro.isActive }
    /// The latest gyroscope sample since updates started, or nil.
    open var gyroData: CMGyroData? { gyro.latest as? CMGyroData }

    /// Starts gyroscope updates without a handler: read ``gyroData``.
    open func startGyroUpdates() {
        start(gyro, available: isGyroAvailable, make: CMGyroData.init, queue: nil, handler: nil)
    }

    /// Starts gyroscope updates that call `handler` on `queue`.
    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {
        start(gyro, available: isGyroAvailable, make: CMGyroData.init, queue: queue) { handler($0 as? CMGyroData, nil) }
    }

    /// Stops gyroscope updates.
    open func stopGyroUpdates() { gyro.stop() }

    // MARK: Magnetometer

    /// Seconds between magnetometer updates.
    open var magnetometerUpdateInterval: TimeInterval {
        get { magnetometer.interval }
        set { magnetometer.interval = newValue }
    }
    /// Whether the device has a magnetometer (the modern phone only).
    open var isMagnetometerAvailable: Bool { capabilities.magnetometer }
    /// Whether magnetometer updates run.
    open var isMagnetometerActive: Bool { magnetometer.isActive }
    /// The latest magnetometer sample since updates started, or nil.
    open var magnetometerData: CMMagnetometerData? { magnetometer.latest as? CMMagnetometerData }

    /// Starts magnetometer updates without a handler: read ``magnetometerData``.
    open func startMagnetometerUpdates() {
        start(magnetometer, available: isMagnetometerAvailable, make: CMMagnetometerData.init, queue: nil, handler: nil)
    }

    /// Starts magnetometer updates that call `handler` on `queue`.
    open func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {
        start(magnetometer, available: isMagnetometerAvailable, make: CMMagnetometerData.init, queue: queue) {
            handler($0 as? CMMagnetometerData, nil)
        }
    }

    /// Stops magnetometer updates.
    open func stopMagnetometerUpdates() { magnetometer.stop() }

    // MARK: Device motion

    /// Seconds between device-motion updates.
    open var deviceMotionUpdateInterval: TimeInterval {
        get { deviceMotionStream.interval }
        set { deviceMotionStream.interval = newValue }
    }
    /// Whether device motion is available (it needs a gyroscope).
    open var isDeviceMotionAvailable: Bool { capabilities.gyroscope }
    /// Whether device-motion updates run.
    open var isDeviceMotionActive: Bool { deviceMotionStream.isActive }
    /// The latest device-motion sample since updates started, or nil.
    open var deviceMotion: CMDeviceMotion? { deviceMotionStream.latest as? CMDeviceMotion }
    /// The reference frame of the running (or last) device-motion updates; `.xArbitraryZVertical` by default.
    open var attitudeReferenceFrame: CMAttitudeReferenceFrame { frameLock.withLock { referenceFrame } }
    /// Whether the system would show its calibration display when the device must move; recorded only (the
    /// simulated magnetometer never needs calibrating).
    open var showsDeviceMovementDisplay: Bool {
        get { frameLock.withLock { showsMovementDisplay } }
        set { frameLock.withLock { showsMovementDisplay = newValue } }
    }

    /// The reference frames the current device supports: the arbitrary ones with a gyroscope, the north ones too
    /// with a magnetometer.
    open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame {
        frames(for: MotionEnvironment.current.sensor.capabilities)
    }

    private static func frames(for capabilities: MotionSensor.Capabilities) -> CMAttitudeReferenceFrame {
        guard capabilities.gyroscope else { return [] }
        var frames: CMAttitudeReferenceFrame = [.xArbitraryZVertical, .xArbitraryCorrectedZVertical]
        if capabilities.magnetometer { frames.formUnion([.xMagneticNorthZVertical, .xTrueNorthZVertical]) }
        return frames
    }

    /// Starts device-motion updates in the default reference frame without a handler: read ``deviceMotion``.
    open func startDeviceMotionUpdates() { startDeviceMotionUpdates(using: .xArbitraryZVertical) }

    /// Starts device-motion updates in `referenceFrame` without a handler: read ``deviceMotion``.
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {
        startDeviceMotion(using: referenceFrame, queue: nil, handler: nil)
    }

    /// Starts device-motion updates in the default reference frame that call `handler` on `queue`.
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {
        startDeviceMotionUpdates(using: .xArbitraryZVertical, to: queue, withHandler: handler)
    }

    /// Starts device-motion updates in `referenceFrame` that call `handler` on `queue`. A frame the device does not
    /// support (``availableAttitudeReferenceFrames()``) is logged and nothing starts.
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
                                       withHandler handler: @escaping CMDeviceMotionHandler)
    {
        startDeviceMotion(using: referenceFrame, queue: queue) { handler($0 as? CMDeviceMotion, nil) }
    }

    /// Stops device-motion updates.
    open func stopDeviceMotionUpdates() { deviceMotionStream.stop() }

    private func startDeviceMotion(using frame: CMAttitudeReferenceFrame, queue: OperationQueue?,
                                   handler: ((CMLogItem) -> Void)?)
    {
        let supported = Self.frames(for: capabilities)
        guard !supported.isEmpty else { return start(deviceMotionStream, available: false, make: { _ in CMLogItem() },
                                                     queue: nil, handler: nil) }
        guard frame.rawValue.nonzeroBitCount == 1, supported.contains(frame) else {
            return MotionDiagnostics.log("startDeviceMotionUpdates: reference frame \(frame.rawValue) is not one "
                                             + "the device supports (\(supported.rawValue)); not started")
        }
        frameLock.withLock { referenceFrame = frame }
        start(deviceMotionStream, available: true, make: { CMDeviceMotion($0, referenceFrame: frame) }, queue: queue,
              handler: handler)
    }

    private func start(_ stream: MotionStream, available: Bool, make: @escaping MotionStream.Maker,
                       queue: OperationQueue?, handler: ((CMLogItem) -> Void)?)
    {
        guard available else {
            return MotionDiagnostics.log("the simulated device has no \(stream.name); updates not started")
        }
        stream.start(in: environment, make: make, queue: queue, handler: handler)
    }
}
