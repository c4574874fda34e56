// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import UIKit

/// The springboard's state and layout: installed apps' icons on pages of a 4-column grid, the dock, the page dots
/// and the status bar, in screen points (origin top-left).
///
/// The dock holds the Settings app (bundle identifiers in ``dockIdentifiers``) when installed; every other app
/// fills the pages in install order. iPhone OS 3 icons are 57 points with 9-point corners and four rows a page;
/// the modern profile's are 60 points with six rows.
final class HomeScreen {
    /// The apps shown (the device's installed apps).
    var apps: [InstalledApp] = []
    /// The page shown.
    var page = 0
    /// The status bar's time text override, and battery override in percent.
    var statusBarTime: String?
    var batteryLevel: Int?
    /// The calendar date at device time 0 (the clock's simulated start; nil: real time).
    var startDate: Date?
    /// A zoom into (or out of) an app in progress.
    var zoom: Zoom?
    /// Where a horizontal swipe started (screen points), while a finger is down on the home screen.
    var swipeStart: CGPoint?

    /// The bundle identifiers that go in the dock.
    static let dockIdentifiers: Set<String> = ["com.apple.Preferences", "com.touchstone.Settings", "com.touchstone.settings"]

    /// The zoom between the home screen and an app (0.35 s).
    struct Zoom {
        var bundleIdentifier: String
        var start: Double
        /// Into the app (tap, launch, URL) or back out (Home).
        var opening: Bool
        /// The app's last image when zooming out.
        var image: CGImage?
        static let duration = 0.35
    }

    let profile: DeviceProfile
    let era: DeviceEra

    init(profile: DeviceProfile, era: DeviceEra) {
        self.profile = profile
        self.era = era
    }

    var isClassic: Bool { profile.isClassic }
    var iconSize: CGFloat { isClassic ? 57 : 60 }
    var cornerRadius: CGFloat { isClassic ? 9 : 13.5 }
    var rowsPerPage: Int { isClassic ? 4 : 6 }
    var rowPitch: CGFloat { isClassic ? 88 : 100 }
    var dockHeight: CGFloat { isClassic ? 92 : 110 }
    var gridTop: CGFloat { profile.statusBarHeight + (isClassic ? 11 : 20) }
    var screen: CGSize { profile.pointSize }

    var dockApps: [InstalledApp] { Array(apps.filter { Self.dockIdentifiers.contains($0.bundleIdentifier) }.prefix(4)) }
    var pageApps: [InstalledApp] { apps.filter { !Self.dockIdentifiers.contains($0.bundleIdentifier) } }
    var perPage: Int { 4 * rowsPerPage }
    var pageCount: Int { max(1, (pageApps.count + perPage - 1) / perPage) }

    /// The x of column `column` of `count` evenly spread icons.
    private func columnX(_ column: Int, of count: Int) -> CGFloat {
        let gap = (screen.width - CGFloat(count) * iconSize) / CGFloat(count)
        return gap / 2 + CGFloat(column) * (iconSize + gap)
    }

    /// The icon frames of the page shown and of the dock, by bundle identifier.
    func iconFrames() -> [(app: InstalledApp, frame: CGRect)] {
        var frames: [(InstalledApp, CGRect)] = []
        let first = page * perPage
        for (i, app) in pageApps.dropFirst(first).prefix(perPage).enumerated() {
            let frame = CGRect(x: columnX(i % 4, of: 4), y: gridTop + CGFloat(i / 4) * rowPitch, width: iconSize, height: iconSize)
            frames.append((app, frame))
        }
        let dock = dockApps
        for (i, app) in dock.enumerated() {
            let y = screen.height - dockHeight + (isClassic ? 8 : 16)
            frames.append((app, CGRect(x: columnX(i, of: dock.count), y: y, width: iconSize, height: iconSize)))
        }
        return frames
    }

    /// The frame of `bundleIdentifier`'s icon, else the screen's centre (an app on another page).
    func iconFrame(of bundleIdentifier: String) -> CGRect {
        iconFrames().first { $0.app.bundleIdentifier == bundleIdentifier }?.frame
            ?? CGRect(x: screen.width / 2 - iconSize / 2, y: screen.height / 2 - iconSize / 2, width: iconSize, height: iconSize)
    }

    /// The app whose icon is under `point`.
    func app(at point: CGPoint) -> InstalledApp? {
        iconFrames().first { $0.frame.insetBy(dx: -6, dy: -6).contains(point) }?.app
    }

    /// The page dots' centre line.
    var dotsY: CGFloat { screen.height - dockHeight - 12 }

    /// The time the status bar shows.
    func timeText(at time: Double) -> String {
        if let statusBarTime { return statusBarTime }
        let date = (startDate ?? Date(timeIntervalSinceNow: -time)).addingTimeInterval(time)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = startDate == nil ? .current : TimeZone(identifier: "UTC")
        formatter.dateFormat = "h:mm a"
        return formatter.string(from: date)
    }

    /// The height of iOS 4's app switcher bar, which pushes the home screen up.
    var switcherHeight: CGFloat { isClassic ? 92 : 110 }

    /// The icon frames of `apps` in the app switcher bar (at most four, left to right), in screen points.
    func switcherFrames(_ apps: [InstalledApp]) -> [(app: InstalledApp, frame: CGRect)] {
        let y = screen.height - switcherHeight + (isClassic ? 8 : 16)
        return apps.prefix(4).enumerated().map { index, app in
            (app, CGRect(x: columnX(index, of: 4), y: y, width: iconSize, height: iconSize))
        }
    }
}
