// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import DeviceLink
import Foundation
import HostInterface

/// What the screen shows and where input goes: the app in front gets touches, keys and text over its link; Home
/// and the other hardware actions the device owns stay with the device; on the home screen a tap on an icon
/// launches its app and a horizontal swipe turns the page.
extension SimulatedDevice {
    /// The screen now, at the screen's pixel size: the app in front (its last frame, its launch image until its
    /// first frame, black without either), the home screen, or the zoom between them; a system alert on top.
    public func screenshot() -> CGImage {
        let scale = Int(profile.scale)
        var image = foreground?.frame
        if image == nil, let app = foreground?.app, let url = app.launchImageURL(scale: scale),
            let data = FileManager.default.contents(atPath: url.path), let provider = CGDataProvider(data: data)
        {
            image = CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
        return renderer.render(home, HomeScreenRenderer.Scene(
            time: now, appImage: image, appInFront: foreground != nil, alert: alert,
            switcher: isShowingAppSwitcher ? switcherApps : nil))
    }

    /// Delivers one input event (screen points, device time) as the device routes it.
    public func send(_ event: HostEvent) {
        screenNeedsRefresh = true
        if case .hardware(let action, _) = event {
            switch action {
            case .home: return pressHome()
            case .memoryWarning: return simulateMemoryPressure()
            default: break
            }
        }
        if case .quit = event { return shutdown() }
        if alert != nil {
            if case .touchUp = event { alert = nil }
            return
        }
        if let foreground {
            return send(.input(event), to: foreground)
        }
        if isShowingAppSwitcher {
            guard case .touchUp(_, let point, _) = event else { return }
            isShowingAppSwitcher = false
            if let app = home.switcherFrames(switcherApps).first(where: { $0.frame.insetBy(dx: -6, dy: -6).contains(point) })?.app {
                do {
                    try launch(bundleIdentifier: app.bundleIdentifier)
                } catch {
                    note("could not resume \(app.bundleIdentifier): \(error)")
                }
            }
            return
        }
        switch event {
        case .touchDown(_, let point, _):
            home.swipeStart = point
        case .touchUp(_, let point, _):
            guard let start = home.swipeStart else { return }
            home.swipeStart = nil
            let dx = point.x - start.x
            if abs(dx) > 40 {
                home.page = min(home.pageCount - 1, max(0, home.page + (dx < 0 ? 1 : -1)))
            } else if let app = home.app(at: point) {
                do {
                    try launch(bundleIdentifier: app.bundleIdentifier)
                } catch {
                    note("could not launch \(app.bundleIdentifier): \(error)")
                }
            }
        case .touchCancelled:
            home.swipeStart = nil
        default:
            break
        }
    }

    /// Taps at `point` (screen points) now: down, then up a frame later.
    public func tap(at point: CGPoint) {
        send(.touchDown(finger: 0, location: point, timestamp: now))
        advance(by: refreshInterval)
        send(.touchUp(finger: 0, location: point, timestamp: now))
    }
}
