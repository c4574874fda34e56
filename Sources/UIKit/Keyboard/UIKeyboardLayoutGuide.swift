// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A layout guide for the space the keyboard takes up in a view (iOS 15): constrain views to its `topAnchor` to keep
/// them above the keyboard.
///
/// Get it from ``UIView/keyboardLayoutGuide``; UIKit keeps it to the keyboard. The guide spans the owning view's
/// width and runs up from the view's bottom edge:
/// - While the keyboard is shown, its top is the keyboard's top edge (the keyboard's frame converted into the view;
///   no higher than the view's top).
/// - While the keyboard is hidden, its top is the bottom of the view's safe area (``usesBottomSafeArea``, the
///   default) or the view's bottom edge (a guide of zero height).
///
/// When the keyboard's frame is about to change (``UIResponder/keyboardWillChangeFrameNotification``), the guide
/// moves and lays the owning view's window out inside an animation with the keyboard's duration, so views pinned to
/// it slide with the keyboard. The tracked constraints of ``UITrackingLayoutGuide`` are updated first.
///
/// On Linux the software keyboard is always docked at the bottom of the screen, so ``followsUndockedKeyboard``
/// makes no difference; it is kept for source compatibility and stored.
///
/// ```swift
/// field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
/// ```
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows the keyboard when it is undocked or floating (false by default: then an undocked
    /// keyboard leaves the guide at the bottom of the safe area). Touchstone's keyboard never undocks.
    open var followsUndockedKeyboard: Bool = false

    /// Whether the hidden keyboard's guide sits at the bottom of the owning view's safe area (true, the default)
    /// rather than at the view's bottom edge (iOS 17).
    open var usesBottomSafeArea: Bool = true {
        didSet { if usesBottomSafeArea != oldValue { keyboardGeometryChanged(duration: 0) } }
    }

    /// Extra points above the keyboard where a scroll view's interactive keyboard dismissal begins (iOS 17;
    /// 0 by default, negative values count as 0).
    open var keyboardDismissPadding: CGFloat {
        get { dismissPadding }
        set { dismissPadding = newValue.isFinite ? max(0, newValue) : 0 }
    }
    private var dismissPadding: CGFloat = 0

    /// The keyboard's frame in screen coordinates while shown; nil while hidden or going away.
    package private(set) var keyboardScreenFrame: CGRect?
    nonisolated(unsafe) private var observer: NSObjectProtocol?

    /// Creates a keyboard guide; UIKit makes one per view (``UIView/keyboardLayoutGuide``).
    public override init() {
        super.init()
        identifier = "UIViewKeyboardLayoutGuide"
        systemRegion = .keyboard
        keyboardScreenFrame = KeyboardController.current?.visibleFrame
        observer = KeyboardController.observeFrameChanges(
            on: { [weak self] in self?.owningViewStorage?.window?.screen.bounds ?? UIScreen.main.bounds }
        ) { [weak self] end, duration in
            // The hide notifications carry the frame just below the screen: the handler gets nil, "hidden".
            self?.keyboardScreenFrame = end
            self?.keyboardGeometryChanged(duration: duration)
        }
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    // MARK: Geometry

    /// The guide's height in `owner`: the keyboard's overlap of its bottom edge while shown, else the safe area's
    /// bottom inset (or 0 without ``usesBottomSafeArea``).
    package func height(in owner: UIView) -> CGFloat {
        let bounds = owner.bounds
        let resting = usesBottomSafeArea ? max(0, owner.safeAreaInsets.bottom) : 0
        guard let screenFrame = keyboardScreenFrame, owner.window != nil else { return min(resting, bounds.height) }
        let local = owner.convert(screenFrame, from: nil)
        let overlap = max(0, bounds.maxY - local.minY)
        return min(max(overlap, resting), max(0, bounds.height))
    }

    /// Where the guide goes in its owning view once laid out (before the pass runs).
    override package func trackedFrame() -> CGRect {
        guard let owner = owningViewStorage else { return .zero }
        let bounds = owner.bounds, h = height(in: owner)
        return CGRect(x: bounds.minX, y: bounds.maxY - h, width: bounds.width, height: h)
    }

    /// Updates the tracked constraints and lays the owning view's window out, animated over `duration` seconds.
    private func keyboardGeometryChanged(duration: Double) {
        guard let owner = owningViewStorage else { return }
        updateTrackedConstraints()
        owner.autoLayout?.host?.markNeedsLayout()
        owner.setNeedsLayout()
        guard let root = owner.window else { return }
        if duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
                root.layoutIfNeeded()
            }
        } else {
            root.layoutIfNeeded()
        }
    }
}

extension UIView {
    /// The guide for the space the keyboard takes up in this view (iOS 15), made on first use.
    ///
    /// Its top edge is the keyboard's top while the keyboard shows, and the bottom of the safe area while it is
    /// hidden; see ``UIKeyboardLayoutGuide``.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let state = layoutState
        if let guide = state.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        state.keyboardGuide = guide
        addLayoutGuide(guide)
        return guide
    }
}
