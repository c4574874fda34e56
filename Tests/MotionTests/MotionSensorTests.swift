// SPDX-License-Identifier: Apache-2.0

import Foundation
@testable import MotionSensors
import Testing

/// The simulated motion sensor: gravity per pose, attitude, shakes, `TOUCHSTONE_ACCELERATION`, power.
@Suite("Motion sensor")
struct MotionSensorTests {
    @Test("At rest each pose reads Apple's gravity: portrait −y, landscape left −x, face up −z, and their opposites",
          arguments: [(DevicePose.portrait, MotionVector(x: 0, y: -1, z: 0)),
                      (.portraitUpsideDown, MotionVector(x: 0, y: 1, z: 0)),
                      (.landscapeLeft, MotionVector(x: -1, y: 0, z: 0)),
                      (.landscapeRight, MotionVector(x: 1, y: 0, z: 0)),
                      (.faceUp, MotionVector(x: 0, y: 0, z: -1)),
                      (.faceDown, MotionVector(x: 0, y: 0, z: 1))])
    func gravityPerPose(pose: DevicePose, gravity: MotionVector) {
        let sensor = MotionSensor()
        sensor.setPose(pose, at: 1)
        let sample = sensor.sample(at: 2)
        #expect(sample.gravity == gravity)
        #expect(sample.acceleration == gravity)
        #expect(sample.userAcceleration == .zero)
        // The attitude derived from gravity maps the vertical back onto it.
        let m = sample.attitude.matrix
        let down = MotionVector(x: -m[2][0], y: -m[2][1], z: -m[2][2])
        #expect((down - gravity).length < 1e-12)
    }

    @Test("A pose holds from its time on: a sample taken earlier reads the pose of its time")
    func poseHistory() {
        let sensor = MotionSensor()
        sensor.setPose(.faceUp, at: 5)
        #expect(sensor.sample(at: 4.99).gravity == DevicePose.portrait.gravity)
        #expect(sensor.sample(at: 5).gravity == DevicePose.faceUp.gravity)
        #expect(sensor.pose == .faceUp)
    }

    @Test("Attitude: flat on its back is the identity; upright portrait pitches π/2; landscape left rolls −π/2")
    func attitudeFromGravity() {
        let flat = MotionQuaternion(gravity: DevicePose.faceUp.gravity)
        #expect(abs(flat.roll) < 1e-12 && abs(flat.pitch) < 1e-12 && abs(flat.yaw) < 1e-12)
        let portrait = MotionQuaternion(gravity: DevicePose.portrait.gravity)
        #expect(abs(portrait.pitch - .pi / 2) < 1e-9 && abs(portrait.roll) < 1e-9)
        let landscape = MotionQuaternion(gravity: DevicePose.landscapeLeft.gravity)
        #expect(abs(landscape.roll + .pi / 2) < 1e-9 && abs(landscape.pitch) < 1e-9)
        let turned = MotionQuaternion(roll: 0.3, pitch: -0.2, yaw: 1.1)
        #expect(abs(turned.roll - 0.3) < 1e-12 && abs(turned.pitch + 0.2) < 1e-12 && abs(turned.yaw - 1.1) < 1e-12)
    }

    @Test("A shake adds a ±2 g oscillation along x while it lasts, and nothing before or after")
    func shake() {
        let sensor = MotionSensor()
        sensor.beginShake(at: 1)
        sensor.endShake(at: 1.5)
        let during = stride(from: 1.0, to: 1.5, by: 0.01).map { sensor.sample(at: $0).userAcceleration }
        #expect(during.map(\.x).max()! > 1.9 && during.map(\.x).min()! < -1.9)
        #expect(during.allSatisfy { $0.y == 0 && $0.z == 0 })
        for t in [0.0, 0.99, 1.5, 1.51, 3.0] {
            #expect(sensor.sample(at: t).userAcceleration == .zero, "t = \(t)")
        }
        // The same events give the same samples.
        let again = MotionSensor()
        again.beginShake(at: 1)
        again.endShake(at: 1.5)
        #expect(stride(from: 1.0, to: 1.5, by: 0.01).map { again.sample(at: $0).userAcceleration } == during)
    }

