// SPDX-License-Identifier: Apache-2.0

/// Shows, hides and hands over the keyboard as the first responder changes (one per running app, owned by its
/// `AppRuntime`), and posts the keyboard notifications.
///
/// A responder wants the keyboard when it takes typing (``takesTyping(_:)``) or has an `inputView` or
/// `inputAccessoryView`.
/// Becoming first responder slides the keyboard (or the input view) up from the bottom edge in 0.25 s, the
/// accessory view riding on top; resigning slides it down. A new first responder that also wants it takes it over
/// without motion: input goes to the new responder; on the iPhone OS 3 profiles the old owner gets a
/// ``UIResponder/keyboardWillHideNotification`` without a DidHide (guide §2.5.3); then WillShow and, on the next
/// turn, DidShow for the new owner (so a controller that records its active field when editing begins sees it).
/// A turn of the interface posts a hide pair and a show pair with the new size. See docs/ARCHITECTURE.md, "The keyboard".
@MainActor
package final class KeyboardController {
    /// The slide's duration.
    package static let animationDuration = 0.25
    /// The keyboard's curve on iOS 7 and later (`UIView.AnimationCurve` raw value 7, which Swift cannot name).
    package static let modernCurveRawValue = 7

    package let screen: UIScreen
    /// The responder the keyboard types into (nil while hidden).
    package private(set) weak var owner: UIResponder?
    /// Whether the keyboard is up or going up.
    package private(set) var isShown = false
    /// Whether a slide is in progress.
    package private(set) var isAnimating = false
    /// Hidden because a hardware keyboard was used, until the next touch-driven edit session (or the simulator's toggle).
    package private(set) var hiddenForHardwareKeyboard = false
    /// Whether a touch went down since the hardware keyboard hid the keyboard.
    private var touchedSinceHardware = false
    private var generation = 0
    private var lazyWindow: KeyboardWindow?
    private var lazyKeyboardView: KeyboardView?
    /// The views in the container now (input view or keyboard, and accessory).
    private var inputViewShown: UIView?
    private var accessoryShown: UIView?

    package init(screen: UIScreen) {
        self.screen = screen
    }

    /// The controller of the running app, if any.
    package static var current: KeyboardController? { UIApplication.sharedIfPresent?.runtime?.keyboard }

    /// The keyboard window (made on first use).
    package var window: KeyboardWindow {
        if let lazyWindow { return lazyWindow }
        let w = KeyboardWindow(screen: screen)
        lazyWindow = w
        return w
    }

    /// The on-screen keyboard view (made on first use).
    package var keyboardView: KeyboardView {
        if let lazyKeyboardView { return lazyKeyboardView }
        let v = KeyboardView(metrics: metrics)
        lazyKeyboardView = v
        return v
    }

    /// The keyboard view if it was ever made.
    package var lazyKeyboardViewIfMade: KeyboardView? { lazyKeyboardView }

    /// Whether the system keyboard (not an app's input view) is what shows.
    package var showsSystemKeyboard: Bool { isShown && inputViewShown === lazyKeyboardView && lazyKeyboardView != nil }

    private var modern: Bool { screen.profile.hasModernInterface }

    /// The keyboard's metrics for the interface's orientation now.
    package var metrics: KeyboardMetrics {
        let size = window.interfaceSize
        return KeyboardMetrics(modern: modern, landscape: size.width > size.height, screenWidth: size.width)
    }

    /// Whether `responder` wants the keyboard or an input view.
    package static func wantsKeyboard(_ responder: UIResponder?) -> Bool {
        guard let responder else { return false }
        return takesTyping(responder) || responder.inputView != nil || responder.inputAccessoryView != nil
    }

    /// Whether `responder` takes typed text: it adopts `UIKeyInput` and is not a text view that only selects
    /// (a non-editable, selectable `UITextView` is first responder while text is selected, with no keyboard).
    package static func takesTyping(_ responder: UIResponder?) -> Bool {
        guard let responder, responder is UIKeyInput else { return false }
        if let textView = responder as? UITextView, !textView.isEditable { return false }
        return true
    }

    // MARK: First responder changes

    /// Called by `UIResponder` after the first responder changed from `old` to `new` (nil: resigned).
    package static func firstResponderChanged(from old: UIResponder?, to new: UIResponder?) {
        current?.responderChanged(from: old, to: new)
    }

    package func responderChanged(from old: UIResponder?, to new: UIResponder?) {
        let wants = Self.wantsKeyboard(new)
        if wants, hiddenForHardwareKeyboard, touchedSinceHardware || !Self.takesTyping(new) {
            hiddenForHardwareKeyboard = false
        }
        guard wants, let new else {
            if isShown { hide() }
            owner = nil
            HostTextInput.update(active: false)
            return
        }
        HostTextInput.update(active: Self.takesTyping(new))
        if hiddenForHardwareKeyboard && Self.takesTyping(new) {
            owner = new
            return
        }
        if isShown {
            handOver(from: owner, to: new)
        } else {
            show(for: new)
        }
    }

    /// A touch went down (the runtime tells): the next edit session may show the keyboard again.
    package func noteTouch() {
        if hiddenForHardwareKeyboard { touchedSinceHardware = true }
    }

    // MARK: Showing and hiding

    private func show(for responder: UIResponder) {
        owner = responder
        let w = window
        w.applyInterfaceOrientation()
        install(for: responder)
        let end = shownFrame()
        let begin = hiddenFrame()
        isShown = true
        w.container.isHidden = false
        w.isHidden = false
        setContainer(begin)
        post([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification],
             begin: begin, end: end, duration: Self.animationDuration)
        animate(from: begin, to: end) { [weak self] in
            self?.post([UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification],
                       begin: begin, end: end, duration: Self.animationDuration)
        }
    }

    private func hide() {
        let begin = currentFrame()
        let end = hiddenFrame()
        isShown = false
        post([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification],
             begin: begin, end: end, duration: Self.animationDuration)
        animate(from: begin, to: end) { [weak self] in
            guard let self else { return }
            self.lazyWindow?.isHidden = true
            self.inputViewShown?.removeFromSuperview()
            self.accessoryShown?.removeFromSuperview()
            self.inputViewShown = nil
            self.accessoryShown = nil
            self.post([UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification],
                      begin: begin, end: end, duration: Self.animationDuration)
        }
    }

    private func handOver(from old: UIResponder?, to new: UIResponder) {
        let begin = currentFrame()
        if !modern, old != nil {
            // iPhone OS 3: the old owner is told it loses the keyboard; the keyboard stays, so no DidHide.
            post([UIResponder.keyboardWillHideNotification], begin: begin, end: begin, duration: 0)
        }
        owner = new
        install(for: new)
        let end = shownFrame()
        if end != begin {
            post([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification],
                 begin: begin, end: end, duration: Self.animationDuration)
            animate(from: begin, to: end) { [weak self] in
                self?.post([UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification],
                           begin: begin, end: end, duration: Self.animationDuration)
            }
        } else {
            post([UIResponder.keyboardWillShowNotification], begin: begin, end: end, duration: 0)
            generation += 1
            let token = generation
            DeviceTimer.scheduledTimer(withTimeInterval: 0) { [weak self] _ in
                guard let self, self.generation == token, self.isShown else { return }
                self.post([UIResponder.keyboardDidShowNotification], begin: begin, end: end, duration: 0)
            }
        }
    }

    /// `reloadInputViews()` on the owner: takes its input views and traits again; a new height slides.
    package func reload(_ responder: UIResponder) {
        guard isShown, responder === owner else { return }
        let begin = currentFrame()
        install(for: responder)
        let end = shownFrame()
        guard end != begin else { return }
        post([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification],
             begin: begin, end: end, duration: Self.animationDuration)
        animate(from: begin, to: end) { [weak self] in
            self?.post([UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification],
                       begin: begin, end: end, duration: Self.animationDuration)
        }
    }

    /// The interface turned (guide §2.5.3: each orientation has its own keyboard, so the old one hides and the new
    /// one shows, with a hide pair and a show pair of notifications).
    package func interfaceOrientationDidChange(duration: Double) {
        guard isShown, let owner else { return }
        let oldBegin = currentFrame()
        let oldEnd = hiddenFrame()
        post([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification],
             begin: oldBegin, end: oldEnd, duration: 0)
        post([UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification],
             begin: oldBegin, end: oldEnd, duration: 0)
        window.applyInterfaceOrientation()
        install(for: owner)
        let begin = hiddenFrame()
        let end = shownFrame()
        setContainer(end)
        let d = max(0, duration.isFinite ? duration : 0)
        post([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification],
             begin: begin, end: end, duration: d)
        generation += 1
        isAnimating = d > 0
        let token = generation
        DeviceTimer.scheduledTimer(withTimeInterval: d) { [weak self] _ in
            guard let self, self.generation == token else { return }
            self.isAnimating = false
            self.post([UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification],
                      begin: begin, end: end, duration: d)
        }
    }

    // MARK: Hardware keyboard

    /// A hardware keyboard typed: the on-screen keyboard slides away (iOS hides it while a hardware keyboard is
    /// in use), until the next edit session a touch starts.
    package func hardwareKeyboardUsed() {
        guard !hiddenForHardwareKeyboard, let owner, owner is UIKeyInput else { return }
        hiddenForHardwareKeyboard = true
        touchedSinceHardware = false
        if isShown { hide() }
        self.owner = owner
    }

    /// The simulator's keyboard toggle: shows the on-screen keyboard again for the first responder, or hides it.
    package func toggleSoftwareKeyboard() {
        if hiddenForHardwareKeyboard || !isShown {
            hiddenForHardwareKeyboard = false
            let responder = owner ?? FirstResponderTracker.current
            if Self.wantsKeyboard(responder), let responder, !isShown { show(for: responder) }
        } else {
            hardwareKeyboardUsed()
        }
    }

    // MARK: Content and geometry

    /// Puts `responder`'s input view (or the keyboard, configured for its traits) and accessory in the container.
    private func install(for responder: UIResponder) {
        let w = window
        let width = w.interfaceSize.width
        let input: UIView?
        if let custom = responder.inputView {
            input = custom
        } else if Self.takesTyping(responder) {
            let keyboard = keyboardView
            keyboard.configure(for: responder, metrics: metrics)
            input = keyboard
        } else {
            input = nil
        }
        let accessory = responder.inputAccessoryView
        if inputViewShown !== input { inputViewShown?.removeFromSuperview() }
        if accessoryShown !== accessory { accessoryShown?.removeFromSuperview() }
        inputViewShown = input
        accessoryShown = accessory
        let accessoryHeight = accessory.map(Self.height(of:)) ?? 0
        let inputHeight = input.map(Self.height(of:)) ?? 0
        UIView.performWithoutAnimation {
            if let accessory {
                accessory.frame = CGRect(x: 0, y: 0, width: width, height: accessoryHeight)
                if accessory.superview !== w.container { w.container.addSubview(accessory) }
            }
            if let input {
                input.frame = CGRect(x: 0, y: accessoryHeight, width: width, height: inputHeight)
                if input.superview !== w.container { w.container.addSubview(input) }
            }
            var frame = w.container.frame
            frame.size = CGSize(width: width, height: accessoryHeight + inputHeight)
            w.container.frame = frame
        }
    }

    private static func height(of view: UIView) -> CGFloat {
        if view.frame.height > 0 { return view.frame.height }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic > 0 && intrinsic.isFinite ? intrinsic : 0
    }

    /// The container's size now.
    private var containerSize: CGSize { window.container.bounds.size }

    /// The keyboard's frame on screen when up (screen coordinates).
    package func shownFrame() -> CGRect {
        let host = window.interfaceSize
        return toScreen(CGRect(x: 0, y: host.height - containerSize.height, width: host.width, height: containerSize.height))
    }

    /// The keyboard's frame just below the bottom edge (screen coordinates).
    package func hiddenFrame() -> CGRect {
        let host = window.interfaceSize
        return toScreen(CGRect(x: 0, y: host.height, width: host.width, height: containerSize.height))
    }

    /// Where the keyboard is now (model value, screen coordinates).
    package func currentFrame() -> CGRect { toScreen(window.container.frame) }

    /// The keyboard's frame on screen while shown (nil while hidden or going away).
    package var visibleFrame: CGRect? { isShown ? shownFrame() : nil }

    private func toScreen(_ rectInHost: CGRect) -> CGRect {
        let w = window
        let r = w.convert(rectInHost, from: w.host).offsetBy(dx: w.frame.minX, dy: w.frame.minY)
        // The turn's sine and cosine leave rounding noise: screen frames are snapped to 1/1000 point.
        func snap(_ v: CGFloat) -> CGFloat { (v * 1000).rounded() / 1000 }
        return CGRect(x: snap(r.minX), y: snap(r.minY), width: snap(r.width), height: snap(r.height))
    }

    private func fromScreen(_ rect: CGRect) -> CGRect {
        let w = window
        return w.host.convert(rect.offsetBy(dx: -w.frame.minX, dy: -w.frame.minY), from: w)
    }

    private func setContainer(_ screenFrame: CGRect) {
        let c = window.container
        let f = fromScreen(screenFrame)
        UIView.performWithoutAnimation { c.center = CGPoint(x: f.midX, y: f.midY) }
    }

    /// Slides the container from `begin` to `end` (screen frames) on the keyboard's curve; `done` runs when the slide
    /// ends unless another slide replaced it.
    private func animate(from begin: CGRect, to end: CGRect, done: @escaping @MainActor () -> Void) {
        let layer = window.container.layer
        let from = fromScreen(begin), to = fromScreen(end)
        setContainer(end)
        let slide = CABasicAnimation(keyPath: "position")
        let presented = layer.animation(forKey: "touchstone.keyboard") != nil ? layer.presentation()?.position : nil
        slide.fromValue = presented ?? CGPoint(x: from.midX, y: from.midY)
        slide.toValue = CGPoint(x: to.midX, y: to.midY)
        slide.duration = Self.animationDuration
        slide.beginTime = UIApplication.sharedIfPresent?.runtime?.host.clock.now ?? CACurrentMediaTime()
        slide.timingFunction = modern ? CAMediaTimingFunction(controlPoints: 0.38, 0.7, 0.125, 1)
            : CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(slide, forKey: "touchstone.keyboard")
        generation += 1
        isAnimating = true
        let token = generation
        DeviceTimer.scheduledTimer(withTimeInterval: Self.animationDuration) { [weak self] _ in
            guard let self, self.generation == token else { return }
            self.isAnimating = false
            done()
        }
    }

    // MARK: Notifications

    private func post(_ names: [Notification.Name], begin: CGRect, end: CGRect, duration: Double) {
        let interfaceSize = containerSize
        var info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
            UIResponder.keyboardAnimationCurveUserInfoKey:
                NSNumber(value: modern ? Self.modernCurveRawValue : UIView.AnimationCurve.easeInOut.rawValue),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        info[UIKeyboardBoundsUserInfoKey] = NSValue(cgRect: CGRect(origin: .zero, size: interfaceSize))
        info[UIKeyboardCenterBeginUserInfoKey] = NSValue(cgPoint: CGPoint(x: begin.midX, y: begin.midY))
        info[UIKeyboardCenterEndUserInfoKey] = NSValue(cgPoint: CGPoint(x: end.midX, y: end.midY))
        for name in names { NotificationCenter.default.post(name: name, object: nil, userInfo: info) }
    }
}
