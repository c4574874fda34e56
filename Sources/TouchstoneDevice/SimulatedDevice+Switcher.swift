// SPDX-License-Identifier: Apache-2.0

import Foundation

/// iOS 4's app switcher: a double press of Home on the multitasking profiles slides the home screen up over a bar
/// of the running apps, most recently used first; a tap on one brings it back, Home or a tap elsewhere hides the
/// bar. (The first press of the pair already sent the app in front home; iOS 4 keeps it in front, inactive, while
/// the bar shows.)
extension SimulatedDevice {
    /// Two presses of Home closer than this (device seconds) are a double press.
    static let doublePressInterval = 0.5

    /// The running apps the switcher lists, most recently in front first.
    var switcherApps: [InstalledApp] {
        sessions.sorted { $0.lastForeground > $1.lastForeground }.map(\.app)
    }

    /// Handles a press of Home for the switcher: returns true when the press showed or hid it (nothing else to do).
    func handleSwitcherPress() -> Bool {
        defer { lastHomePress = now }
        if isShowingAppSwitcher {
            isShowingAppSwitcher = false
            return true
        }
        guard era == .multitasking, foreground == nil, let last = lastHomePress,
            now - last <= Self.doublePressInterval
        else { return false }
        isShowingAppSwitcher = true
        home.zoom = nil
        return true
    }
}