    @Test("TOUCHSTONE_ACCELERATION=\"x,y,z\" replaces gravity: the accelerometer reads it; gravity is its direction")
    func accelerationOverride() {
        let sensor = MotionSensor(environment: ["TOUCHSTONE_ACCELERATION": " 0.5, -0.5 ,0"])
        let sample = sensor.sample(at: 1)
        #expect(sample.acceleration == MotionVector(x: 0.5, y: -0.5, z: 0))
        #expect(abs(sample.gravity.length - 1) < 1e-12 && sample.gravity.x > 0 && sample.gravity.y < 0)
        #expect((sample.gravity + sample.userAcceleration - sample.acceleration).length < 1e-12)
    }

    @Test("A malformed TOUCHSTONE_ACCELERATION is logged and ignored",
          arguments: ["", "1,2", "1,2,3,4", "a,b,c", "nan,0,0", "0,inf,0", "1;2;3", ",,"])
    func malformedOverride(text: String) {
        #expect(MotionSensor.parseAcceleration(text) == nil)
        var logged: [String] = []
        let sensor = MotionSensor(environment: ["TOUCHSTONE_ACCELERATION": text]) { logged.append($0) }
        #expect(sensor.sample(at: 1).acceleration == DevicePose.portrait.gravity)
        #expect(logged.count == 1 && logged[0].contains("TOUCHSTONE_ACCELERATION"))
    }

    @Test("Power requests nest per client; the sensor is off when none is left")
    func power() {
        let sensor = MotionSensor()
        #expect(!sensor.isPoweredOn)
        sensor.requestPower(for: "a")
        sensor.requestPower(for: "a")
        sensor.requestPower(for: "b")
        sensor.releasePower(for: "a")
        sensor.releasePower(for: "b")
        #expect(sensor.isPoweredOn)
        sensor.releasePower(for: "a")
        sensor.releasePower(for: "a")
        #expect(!sensor.isPoweredOn)
    }
}

/// Periodic updates on a manual clock.
@MainActor
@Suite("Motion ticker")
struct MotionTickerTests {
    @Test("Fires every interval from one interval after the start, with each firing's own time",
          arguments: [(0.02, 50), (0.1, 10), (0.01, 100), (0.001, 100)])
    func firingsPerSecond(interval: Double, expected: Int) {
        let clock = ManualMotionClock(start: 3)
        var times: [Double] = []
        let ticker = MotionTicker(clock: clock, interval: interval) { times.append($0) }
        ticker.start()
        for _ in 0..<60 { clock.advance(by: 1.0 / 60) }
        #expect(times.count == expected)
        #expect(abs(times[0] - 3 - max(interval, 0.01)) < 1e-9)
        ticker.stop()
        clock.advance(by: 1)
        #expect(times.count == expected)
    }

    @Test("A late clock gets every firing due, once; NaN and infinite intervals are ignored, short ones clamp")
    func lateClockAndIntervals() {
        let clock = LumpyClock()
        var times: [Double] = []
        let ticker = MotionTicker(clock: clock, interval: 0.01) { times.append($0) }
        ticker.start()
        clock.jump(to: 0.5)
        #expect(times.count == 50)
        #expect(zip(times, times.dropFirst()).allSatisfy { abs($1 - $0 - 0.01) < 1e-9 })
        ticker.interval = .nan
        ticker.interval = .infinity
        #expect(ticker.interval == 0.01)
        ticker.interval = -1
        #expect(ticker.interval == 0.01)
        ticker.interval = 0.25
        clock.jump(to: 1.0)
        #expect(times.count == 52)
    }
}

/// A clock that runs due callbacks only when told to jump, with `now` already at the jump's end, as UIKit's timer
/// queue runs a turn's timers late.
@MainActor
private final class LumpyClock: MotionClock {
    private(set) var now = 0.0
    private var entries: [Int: (time: Double, action: @MainActor () -> Void)] = [:]
    private var next = 0

    func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) -> Int {
        next += 1
        entries[next] = (time, action)
        return next
    }

    func cancel(_ token: Int) { entries[token] = nil }

    func jump(to time: Double) {
        now = time
        while let (token, entry) = entries.filter({ $0.value.time <= time + 1e-9 }).min(by: { $0.value.time < $1.value.time }) {
            entries[token] = nil
            entry.action()
        }
    }
}
