// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Which dynamic colours a view's last drawing resolved, so that a light/dark switch re-displays only the views
/// whose pixels would change (issue 16's benchmark: "only what changed re-displays").
///
/// While a view draws (`UIView.draw(_:in:)`), every dynamic colour resolved (``UIColor/resolvedColor(with:)``,
/// which ``UIColor/cgColor`` and `setFill()` go through) is noted with the fixed colour it gave. When the
/// appearance changes, a view of one of UIKit's own drawing classes whose noted colours all resolve to the same
/// fixed colours for the new traits keeps its backing store: its `draw(_:)` would paint the same pixels. Only those
/// classes qualify (``eligibleClasses``, matched exactly, so an app's subclass, whose drawing may read the traits
/// directly, always re-displays), and only the re-display the appearance change itself asks for is skipped
/// (``UIView/appearanceDidChange(initial:)``, with the tint announcement inside it); any other
/// `setNeedsDisplay()` redraws as usual.
@MainActor
package enum DrawnColours {
    /// One resolution: the dynamic colour and the fixed `CGColor` it resolved to.
    package typealias Entry = (color: UIColor, resolved: CGColor)

    /// The resolutions noted during the drawing in progress (nil when no drawing is being recorded).
    nonisolated(unsafe) private static var recording: [Entry]?
    /// Whether a drawing is being recorded (a flag other threads' resolutions can read cheaply), and the thread
    /// drawing (only its resolutions are noted).
    nonisolated(unsafe) private static var isRecording = false
    nonisolated(unsafe) private static var recordingThread = pthread_self()

    /// The view whose `setNeedsDisplay()` calls are ignored while it follows an appearance change that leaves its
    /// drawing unchanged.
    package static weak var keepingContents: UIView?

    /// UIKit's classes whose `draw(_:)` depends on the traits only through colours.
    private static let eligibleClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(UILabel.self), ObjectIdentifier(UISwitch.self), ObjectIdentifier(UISlider.self),
        ObjectIdentifier(UIStepper.self), ObjectIdentifier(UIProgressView.self), ObjectIdentifier(UIPageControl.self),
        ObjectIdentifier(UISegmentedControl.self), ObjectIdentifier(UIActivityIndicatorView.self),
        ObjectIdentifier(ButtonChromeView.self), ObjectIdentifier(DatePickerCalendarView.self),
        ObjectIdentifier(DatePickerCompactView.self),
    ]

    /// Notes that `color` (dynamic) resolved to `resolved` while a drawing is being recorded.
    nonisolated package static func note(_ color: UIColor, resolved: UIColor) {
        guard isRecording, pthread_equal(pthread_self(), recordingThread) != 0 else { return }
        recording?.append((color, resolved.cgColor))
    }

    /// Runs `draw` for `view`, keeping the dynamic colours it resolves as the view's record: replacing the record
    /// after a whole drawing, adding to it after a partial one (`partial`: the rest of the pixels are older).
    package static func record(_ view: UIView, partial: Bool, _ draw: () -> Void) {
        guard eligibleClasses.contains(ObjectIdentifier(type(of: view))) else { return draw() }
        let outer = recording
        recording = []
        recordingThread = pthread_self()
        isRecording = true
        draw()
        let noted = recording ?? []
        recording = outer.map { $0 + noted }
        isRecording = recording != nil
        let state = view.appearanceStateMaking
        if partial, let previous = state.drawnColours {
            state.drawnColours = previous + noted
        } else {
            state.drawnColours = noted
        }
    }

    /// Whether `view`'s backing store already shows what it would draw with `traits`: it has a record of its last
    /// drawing and every colour noted resolves as it did.
    package static func drawingHolds(for view: UIView, traits: UITraitCollection) -> Bool {
        guard view.layer.contents != nil, let noted = view.appearanceState?.drawnColours else { return false }
        return noted.allSatisfy { $0.color.resolvedColor(with: traits).cgColor == $0.resolved }
    }
}
