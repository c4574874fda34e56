// SPDX-License-Identifier: Apache-2.0
//
// The system's alert for an app that requires Wi-Fi (guide §2.6.3, "Using Wi-Fi"; docs/ARCHITECTURE.md,
// "Network state").

import SystemConfiguration

/// The alert iPhone OS shows when an app whose Info.plist sets `UIRequiresPersistentWiFi` launches in airplane
/// mode: "Turn Off Airplane Mode or Use Wi-Fi to Access Data", with Settings and OK buttons, drawn like every
/// other alert (``AlertContentView``). Either button dismisses it (Touchstone has no Settings app to switch to
/// yet; Settings only dismisses and logs). It covers the screen, so the app gets no touches while it shows.
///
/// Shown at launch only when all of the guide's conditions hold: the key is true, and the device is in airplane
/// mode (the simulated network is `none`). On Wi-Fi or cellular data it does not show.
@MainActor
package final class PersistentWiFiAlert: AlertWindow {
    /// The alert's title.
    package static let title = "Turn Off Airplane Mode or Use Wi-Fi to Access Data"
    /// The buttons' titles, in order.
    package static let buttonTitles = ["Settings", "OK"]

    /// Shows the alert if `info` sets `UIRequiresPersistentWiFi` (a Boolean, or the strings YES/true) and the
    /// simulated network is off.
    package static func presentIfNeeded(info: [String: Any], in app: UIApplication) {
        guard requiresPersistentWiFi(info), SimulatedNetwork.current == .none, shown(in: app) == nil else { return }
        let alert = PersistentWiFiAlert(screen: .main)
        alert.show()
        AlertAnimation.present(alert.host, animated: true) {}
    }

    /// Whether `info` sets `UIRequiresPersistentWiFi`.
    package static func requiresPersistentWiFi(_ info: [String: Any]) -> Bool {
        switch info["UIRequiresPersistentWiFi"] {
        case let flag as Bool: return flag
        case let text as String: return ["yes", "true", "1"].contains(text.lowercased())
        case let number as Int: return number != 0
        default: return false
        }
    }

    /// The alert showing in `app`, if any (one being dismissed no longer counts).
    package static func shown(in app: UIApplication) -> PersistentWiFiAlert? {
        app.windows.lazy.compactMap { $0 as? PersistentWiFiAlert }.first { !$0.isClosing }
    }

    private init(screen: UIScreen) {
        let content = AlertContentView(kind: .alert, appearance: AlertAppearance.of(screen))
        content.title = Self.title
        content.buttons = Self.buttonTitles.map { AlertButtonSpec(title: $0, role: $0 == "OK" ? .cancel : .normal) }
        super.init(host: AlertHostView(content: content), screen: screen)
        content.onSelect = { [weak self] index in self?.choose(index) }
    }

    @available(*, unavailable)
    required convenience init?(coder: NSCoder) { self.init(screen: .main) }

    /// The button titled `title` (an invisible view over the drawn button), for tests and assistive code.
    package func button(titled title: String) -> UIView? {
        Self.buttonTitles.firstIndex(of: title).map { host.content.buttonViews[$0] }
    }

    private func choose(_ index: Int) {
        guard !isClosing else { return }
        if Self.buttonTitles[index] == "Settings" {
            UIKitDiagnostics.log("Wi-Fi alert: Settings chosen; there is no Settings app to open, the alert closes")
        }
        beginClosing()
        AlertAnimation.dismiss(host, animated: true) { [weak self] in self?.close() }
    }
}
