// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation
import UIKit

/// Launching apps: spawn, handshake (contract items 1–2, 11), bringing a running app back to the front.
extension SimulatedDevice {
    /// Launches the app (or brings it to the front when it runs, as tapping its icon does) and returns its pid.
    /// A new process must say `hello` within ``watchdogLimit``; the app in front first goes home (background or
    /// terminated, by era). Throws when the app is not installed or its process cannot start or handshake.
    @discardableResult
    public func launch(bundleIdentifier: String, arguments: [String] = []) throws -> Int32 {
        screenNeedsRefresh = true
        return try launch(bundleIdentifier: bundleIdentifier, arguments: arguments, openingURL: nil)
    }

    @discardableResult
    func launch(bundleIdentifier: String, arguments: [String], openingURL: (url: String, source: String)?) throws -> Int32 {
        guard !isShutDown else { throw SimulatedDeviceError("the device is shut down") }
        guard let app = installedApps.first(where: { $0.bundleIdentifier == bundleIdentifier }) else {
            throw SimulatedDeviceError("no app with bundle identifier \(bundleIdentifier) is installed")
        }
        if let running = session(for: bundleIdentifier), running.link.isOpen {
            if case .terminating = running.state {
                remove(running, reason: "relaunched while terminating")
            } else {
                bringToFront(running)
                if let openingURL { sendOpenURL(openingURL, to: running) }
                return running.process.processIdentifier
            }
        }
        sendForegroundHome()
        launchCounter += 1
        let logURL = logDirectory.appendingPathComponent("\(bundleIdentifier)-\(launchCounter).log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let environment = [
            "TOUCHSTONE_DEVICE_DATA": dataRoot.path, "TOUCHSTONE_DATA_ROOT": dataRoot.path,
            "TOUCHSTONE_DEVICE": profile.name,
        ].merging(settingsEnvironment(for: app)) { $1 }
        let (process, link) = try launcher.launch(
            AppLaunchRequest(app: app, arguments: arguments, environment: environment, logURL: logURL))
        let session = AppSession(app: app, process: process, link: link, logURL: logURL, launchedAt: now)
        session.pendingOpenURL = openingURL
        sessions.append(session)
        note("launched \(bundleIdentifier) (pid \(process.processIdentifier))", in: session)
        do {
            try handshake(session)
        } catch {
            fail(session, reason: "\(error)")
            throw SimulatedDeviceError("\(bundleIdentifier) did not connect: \(error)")
        }
        foreground = session
        session.lastForeground = now
        isShowingAppSwitcher = false
        home.zoom = HomeScreen.Zoom(bundleIdentifier: bundleIdentifier, start: now, opening: true)
        return process.processIdentifier
    }

    /// Waits for `hello`, makes the surface and answers `welcome` (then the URL of a launch by URL).
    private func handshake(_ session: AppSession) throws {
        guard let message = try session.link.receive(timeout: watchdogLimit) else {
            throw SimulatedDeviceError("no hello within \(watchdogLimit) s")
        }
        guard case .hello(let hello) = message else { throw SimulatedDeviceError("first message was not hello: \(message)") }
        guard hello.protocolVersion == DeviceLinkMessage.protocolVersion else {
            throw SimulatedDeviceError("protocol version \(hello.protocolVersion) is not spoken by this device")
        }
        if hello.bundleIdentifier != session.app.bundleIdentifier {
            note("\(session.app.bundleIdentifier) introduced itself as \(hello.bundleIdentifier)", in: session)
        }
        let (width, height) = (Int((profile.pointSize.width * profile.scale).rounded()),
                               Int((profile.pointSize.height * profile.scale).rounded()))
        let surface = try SharedSurface.create(name: SharedSurface.uniqueName(), pixelWidth: width, pixelHeight: height)
        session.surface = surface
        var messages: [DeviceLinkMessage] = [.welcome(DeviceLinkMessage.Welcome(
            deviceName: profile.name, screenWidth: Double(profile.pointSize.width),
            screenHeight: Double(profile.pointSize.height), scale: Double(profile.scale), surfaceName: surface.name))]
        if let url = session.pendingOpenURL {
            messages.append(.openURL(url: url.url, sourceApplication: url.source))
        }
        // One write: the app reads what came with welcome without waiting, so the URL must be there already (sent
        // separately, a busy machine could deliver it a turn late, after didFinishLaunching).
        try session.link.send(messages)
        session.pendingOpenURL = nil
        session.state = .foreground
    }

    /// Brings a background or suspended app back: `SIGCONT`, then `foreground` and `active` (contract item 7).
    func bringToFront(_ session: AppSession) {
        guard foreground !== session else { return }
        sendForegroundHome()
        if case .suspended = session.state { session.process.send(signal: SIGCONT) }
        session.state = .foreground
        foreground = session
        session.lastForeground = now
        isShowingAppSwitcher = false
        home.zoom = HomeScreen.Zoom(bundleIdentifier: session.app.bundleIdentifier, start: now, opening: true)
        send(.lifecycle(.foreground), to: session)
        send(.lifecycle(.active), to: session)
        note("resumed \(session.app.bundleIdentifier)", in: session)
    }

    /// Sends `message`, failing the app when its link is gone.
    func send(_ message: DeviceLinkMessage, to session: AppSession) {
        do {
            try session.link.send(message)
            switch message {
            case .clock, .ping: break
            default: session.owesTick = true
            }
        } catch {
            // An app asked to terminate may exit before the next message: that is its clean end.
            if case .terminating = session.state { return remove(session, reason: "terminated") }
            fail(session, reason: "link lost: \(error)")
        }
    }

    func sendOpenURL(_ url: (url: String, source: String), to session: AppSession) {
        send(.openURL(url: url.url, sourceApplication: url.source), to: session)
    }
}
