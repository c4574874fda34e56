// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// An idle app's turns commit nothing: the screen's chrome (status bar, dimming, window order) is set to the same
/// values every turn, which takes part in the transaction but is not a change, so the render server does not walk
/// the layer tree (issue 22: the main thread's commit stays cheap when nothing moves).
@MainActor
@Suite("Idle commits")
struct IdleCommitTests {
    @Test("An idle app's turns walk no layer tree; a change walks it")
    func idleTurnsDoNotWalk() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        let delegate = TouchAppDelegate()
        try device.launch(delegate: delegate)
        device.advance(by: 1)
        let runtime = try #require(device.application?.runtime)
        // The change count is process-wide: a test running beside this one that changes its own layers makes a
        // turn walk. So the idle check gets three tries; before the fix every turn walked, every time.
        var idleWalks: [Int] = []
        for _ in 0..<3 {
            let before = runtime.commitWalks
            for _ in 0..<20 { device.advance(by: 1.0 / 60) }
            idleWalks.append(runtime.commitWalks - before)
            if idleWalks.last == 0 { break }
        }
        #expect(idleWalks.contains(0), "walks in 20 idle turns, per try: \(idleWalks)")
        let before = runtime.commitWalks
        delegate.target.backgroundColor = .green
        device.advance(by: 1.0 / 60)
        #expect(runtime.commitWalks > before)
        #expect(RGBAImage(device.screenshot())[100, 100].g > 200)
    }
}
