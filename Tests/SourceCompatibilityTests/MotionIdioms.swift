// SPDX-License-Identifier: Apache-2.0
//
// How iOS apps read the accelerometer (Swift 5 mode): the iPhone OS 2 delegate of guide listings 8-3 and 8-4, and
// Core Motion with the main operation queue. They compile unchanged against Touchstone.

import CoreMotion
import UIKit

/// Listings 8-3 and 8-4: configure the shared accelerometer, then filter its samples.
class BubbleLevelViewController: UIViewController, UIAccelerometerDelegate {
    let kAccelerometerFrequency = 50.0  // Hz
    let kFilteringFactor = 0.1
    var accelX: UIAccelerationValue = 0
    var accelY: UIAccelerationValue = 0
    var accelZ: UIAccelerationValue = 0
    private let levelLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(levelLabel)
        // Listing 8-3: delegate events begin immediately.
        let accelerometer = UIAccelerometer.shared()
        accelerometer.updateInterval = 1 / kAccelerometerFrequency
        accelerometer.delegate = self
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        UIAccelerometer.shared().delegate = nil
    }

    // Listing 8-4.
    func accelerometer(_ accelerometer: UIAccelerometer, didAccelerate acceleration: UIAcceleration) {
        accelX = acceleration.x * kFilteringFactor + accelX * (1.0 - kFilteringFactor)
        accelY = acceleration.y * kFilteringFactor + accelY * (1.0 - kFilteringFactor)
        accelZ = acceleration.z * kFilteringFactor + accelZ * (1.0 - kFilteringFactor)
        levelLabel.text = String(format: "%.2f %.2f %.2f", accelX, accelY, accelZ)
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { accelX = 0; accelY = 0; accelZ = 0 }
    }
}

/// A game view controller on Core Motion: device motion on the main queue, the accelerometer pulled each frame.
class TiltGameViewController: UIViewController {
    let motionManager = CMMotionManager()
    private(set) var tilt: Double = 0
    private(set) var lastError: Error?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if motionManager.isDeviceMotionAvailable {
            motionManager.deviceMotionUpdateInterval = 1.0 / 60.0
            motionManager.startDeviceMotionUpdates(using: .xArbitraryZVertical, to: OperationQueue.main) {
                [weak self] motion, error in
                guard let self = self else { return }
                if let error = error {
                    self.lastError = error
                    return
                }
                guard let motion = motion else { return }
                self.tilt = motion.attitude.roll
                let total = motion.gravity.x + motion.userAcceleration.x
                _ = total
            }
        } else if motionManager.isAccelerometerAvailable {
            motionManager.accelerometerUpdateInterval = 0.02
            motionManager.startAccelerometerUpdates()
        }
    }

    func update() {
        if let data = motionManager.accelerometerData {
            tilt = atan2(data.acceleration.x, -data.acceleration.y)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        motionManager.stopDeviceMotionUpdates()
        motionManager.stopAccelerometerUpdates()
        if (lastError as NSError?)?.domain == CMErrorDomain { lastError = nil }
    }
}
