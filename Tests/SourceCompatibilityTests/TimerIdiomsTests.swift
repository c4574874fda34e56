// SPDX-License-Identifier: Apache-2.0

// Timing as iOS apps write it, in a file that imports Foundation beside UIKit (Swift 5 mode): Foundation's `Timer`
// with a selector and with a block, `DispatchQueue.main.asyncAfter`, `Date()` for elapsed time and
// `CFAbsoluteTimeGetCurrent()`. On a headless device all of it follows the device's clock (issue 11 §4).
import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// A stopwatch screen: a selector timer ticks the label, a block timer blinks a dot, a delayed block hides a hint.
final class StopwatchViewController: UIViewController {
    let timeLabel = UILabel()
    let dot = UIView()
    let hint = UILabel()
    private var ticker: Timer?
    private var blinker: Timer?
    private var startDate: Date?
    private(set) var ticks: [Int] = []
    private(set) var startedAt: CFAbsoluteTime = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        [timeLabel, dot, hint].forEach(view.addSubview)
        hint.text = "Tap start"
    }

    func start() {
        startDate = Date()
        startedAt = CFAbsoluteTimeGetCurrent()
        ticker = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector("tick:", StopwatchViewController.tick(_:)),
                                      userInfo: ["unit": "s"], repeats: true)
        blinker = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in
            self?.dot.isHidden.toggle()
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) { [weak self] in
            self?.hint.isHidden = true
        }
    }

    func stop() {
        ticker?.invalidate()
        blinker?.invalidate()
    }

    func tick(_ timer: Timer) {
        let elapsed = Int(Date().timeIntervalSince(startDate ?? Date()).rounded())
        let unit = (timer.userInfo as? [String: String])?["unit"] ?? "?"
        ticks.append(elapsed)
        timeLabel.text = "\(elapsed) \(unit)"
    }
}

final class StopwatchAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let controller = StopwatchViewController()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = controller
        window?.makeKeyAndVisible()
        return true
    }
}

@MainActor
@Suite("Source compatibility: Foundation timers and clocks in app code")
struct TimerIdiomsTests {
    @Test("A stopwatch written with Foundation's Timer, asyncAfter and Date() runs on the device clock")
    func stopwatch() throws {
        let device = try HeadlessDevice()
        let delegate = StopwatchAppDelegate()
        try device.launch(delegate: delegate)
        let stopwatch = delegate.controller
        stopwatch.start()
        let dotHidden = stopwatch.dot.isHidden

        device.advance(by: 0.6)
        #expect(stopwatch.dot.isHidden != dotHidden)
        #expect(stopwatch.ticks.isEmpty)
        device.advance(by: 2.5)
        #expect(stopwatch.ticks == [1, 2, 3])
        #expect(stopwatch.timeLabel.text == "3 s")
        #expect(stopwatch.hint.isHidden)
        #expect(abs(CFAbsoluteTimeGetCurrent() - stopwatch.startedAt - 3.1) < 1e-3)

        stopwatch.stop()
        device.advance(by: 2)
        #expect(stopwatch.ticks == [1, 2, 3])
    }

    @Test("Two runs of the same script see the same times: the device's calendar starts at a fixed date")
    func deterministicCalendar() throws {
        var seen: [String] = []
        for _ in 0..<2 {
            let device = try HeadlessDevice()
            try device.launch(delegate: StopwatchAppDelegate())
            device.advance(by: 1)
            let formatter = ISO8601DateFormatter()
            seen.append(formatter.string(from: Date()))
            device.terminate()
        }
        #expect(seen.count == 2 && seen[0] == seen[1])
        #expect(seen.first?.hasPrefix("2026-01-01T09:41:01") == true)

        let device = try HeadlessDevice(startDate: Date(timeIntervalSince1970: 1_245_225_600))  // 17 June 2009
        try device.launch(delegate: StopwatchAppDelegate())
        #expect(ISO8601DateFormatter().string(from: Date()).hasPrefix("2009-06-17T08:00:00"))
        device.terminate()
    }
}
