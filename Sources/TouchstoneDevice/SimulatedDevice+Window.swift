// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import HostInterface

/// The simulator window's own parts: the bezel around the screen (its Home and Sleep/Wake buttons clickable) and
/// F1's overlay of the simulator's keys. Window points are the bezel's; the device's input is in screen points.
extension SimulatedDevice {
    /// What the window shows: the screen, with the keys overlay when F1 turned it on, inside the bezel (if shown).
    public func windowImage() -> CGImage {
        var screen = screenshot()
        if isShowingSimulatorKeys { screen = SimulatorKeysOverlay.render(over: screen, scale: profile.scale) }
        return bezel?.render(screen: screen, scale: profile.scale) ?? screen
    }

    /// Routes one event of the window (window points): F1 toggles the keys overlay; a click that starts and ends
    /// on a bezel button presses it (Home: ``pressHome()``; Sleep/Wake: the `lock` hardware action); touches that
    /// start on the screen go to the device in screen points, the rest of a touch too; touches that start
    /// elsewhere on the bezel are dropped.
    public func sendWindowEvent(_ event: HostEvent) {
        screenNeedsRefresh = true
        if case .key(let key, let down, _) = event, key == HostKeyName.function(1) {
            if down { isShowingSimulatorKeys.toggle() }
            return
        }
        guard let bezel else { return send(event) }
        switch event {
        case .touchDown(let finger, let point, let time):
            if let button = bezel.button(at: point) {
                pressedBezelButtons[finger] = button
            } else if let screenPoint = bezel.screenPoint(point) {
                send(.touchDown(finger: finger, location: screenPoint, timestamp: time))
            } else {
                pressedBezelButtons[finger] = nil
                droppedFingers.insert(finger)
            }
        case .touchMoved(let finger, let point, let time):
            guard pressedBezelButtons[finger] == nil, !droppedFingers.contains(finger) else { return }
            send(.touchMoved(finger: finger, location: offset(point, bezel), timestamp: time))
        case .touchUp(let finger, let point, let time):
            if droppedFingers.remove(finger) != nil { return }
            if let button = pressedBezelButtons.removeValue(forKey: finger) {
                guard bezel.button(at: point) == button else { return }
                switch button {
                case .home: pressHome()
                case .sleepWake: send(.hardware(.lock, timestamp: time))
                }
                return
            }
            send(.touchUp(finger: finger, location: offset(point, bezel), timestamp: time))
        case .touchCancelled(let finger, _):
            pressedBezelButtons[finger] = nil
            if droppedFingers.remove(finger) == nil { send(event) }
        default:
            send(event)
        }
    }

    private func offset(_ point: CGPoint, _ bezel: DeviceBezel) -> CGPoint {
        CGPoint(x: point.x - bezel.screenFrame.minX, y: point.y - bezel.screenFrame.minY)
    }
}
