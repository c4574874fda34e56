// SPDX-License-Identifier: Apache-2.0

import SystemConfiguration

/// The status bar, drawn by the device above every window: signal, carrier, the time of the device's clock, the
/// network activity spinner and the battery.
///
/// It draws as the profile's system did:
/// - **iPhone OS 3 profiles** (20 points): an opaque bar: gray gradient with black content (`.default`,
///   `.darkContent`), opaque black (`.blackOpaque`) or translucent black (`.lightContent`, which is
///   `.blackTranslucent`) with white content; signal bars, "Carrier" and the Wi-Fi fan at the left, the network
///   activity spinner after them while `isNetworkActivityIndicatorVisible`, the time ("9:41 AM") centred, the
///   battery at the right. On cellular data "3G" stands where the Wi-Fi fan was; in Airplane Mode (no network) an
///   airplane replaces the bars, the carrier and the fan.
/// - **The modern profile** (54 points): a transparent bar; the time ("9:41") in the left ear, signal bars, Wi-Fi
///   and battery in the right ear; black content for `.default` and `.darkContent` (the appearance is light),
///   white for `.lightContent` and `.blackOpaque`. No network spinner, as on iOS 13 phones with a sensor housing.
///   On cellular data "5G" replaces the Wi-Fi fan; in Airplane Mode an airplane replaces the bars and the fan.
///
/// The layer is redrawn only when what it shows changes: the style, the minute, the spinner's step (twelve a
/// second while it spins). (A layer, so it is drawn by the compositor's rules: not main-actor isolated; it is
/// changed only by the runtime.)
final class StatusBarLayer: CALayer, @unchecked Sendable {
    /// What the bar shows; a change redraws it.
    struct Content: Equatable {
        var style: UIStatusBarStyle = .default
        var modern = false
        /// The time as the bar writes it.
        var time = "9:41 AM"
        /// The spinner's step (0…11), nil when it does not show.
        var spinnerStep: Int?
        /// The device's network: the Wi-Fi fan, the cellular data badge, or the airplane.
        var network: SimulatedNetwork.Kind = .wifi
    }

    private var content = Content()
    private var drawn = false

    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Steps per second of the network activity spinner.
    static let spinnerStepsPerSecond = 12.0

    /// Takes what `app` shows at `date` and `time` (device clock seconds); redraws when it changed.
    @MainActor
    func update(from app: UIApplication, modern: Bool, date: Date, timeZone: TimeZone, time: Double,
                network: SimulatedNetwork.Kind = .wifi)
    {
        var next = Content()
        next.network = network
        next.style = app.statusBarStyle
        next.modern = modern
        next.time = Self.timeText(date, modern: modern, timeZone: timeZone)
        if app.isNetworkActivityIndicatorVisible && !modern, time.isFinite {
            next.spinnerStep = Int((time * Self.spinnerStepsPerSecond).rounded(.down)) % 12
        }
        guard next != content || !drawn else { return }
        content = next
        drawn = true
        setNeedsDisplay()
    }

    /// The time of `date` in `timeZone`: "9:41 AM" on iPhone OS 3, "9:41" on the modern profile.
    static func timeText(_ date: Date, modern: Bool, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let hour = parts.hour ?? 9, minute = parts.minute ?? 41
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        let clock = "\(twelve):" + (minute < 10 ? "0\(minute)" : "\(minute)")
        return modern ? clock : clock + (hour < 12 ? " AM" : " PM")
    }

    override var drawsOwnContent: Bool { true }

    override func draw(in ctx: CGContext) {
        if content.modern { drawModern(in: ctx) } else { drawClassic(in: ctx) }
    }

    /// Whether the content is white (on black) rather than black.
    private var lightInk: Bool { content.style == .lightContent || content.style == .blackOpaque }

