// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What covers the screen while an alert or sheet shows: a dimming view over everything beneath, and the panel.
///
/// The host fills its container (an alert window, or a presentation's container view) and lays the panel out in
/// `layoutSubviews` from its own bounds, so a rotation or any other change of bounds re-centres an alert and
/// keeps a sheet on the bottom edge. It takes every touch that misses the panel, so nothing beneath gets touches;
/// a tap that begins and ends outside the panel calls ``onTapOutside`` (action sheets cancel on it).
@MainActor
package final class AlertHostView: UIView {
    /// The drawn alert or sheet.
    package let content: AlertContentView
    /// The view placed on screen: the content itself, or a view holding it (a `UIAlertView` or `UIActionSheet`,
    /// which are views themselves).
    package let panel: UIView
    /// The dimming behind the panel.
    package let dimmingView: AlertDimmingView
    /// Called when a tap begins and ends outside the panel.
    package var onTapOutside: (() -> Void)?
    private var touchBeganOutside = false

    /// A host for `content`, shown inside `panel` when given (the content then fills the panel).
    package init(content: AlertContentView, panel: UIView? = nil) {
        self.content = content
        self.panel = panel ?? content
        dimmingView = AlertDimmingView(kind: content.kind, appearance: content.appearance)
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(dimmingView)
        addSubview(self.panel)
        if self.panel !== content { self.panel.addSubview(content) }
        content.onContentChange = { [weak self] in self?.setNeedsLayout() }
    }

    @available(*, unavailable)
    convenience init() { self.init(content: AlertContentView(kind: .alert, appearance: .modern)) }

    @available(*, unavailable)
    required convenience init?(coder: NSCoder) { self.init(content: AlertContentView(kind: .alert, appearance: .modern)) }

    /// Where the panel goes in `bounds`: an alert centred; a sheet on the bottom edge (on a modern phone, above
    /// the home indicator's inset, 8 points from the edge at least, and centred).
    package func panelFrame(in bounds: CGRect) -> CGRect {
        let appearance = content.appearance
        switch content.kind {
        case .alert:
            let size = content.layout(width: AlertMetrics.alertWidth(appearance)).size
            // Above the keyboard: centred in what it leaves, but never above the safe area's top.
            let overlap = keyboardOverlap(in: bounds)
            var y = (bounds.midY - overlap / 2 - size.height / 2).rounded()
            if overlap > 0 { y = max(bounds.minY + max(safeAreaInsets.top, 20), y) }
            return CGRect(x: (bounds.midX - size.width / 2).rounded(), y: y, width: size.width, height: size.height)
        case .actionSheet:
            let width = AlertMetrics.sheetWidth(appearance, in: bounds.size)
            let size = content.layout(width: width).size
            let bottomInset = appearance == .modern ? max(safeAreaInsets.bottom, AlertMetrics.sheetGap) : 0
            return CGRect(x: (bounds.midX - width / 2).rounded(), y: bounds.maxY - bottomInset - size.height,
                          width: width, height: size.height)
        }
    }

    // MARK: The keyboard

    /// The keyboard's frame in screen coordinates, as its last frame-change notification announced it (nil when
    /// it is down or off the screen).
    private var keyboardScreenFrame: CGRect?
    private var keyboardObserver: NSObjectProtocol?

    /// How many points of `rect` (this view's coordinates) the keyboard covers from the bottom.
    package func keyboardOverlap(in rect: CGRect) -> CGFloat {
        guard content.kind == .alert, let screenFrame = keyboardScreenFrame, window != nil else { return 0 }
        let local = convert(screenFrame, from: nil)
        return max(0, min(rect.maxY - local.minY, rect.height))
    }

    /// Follows the keyboard while in a window: an alert moves up above it, and back, with the keyboard's own
    /// animation.
    override package func didMoveToWindow() {
        super.didMoveToWindow()
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
        keyboardObserver = nil
        guard window != nil, content.kind == .alert else { return }
        keyboardScreenFrame = KeyboardController.current?.visibleFrame
        keyboardObserver = KeyboardController.observeFrameChanges(
            on: { [weak self] in self?.window?.screen.bounds ?? UIScreen.main.bounds }
        ) { [weak self] end, duration in self?.keyboardWillMove(to: end, duration: duration) }
    }

    private func keyboardWillMove(to end: CGRect?, duration: Double) {
        keyboardScreenFrame = end
        setNeedsLayout()
        UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            self.layoutIfNeeded()
        }
    }

    override package func layoutSubviews() {
        super.layoutSubviews()
        dimmingView.frame = bounds
        // Bounds and centre, not frame: the panel may be scaled or moved by an animation's transform.
        let frame = panelFrame(in: bounds)
        panel.bounds = CGRect(origin: panel.bounds.origin, size: frame.size)
        panel.center = CGPoint(x: frame.midX, y: frame.midY)
        if panel !== content { content.frame = panel.bounds }
    }

    // MARK: Touches: everything outside the panel stops here.

    override package func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchBeganOutside = true
    }

    override package func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override package func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchBeganOutside else { return }
        touchBeganOutside = false
        guard let touch = touches.first, !panel.frame.contains(touch.location(in: self)) else { return }
        onTapOutside?()
    }

    override package func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchBeganOutside = false
    }
}

/// The black veil over the screen behind an alert: a flat tint, except iPhone OS 3's alert, whose veil is a
/// radial gradient lighter at the centre.
@MainActor
package final class AlertDimmingView: UIView {
    private let isRadial: Bool

    package init(kind: AlertKind, appearance: AlertAppearance) {
        isRadial = kind == .alert && appearance == .classic
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
        if isRadial {
            backgroundColor = nil
            contentMode = .redraw
        } else {
            backgroundColor = UIColor(white: 0, alpha: AlertMetrics.dimmingAlpha(appearance, kind))
        }
    }

    @available(*, unavailable)
    convenience init() { self.init(kind: .alert, appearance: .modern) }

    @available(*, unavailable)
    required convenience init?(coder: NSCoder) { self.init(kind: .alert, appearance: .modern) }

    override package func draw(_ rect: CGRect) {
        guard isRadial, let context = UIGraphicsGetCurrentContext(),
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                      colors: [UIColor(white: 0, alpha: 0.2).cgColor,
                                               UIColor(white: 0, alpha: 0.62).cgColor],
                                      locations: nil)
        else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot() / 2
        context.drawRadialGradient(gradient, startCenter: center, startRadius: 0, endCenter: center,
                                   endRadius: radius, options: [.drawsAfterEndLocation])
    }
}
