// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation

/// Opening URLs (contract items 8 and 11; guide §1, "Communicating with other applications"): a scheme an installed
/// app declares in `CFBundleURLTypes` launches or resumes it with `openURL`; `tel:`, `sms:` and `mailto:` show the
/// system's simulated confirmation; `http`/`https` an alert that no browser is installed; anything else is
/// refused.
extension SimulatedDevice {
    /// Where a URL goes.
    enum URLRoute: Equatable {
        case app(String)
        case confirmation(SystemAlert)
        case noBrowser
        case none
    }

    func route(_ url: String) -> URLRoute {
        guard let colon = url.firstIndex(of: ":"), colon != url.startIndex else { return .none }
        let scheme = url[..<colon].lowercased()
        if let app = installedApps.first(where: { $0.urlSchemes.contains(scheme) }) { return .app(app.bundleIdentifier) }
        var target = String(url[url.index(after: colon)...])
        while target.hasPrefix("/") { target.removeFirst() }
        target = target.removingPercentEncoding ?? target
        switch scheme {
        case "tel": return .confirmation(SystemAlert(title: target, message: "", buttons: ["Cancel", "Call"]))
        case "sms": return .confirmation(SystemAlert(title: "Send a message to \(target)?", message: "", buttons: ["Cancel", "Message"]))
        case "mailto": return .confirmation(SystemAlert(title: "New mail to \(target)?", message: "", buttons: ["Cancel", "Mail"]))
        case "http", "https":
            return .noBrowser
        default: return .none
        }
    }

    /// Whether some app (or the system) opens `url`: what `canOpenURL` answers.
    func canOpenURL(_ url: String) -> Bool {
        switch route(url) {
        case .app, .confirmation: return true
        case .noBrowser, .none: return false
        }
    }

    /// Opens `url` for `source` (a bundle identifier, empty for the system); returns whether it was opened. An
    /// app's launch or resumption waits until no app's messages are being read.
    @discardableResult
    func openURL(_ url: String, from source: String) -> Bool {
        switch route(url) {
        case .app(let identifier):
            note("\(source.isEmpty ? "the system" : source) opens \(url) in \(identifier)")
            deferred.append { [weak self] in
                guard let self else { return }
                do {
                    try launch(bundleIdentifier: identifier, arguments: [], openingURL: (url, source))
                } catch {
                    note("could not open \(url) in \(identifier): \(error)")
                }
            }
            return true
        case .confirmation(let confirmation):
            alert = confirmation
            note("\(url): \(confirmation.title)")
            return true
        case .noBrowser:
            alert = SystemAlert(title: "Cannot Open Page", message: "No web browser is installed on this device.",
                                buttons: ["OK"])
            note("\(url): no browser is installed")
            return false
        case .none:
            note("no app opens \(url)")
            return false
        }
    }

    /// Opens `url` as the system does (`simctl openurl`): launches or resumes the app that declares its scheme,
    /// or shows the system's alert; throws when nothing opens it.
    public func openURL(_ url: URL) throws {
        screenNeedsRefresh = true
        let text = url.absoluteString
        if case .none = route(text) {
            throw SimulatedDeviceError("no installed app opens \(url.scheme.map { "\($0):" } ?? text) URLs")
        }
        _ = openURL(text, from: "")
        runDeferred()
    }
}