    private func drawClassic(in ctx: CGContext) {
        let width = bounds.width, height = bounds.height
        switch content.style {
        case .blackOpaque:
            ctx.setFillColor(gray: 0, alpha: 1)
            ctx.fill(bounds)
        case .lightContent:
            ctx.setFillColor(gray: 0, alpha: 0.5)
            ctx.fill(bounds)
        case .default, .darkContent:
            // iPhone OS 3's gray bar: lighter at the top, a darker line at the bottom.
            let steps = max(1, Int(height))
            for i in 0..<steps {
                let t = CGFloat(i) / CGFloat(max(1, steps - 1))
                ctx.setFillColor(gray: 0.87 - 0.2 * t, alpha: 1)
                ctx.fill(CGRect(x: 0, y: CGFloat(i), width: width, height: 1))
            }
            ctx.setFillColor(gray: 0.42, alpha: 1)
            ctx.fill(CGRect(x: 0, y: height - 1, width: width, height: 1))
        }
        let ink = CGColor(gray: lightInk ? 1 : 0, alpha: 1)
        let mid = height / 2
        var x: CGFloat
        if content.network == SimulatedNetwork.Kind.none {
            x = StatusBarIcons.drawAirplane(in: ctx, x: 5, midY: mid, length: 14, ink: ink)
        } else {
            x = StatusBarIcons.drawSignal(in: ctx, x: 4, baseline: mid + 5, bars: 5, barWidth: 2, step: 2, ink: ink)
            let carrier = TextLayout(text: "Carrier", font: .system(size: 12, bold: true), color: ink)
            carrier.draw(in: ctx, at: CGPoint(x: x + 3, y: mid - carrier.size.height / 2))
            x += 3 + carrier.size.width + 4
            if content.network == .wifi {
                x = StatusBarIcons.drawWiFi(in: ctx, x: x, baseline: mid + 5, radius: 9, ink: ink)
            } else {
                let badge = TextLayout(text: "3G", font: .system(size: 12, bold: true), color: ink)
                badge.draw(in: ctx, at: CGPoint(x: x, y: mid - badge.size.height / 2))
                x += badge.size.width
            }
        }
        if let step = content.spinnerStep {
            ActivitySpinner.draw(in: ctx, center: CGPoint(x: x + 10, y: mid), radius: 6, step: step, ink: ink)
        }
        let clock = TextLayout(text: content.time, font: .system(size: 12, bold: true), color: ink)
        clock.draw(in: ctx, at: CGPoint(x: (width - clock.size.width) / 2, y: mid - clock.size.height / 2))
        StatusBarIcons.drawBattery(in: ctx, frame: CGRect(x: width - 30, y: mid - 5, width: 23, height: 10),
                                   cornerRadius: 1, ink: ink)
    }

    private func drawModern(in ctx: CGContext) {
        let width = bounds.width
        let ink = CGColor(gray: lightInk ? 1 : 0, alpha: 1)
        let mid: CGFloat = 31
        let clock = TextLayout(text: content.time, font: .system(size: 17, bold: true), color: ink)
        let leftEar = width * 0.2
        clock.draw(in: ctx, at: CGPoint(x: leftEar - clock.size.width / 2, y: mid - clock.size.height / 2))
        // Right ear: signal, Wi-Fi, battery, 66 points wide in all, centred at 80 % of the width; the battery keeps
        // its place whatever the network shows before it.
        let start = width * 0.8 - 36, battery = start + 48
        switch content.network {
        case .wifi:
            let x = StatusBarIcons.drawSignal(in: ctx, x: start, baseline: mid + 5.5, bars: 4, barWidth: 3, step: 2.5,
                                              ink: ink)
            _ = StatusBarIcons.drawWiFi(in: ctx, x: x + 5, baseline: mid + 5.5, radius: 11, ink: ink)
        case .cellular:
            let x = StatusBarIcons.drawSignal(in: ctx, x: start, baseline: mid + 5.5, bars: 4, barWidth: 3, step: 2.5,
                                              ink: ink)
            let badge = TextLayout(text: "5G", font: .system(size: 15, bold: true), color: ink)
            badge.draw(in: ctx, at: CGPoint(x: x + 3, y: mid - badge.size.height / 2))
        case .none:
            _ = StatusBarIcons.drawAirplane(in: ctx, x: battery - 24, midY: mid, length: 18, ink: ink)
        }
        StatusBarIcons.drawBattery(in: ctx, frame: CGRect(x: battery, y: mid - 6, width: 25, height: 12),
                                   cornerRadius: 3.5, ink: ink)
    }
}
