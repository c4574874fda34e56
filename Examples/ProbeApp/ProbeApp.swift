// SPDX-License-Identifier: Apache-2.0
//
// A one-window app for process-level checks: the simulator-window test under Xvfb, the termination watchdog,
// and the cold-start benchmark. A red square in the middle of a white window turns blue when tapped, and back;
// dragged, it follows the finger (and keeps its colour). It prints its life-cycle events to standard output.
//
// PROBE_BLOCK_TERMINATE=<seconds>  makes applicationWillTerminate block that long (to trip the watchdog).
// App arguments after `--` run the container probe (ContainerProbe.swift): folders, writes, opens.
// PROBE_LOCALIZATION=1             prints what the app's bundle answers for its language: the "greeting" string
//                                  (NSLocalizedString without a bundle), the preferred localizations and the
//                                  localized display name; Locale.current, the preferred languages, a date and a
//                                  number formatted without a locale, the "Flag.txt" resource and "flag" image
//                                  the bundle's lookups find, and the simulated network.

import Network
import UIKit

final class ProbeView: UIView {
    var toggled = false
    private var dragged = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { dragged = false }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let parent = superview else { return }
        let now = touch.location(in: parent), before = touch.previousLocation(in: parent)
        center = CGPoint(x: center.x + now.x - before.x, y: center.y + now.y - before.y)
        dragged = true
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if dragged {
            print("probe: dragged to \(Int(center.x)),\(Int(center.y))")
            fflush(nil)
            return
        }
        toggled.toggle()
        backgroundColor = toggled ? .blue : .red
        print("probe: tapped \(toggled ? "blue" : "red")")
        fflush(nil)
    }
}

@main
final class ProbeAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.backgroundColor = .white
        let square = ProbeView(frame: CGRect(x: 0, y: 0, width: 160, height: 160))
        square.center = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        square.backgroundColor = .red
        window.addSubview(square)
        window.makeKeyAndVisible()
        self.window = window
        say("didFinishLaunching")
        if ProcessInfo.processInfo.environment["PROBE_CLOCKS"] != nil { reportClocks() }
        ContainerProbe.run(arguments: CommandLine.arguments)
        if ProcessInfo.processInfo.environment["PROBE_LOCALIZATION"] != nil { reportLocalization() }
        if ProcessInfo.processInfo.environment["PROBE_BACKGROUND_WORK"] != nil { queueWorkFromAnotherThread(square) }
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { say("didBecomeActive") }

    func applicationWillTerminate(_ application: UIApplication) {
        say("willTerminate")
        if let seconds = ProcessInfo.processInfo.environment["PROBE_BLOCK_TERMINATE"].flatMap(Double.init) {
            Thread.sleep(forTimeInterval: seconds)
            say("terminate-finished")
        }
    }

    /// A second after launch (real time), another thread queues work on the main queue that turns the square
    /// green: an idle app on a device must ask for a tick to run it (docs/ARCHITECTURE.md, "The device link", Idle).
    private func queueWorkFromAnotherThread(_ square: UIView) {
        nonisolated(unsafe) let square = square
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 1)
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    square.backgroundColor = .green
                    self.say("background work ran")
                }
            }
        }
    }

    /// Prints what Foundation's clocks read from a timer and a delayed block: on a headless device the same in
    /// every run (the device's clock, from its fixed start date).
    private func reportClocks() {
        func stamp() -> String {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            return formatter.string(from: Date())
        }
        say("launch \(stamp())")
        Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
            MainActor.assumeIsolated { self.say("timer \(stamp()) uptime \(ProcessInfo.processInfo.systemUptime)") }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.03) {
            self.say("after \(stamp())")
        }
    }

    /// Prints the bundle's answers for the app's language, one line each.
    private func reportLocalization() {
        say("greeting=\(NSLocalizedString("greeting", comment: "The text in the middle of the screen"))")
        say("preferredLocalizations=\(Bundle.main.preferredLocalizations.joined(separator: ","))")
        let name = Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? "-"
        say("displayName=\(name)")
        say("localizedDisplayName=\(Bundle.main.localizedInfoDictionary?["CFBundleDisplayName"] as? String ?? "-")")
        say("locale=\(Locale.current.identifier)")
        say("autoupdatingLocale=\(Locale.autoupdatingCurrent.identifier)")
        say("preferredLanguages=\(Locale.preferredLanguages.joined(separator: ","))")
        say("appleLanguages=\(UserDefaults.standard.stringArray(forKey: "AppleLanguages")?.joined(separator: ",") ?? "-")")
        let date = DateFormatter()
        date.dateStyle = .long
        date.timeZone = TimeZone(identifier: "UTC")
        say("date=\(date.string(from: Date(timeIntervalSince1970: 86_400 * 40)))")
        let number = NumberFormatter()
        number.numberStyle = .decimal
        say("number=\(number.string(from: 1234.5) ?? "-")")
        let flag = Bundle.main.path(forResource: "Flag", ofType: "txt")
        say("resource=\(flag.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? "-")")
        let flagURL = Bundle.main.url(forResource: "Flag", withExtension: "txt")
        say("resourceFolder=\(flagURL?.deletingLastPathComponent().lastPathComponent ?? "-")")
        say("image=\(UIImage(named: "flag").map { "\(Int($0.size.width))" } ?? "-")")
        let reachability = NWPathMonitor().currentPath
        say("network=\(reachability.status == .satisfied ? (reachability.usesInterfaceType(.wifi) ? "wifi" : "cellular") : "none")")
    }

    private func say(_ s: String) {
        print("probe: \(s)")
        fflush(nil)
    }
}
