// SPDX-License-Identifier: Apache-2.0
//
// The iPhone OS 2 accelerometer interface (guide §2.8.3, listings 8-3 and 8-4; docs/ARCHITECTURE.md, "Motion").

import Foundation
import MotionSensors

/// What the accelerometer tells its delegate; the method is optional.
@preconcurrency @MainActor
public protocol UIAccelerometerDelegate: NSObjectProtocol {
    /// A new sample, delivered on the main thread every ``UIAccelerometer/updateInterval`` seconds.
    func accelerometer(_ accelerometer: UIAccelerometer, didAccelerate acceleration: UIAcceleration)
}

extension UIAccelerometerDelegate {
    /// Does nothing (the method is optional).
    public func accelerometer(_ accelerometer: UIAccelerometer, didAccelerate acceleration: UIAcceleration) {}
}

/// The device's accelerometer (iPhone OS 2; deprecated in iOS 5 for Core Motion's `CMMotionManager`).
///
/// Set ``updateInterval`` and a ``delegate``: samples start at once, one every interval of host time, on the main
/// thread (a run-loop turn that comes late delivers every sample due by then, each with its own timestamp).
/// Setting the delegate to nil stops them and lets the hardware power down. The samples come from the device's
/// simulated sensor: its pose (the simulator's rotate keys, `HeadlessDevice.rotateDevice(to:)`), shakes, and
/// `TOUCHSTONE_ACCELERATION` (docs/ARCHITECTURE.md, "Motion").
@preconcurrency @MainActor
open class UIAccelerometer: NSObject {
    private static let sharedAccelerometer = UIAccelerometer()
    private var ticker: MotionTicker?
    private var environment: MotionEnvironment?
    private var intervalValue = MotionTicker.minimumInterval

    /// The app's accelerometer: always the same object.
    open class func shared() -> UIAccelerometer { sharedAccelerometer }

    private override init() {
        super.init()
    }

    /// Seconds between samples: at least 0.01 (100 Hz, the hardware's limit; shorter values, zero and negatives
    /// included, read back as 0.01); NaN and infinite values are logged and ignored. 0.01 by default. A change
    /// applies from the next sample.
    open var updateInterval: TimeInterval {
        get { intervalValue }
        set {
            guard newValue.isFinite else {
                return UIKitDiagnostics.log("UIAccelerometer.updateInterval \(newValue) is not finite; ignored")
            }
            intervalValue = MotionTicker.clamped(newValue, keeping: intervalValue)
            ticker?.interval = intervalValue
        }
    }

    /// The object that receives samples (not retained). Setting one starts delivery at once; nil stops it.
    open weak var delegate: UIAccelerometerDelegate? {
        didSet {
            if delegate == nil { stopDelivery() } else { startDelivery() }
        }
    }

    private func startDelivery() {
        guard ticker == nil else { return }
        let environment = MotionEnvironment.current
        self.environment = environment
        environment.sensor.requestPower(for: "UIAccelerometer")
        let ticker = MotionTicker(clock: environment.clock, interval: intervalValue) { [weak self] time in
            self?.deliver(environment.sensor.sample(at: time))
        }
        self.ticker = ticker
        ticker.start()
    }

    private func stopDelivery() {
        ticker?.stop()
        ticker = nil
        environment?.sensor.releasePower(for: "UIAccelerometer")
        environment = nil
    }

    private func deliver(_ sample: MotionSample) {
        guard let delegate else { return stopDelivery() }
        let a = sample.acceleration
        delegate.accelerometer(self, didAccelerate: UIAcceleration(x: a.x, y: a.y, z: a.z, timestamp: sample.timestamp))
    }
}
