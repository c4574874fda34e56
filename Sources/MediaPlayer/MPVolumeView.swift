// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// The simulated device's output volume (infrastructure, not Apple API), shared by every ``MPVolumeView`` and
/// ``MPMusicPlayerController/volume``. Nothing is heard; the level is kept and observed.
@MainActor
package enum SystemVolume {
    /// The level, 0…1 (default 0.5).
    package private(set) static var level: Float = 0.5

    /// Sets the level (clamped; NaN ignored) and posts `MPMusicPlayerControllerVolumeDidChange` for each music
    /// player generating notifications.
    package static func set(_ value: Float) {
        guard value.isFinite else { return UIKitDiagnostics.log("MediaPlayer: volume \(value) ignored") }
        let clamped = min(max(value, 0), 1)
        guard clamped != level else { return }
        level = clamped
        NotificationCenter.default.post(name: systemVolumeDidChange, object: nil)
    }

    /// Posted (object nil) when the level changes; volume views and music players follow it.
    package static let systemVolumeDidChange = Notification.Name("TouchstoneSystemVolumeDidChange")
}

/// The system volume slider (and, on iOS, the AirPlay route button) for a playback screen.
///
/// The slider reads and sets the simulated device's volume, which every volume view and
/// ``MPMusicPlayerController/volume`` share. There are no other audio routes, so no route button is drawn whatever
/// ``showsRouteButton`` says.
@preconcurrency @MainActor
open class MPVolumeView: UIView {
    /// Whether the volume slider shows (default true).
    open var showsVolumeSlider = true { didSet { slider.isHidden = !showsVolumeSlider } }
    /// Whether the route button would show (default true; no routes are simulated).
    open var showsRouteButton = true
    /// The slider (infrastructure: tests drive it).
    package let slider = UISlider()
    private var observer: NSObjectProtocol?

    /// Creates a volume view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a volume view (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        slider.value = SystemVolume.level
        slider.addAction(UIAction { [unowned self] _ in SystemVolume.set(slider.value) }, for: .valueChanged)
        addSubview(slider)
        observer = NotificationCenter.default.addObserver(
            forName: SystemVolume.systemVolumeDidChange, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, !self.slider.isTracking else { return }
                self.slider.value = SystemVolume.level
            }
        }
    }

    /// Lays the slider across the view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        slider.frame = CGRect(x: 0, y: max(0, (bounds.height - 30) / 2), width: bounds.width, height: min(30, bounds.height))
    }

    /// The slider's height (34 points) at the given width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 34) }
}
