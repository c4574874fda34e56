// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UIProgressView")
struct ProgressViewTests {
    private func makeProgressView(_ profile: DeviceProfile = .modernPhone) throws -> (HeadlessDevice, UIProgressView) {
        let (device, window) = try launchedControlsWindow(profile)
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 20, y: 200, width: 200, height: 4)
        window.addSubview(bar)
        return (device, bar)
    }

    @Test("Progress clamps to 0…1 and ignores non-finite values")
    func clamping() throws {
        let (_, bar) = try makeProgressView()
        #expect(bar.progress == 0 && bar.progressViewStyle == .default)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.progress = -0.2
        #expect(bar.progress == 0)
        bar.progress = 0.4
        bar.progress = .nan
        bar.setProgress(.infinity, animated: true)
        #expect(bar.progress == 0.4)
        #expect(abs(bar.filledRect.width - 80) < 0.001)
    }

    @Test("Heights: 4 (default) and 2.5 (bar) modern; 9 and 11 on iPhone OS 3 profiles")
    func heights() throws {
        let (_, bar) = try makeProgressView()
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        let thin = UIProgressView(progressViewStyle: .bar)
        #expect(thin.frame.size == CGSize(width: 0, height: 2.5))
        #expect(thin.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 100, height: 2.5))
        _ = try launchedControlsWindow(.iPhone3GS)
        #expect(UIProgressView(progressViewStyle: .default).intrinsicContentSize.height == 9)
        #expect(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 11)
    }

    @Test("setProgress(animated:) sets the value at once and fills the bar over about a quarter second")
    func animated() throws {
        let (device, bar) = try makeProgressView()
        bar.setProgress(0.8, animated: true)
        #expect(bar.progress == 0.8 && bar.displayedProgress == 0)
        device.advance(by: 0.1)
        #expect(bar.displayedProgress > 0 && bar.displayedProgress < 0.8)
        device.advance(by: 0.25)
        #expect(abs(bar.displayedProgress - 0.8) < 0.0001)
    }

    @Test("observedProgress: the bar follows fractionCompleted, polled each frame while in a window")
    func observedProgress() throws {
        let (device, bar) = try makeProgressView()
        let task = Progress(totalUnitCount: 10)
        task.completedUnitCount = 2
        bar.observedProgress = task
        #expect(abs(bar.progress - 0.2) < 0.0001)
        task.completedUnitCount = 7
        device.advance(by: 1.0 / 60)
        #expect(abs(bar.progress - 0.7) < 0.0001)
        bar.observedProgress = nil
        task.completedUnitCount = 9
        device.advance(by: 1.0 / 60)
        #expect(abs(bar.progress - 0.7) < 0.0001)
        #expect(!bar.ticker.isRunning)
    }

    @Test("Accessibility: one element reading the progress as a percentage")
    func accessibility() throws {
        let (_, bar) = try makeProgressView()
        bar.progress = 0.426
        #expect(bar.isAccessibilityElement)
        #expect(bar.accessibilityValue == "43%")
        #expect(bar.accessibilityLabel == "Progress")
        #expect(bar.accessibilityTraits == .updatesFrequently)
    }

    @Test("Tint colours and images are kept")
    func storedLooks() throws {
        let (_, bar) = try makeProgressView()
        bar.progressTintColor = .systemRed
        bar.trackTintColor = .systemGray5
        bar.progressImage = solidImage(4, 4)
        bar.trackImage = solidImage(4, 4)
        #expect(bar.progressTintColor != nil && bar.trackTintColor != nil)
        #expect(bar.progressImage != nil && bar.trackImage != nil)
    }
}
