// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation
import HostInterface
import RemoteHost
import UIKit

/// The app side of the simulated device (issue 19), against an in-process fake device on a socket pair: frame
/// transfer (the app's `present` copies the frame into the shared surface and sends `frameReady`, until the device
/// has read it) at @2x, whole screen and a typical damaged rectangle; and input latency (the device sends a
/// touch and a clock tick, until the app's `touchesBegan` runs). Prints p50 and p99 against issue 19's targets.
enum RemoteDeviceBenchmarks {
    static let frames = 2_000
    static let touches = 2_000

    static func printTimes() {
        MainActor.assumeIsolated {
            do {
                let session = try Session()
                defer { session.finish() }
                let whole = session.frameTransfer(damage: [CGRect(x: 0, y: 0, width: 640, height: 960)])
                report("Remote device frame transfer @2x, whole screen", whole, target: 0.3)
                let partial = session.frameTransfer(damage: [CGRect(x: 100, y: 200, width: 200, height: 120)])
                report("Remote device frame transfer @2x, 200×120 px damage", partial, target: 0.3)
                report("Remote device input → touchesBegan", session.inputLatency(), target: 0.2)
            } catch {
                print("Remote device benchmarks skipped: \(error)")
            }
        }
    }

    private static func report(_ name: String, _ samples: [Double], target: Double) {
        let sorted = samples.sorted()
        let p50 = percentile(sorted, 0.5), p99 = percentile(sorted, 0.99)
        print(String(format: "%@ (ms, %d samples): p50 %.4f p99 %.4f, target ≤ %.1f: %@", name, sorted.count, p50, p99,
                     target, p99 <= target ? "yes" : "NO"))
    }

    private static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) * 1e-15
    }

    /// A launched app on the remote backend, the benchmark playing the device.
    @MainActor
    final class Session {
        let link: DeviceLinkConnection
        let surface: SharedSurface
        let backend: RemoteHostBackend
        let runtime: AppRuntime
        let delegate = LatencyDelegate()
        private var now = 0.0

        init() throws {
            let (device, app) = try DeviceLinkConnection.pair()
            link = device
            surface = try SharedSurface.create(name: SharedSurface.uniqueName(), pixelWidth: 640, pixelHeight: 960)
            backend = RemoteHostBackend(connection: app)
            try link.send(.welcome(.init(deviceName: "Bench", screenWidth: 320, screenHeight: 480, scale: 2,
                                         surfaceName: surface.name)))
            try backend.connect(bundleIdentifier: "com.example.bench")
            runtime = AppRuntime(host: backend, profile: .iPhone4, application: UIApplication())
            runtime.watchdogKillsProcess = false
            runtime.deviceServices = backend
            try runtime.launch(delegate: delegate)
            drain()
        }

        private func drain() { while (try? link.receive(timeout: 0)) != nil {} }

        /// Per frame: the app presents `damage` of its screen; the device reads the `frameReady`.
        func frameTransfer(damage: [CGRect]) -> [Double] {
            guard let image = runtime.screenshot else { return [] }
            var samples: [Double] = []
            let clock = ContinuousClock()
            for i in 0..<(frames + 50) {
                let start = clock.now
                backend.present(image, damage: damage)
                guard case .frameReady? = try? link.receive(timeout: 1) else { return samples }
                if i >= 50 { samples.append(milliseconds(clock.now - start)) }
            }
            return samples
        }

        /// Per touch: the device sends a touch-down and a clock tick; the app's next turn calls `touchesBegan`.
        func inputLatency() -> [Double] {
            var samples: [Double] = []
            let clock = ContinuousClock()
            let point = CGPoint(x: 160, y: 240)
            for i in 0..<(touches + 50) {
                now += 1.0 / 60
                delegate.view.began = nil
                let start = clock.now
                try? link.send(.input(.touchDown(finger: 0, location: point, timestamp: now)))
                try? link.send(.clock(seconds: now))
                runtime.runTurn()
                guard let began = delegate.view.began else { return samples }
                if i >= 50 { samples.append(milliseconds(began - start)) }
                now += 1.0 / 60
                try? link.send(.input(.touchUp(finger: 0, location: point, timestamp: now)))
                try? link.send(.clock(seconds: now))
                runtime.runTurn()
                drain()
            }
            return samples
        }

        func finish() {
            runtime.terminate()
            runtime.uninstall()
        }
    }

    /// A full-screen view noting when `touchesBegan` runs.
    final class LatencyView: UIView {
        var began: ContinuousClock.Instant?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began = ContinuousClock.now }
    }

    final class LatencyDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let view = LatencyView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            view.backgroundColor = .white
            window.addSubview(view)
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
    }
}
