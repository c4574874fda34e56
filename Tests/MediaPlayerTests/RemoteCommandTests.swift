// SPDX-License-Identifier: Apache-2.0

import Foundation
@testable import MediaPlayer
import Testing

/// Remote commands and the now-playing information.
@Suite("Remote commands and now playing")
struct RemoteCommandTests {
    @Test("A handler gets its command's event and its status comes back; removed or disabled, the command fails")
    func handlers() {
        let center = MPRemoteCommandCenter()
        var seen: [String] = []
        let token = center.playCommand.addTarget { event in
            seen.append("play \(event.command === center.playCommand)")
            return .success
        }
        center.pauseCommand.addTarget { _ in .noActionableNowPlayingItem }
        #expect(center.send(MPRemoteCommandEvent(command: center.playCommand)) == .success)
        #expect(center.send(MPRemoteCommandEvent(command: center.pauseCommand)) == .noActionableNowPlayingItem)
        #expect(seen == ["play true"])
        center.pauseCommand.isEnabled = false
        #expect(center.send(MPRemoteCommandEvent(command: center.pauseCommand)) == .commandFailed)
        center.playCommand.removeTarget(token)
        #expect(center.send(MPRemoteCommandEvent(command: center.playCommand)) == .commandFailed)
        #expect(seen.count == 1)
        #expect(center.send(MPRemoteCommandEvent(command: center.nextTrackCommand)) == .commandFailed)
        #expect(MPRemoteCommandCenter.shared() === MPRemoteCommandCenter.shared())
    }

    @Test("Skip-interval and change-position events carry their values")
    func eventValues() {
        let center = MPRemoteCommandCenter()
        center.skipForwardCommand.preferredIntervals = [30]
        var skipped: TimeInterval = 0
        var position: TimeInterval = 0
        center.skipForwardCommand.addTarget { event in
            skipped = (event as? MPSkipIntervalCommandEvent)?.interval ?? -1
            return .success
        }
        center.changePlaybackPositionCommand.addTarget { event in
            position = (event as? MPChangePlaybackPositionCommandEvent)?.positionTime ?? -1
            return .success
        }
        center.send(MPSkipIntervalCommandEvent(command: center.skipForwardCommand, interval: 30))
        center.send(MPChangePlaybackPositionCommandEvent(command: center.changePlaybackPositionCommand, positionTime: 42.5))
        #expect(skipped == 30 && position == 42.5)
        #expect(center.skipForwardCommand.preferredIntervals == [30])
        center.skipForwardCommand.removeTarget(nil)
        #expect(!center.skipForwardCommand.hasTargets)
    }

    @Test("Now-playing information is kept as the app set it")
    func nowPlaying() {
        let center = MPNowPlayingInfoCenter.default()
        #expect(center === MPNowPlayingInfoCenter.default())
        center.nowPlayingInfo = [MPMediaItemPropertyTitle: "Orbit", MPMediaItemPropertyPlaybackDuration: 210.0,
                                 MPNowPlayingInfoPropertyElapsedPlaybackTime: 12.0, MPNowPlayingInfoPropertyPlaybackRate: 1.0]
        #expect(center.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Orbit")
        #expect(center.nowPlayingInfo?[MPNowPlayingInfoPropertyElapsedPlaybackTime] as? Double == 12)
        center.nowPlayingInfo = nil
        #expect(center.nowPlayingInfo == nil)
    }
}
