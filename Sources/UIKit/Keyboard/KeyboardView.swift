// SPDX-License-Identifier: Apache-2.0

/// The on-screen keyboard: draws its keys (``KeyboardPainter``) and turns touches on them into text for the first
/// responder, as iOS's keyboard does.
///
/// - Character keys, space and return act when the finger lifts, on the key under it then (sliding across keys
///   moves the highlight and its pop-up); delete acts when pressed and repeats while held: after 0.5 s, then every
///   0.1 s, on the device clock.
/// - Shift: a tap turns it on for one letter; a second tap within 0.35 s locks caps; a tap while on or locked
///   turns it off. After every edit the shift follows the responder's `autocapitalizationType` (sentences by
///   default) from the text before the caret (a `UITextInput`'s own text, else what the keyboard typed this session).
/// - Planes: the plane keys switch letters, numbers and symbols; space or an apostrophe typed on the numbers or
///   symbols plane returns to the letters, as on iOS.
/// - Return inserts "\n"; with `enablesReturnKeyAutomatically` it is disabled (dimmed, taps ignored) while the
///   responder `hasText` is false.
package final class KeyboardView: UIView {
    /// Shift's state.
    package enum ShiftState: Equatable { case off, on, locked }

    /// Delay before a held delete repeats, and the repeat interval (seconds of device time).
    package static let repeatDelay = 0.5
    package static let repeatInterval = 0.1
    /// The longest interval between two taps on shift that locks caps.
    package static let capsLockInterval = 0.35

    package private(set) var metrics: KeyboardMetrics
    package private(set) var keyboardType: UIKeyboardType = .default
    package private(set) var returnKeyType: UIReturnKeyType = .default
    package private(set) var plane: KeyboardPlane = .letters
    package private(set) var shift: ShiftState = .off
    package private(set) var keys: [KeyboardKey] = []
    /// Whether return can be used now.
    package private(set) var isReturnEnabled = true
    /// The key under the finger (highlighted, with its pop-up), if any.
    package private(set) var pressedKeyIndex: Int?
    /// The text typed this session, for capitalisation when the responder is only a `UIKeyInput`.
    private var typedContext = ""
    private var lastShiftTap: (time: Double, turnedOn: Bool)?
    private var deleteTimer: DeviceTimer?
    private let popup = KeyPopupView()
    /// Where typed text goes.
    package weak var client: UIResponder?

    package init(metrics: KeyboardMetrics) {
        self.metrics = metrics
        super.init(frame: CGRect(origin: .zero, size: metrics.size))
        isOpaque = true
        contentMode = .redraw
        popup.isHidden = true
        popup.isUserInteractionEnabled = false
        addSubview(popup)
        rebuildKeys()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    // MARK: Configuration

    /// Takes `client`'s traits: keyboard type, return key, appearance; starts on the type's first plane with the
    /// shift its capitalisation asks for.
    package func configure(for client: UIResponder?, metrics: KeyboardMetrics) {
        self.client = client
        self.metrics = metrics
        frame.size = metrics.size
        let traits = client as? UITextInputTraits
        keyboardType = traits?.keyboardType ?? .default
        returnKeyType = traits?.returnKeyType ?? .default
        switch traits?.keyboardAppearance ?? .default {
        case .dark: overrideUserInterfaceStyle = .dark
        case .light: overrideUserInterfaceStyle = .light
        default: overrideUserInterfaceStyle = .unspecified
        }
        plane = KeyboardLayout.initialPlane(for: keyboardType)
        typedContext = ""
        shift = .off
        lastShiftTap = nil
        endPress()
        updateAutoShift()
        refreshReturnKey()
        rebuildKeys()
    }

    /// Changes only the size (rotation), keeping plane and shift.
    package func resize(to metrics: KeyboardMetrics) {
        self.metrics = metrics
        frame.size = metrics.size
        rebuildKeys()
    }

    private func rebuildKeys() {
        keys = KeyboardLayout.keys(type: keyboardType, plane: plane, modern: metrics.modern, area: metrics.keyArea,
                                   returnTitle: KeyboardLayout.returnTitle(returnKeyType, modern: metrics.modern))
        rebuildAccessibility()
        setNeedsDisplay()
    }

    /// Re-reads `hasText` for the return key (after any edit, typed or not).
    package func refreshReturnKey() {
        let traits = client as? UITextInputTraits
        let enabled = !(traits?.enablesReturnKeyAutomatically ?? false) || ((client as? UIKeyInput)?.hasText ?? false)
        if enabled != isReturnEnabled {
            isReturnEnabled = enabled
            setNeedsDisplay()
        }
    }

    // MARK: Drawing

    override package func draw(_ rect: CGRect) {
        KeyboardPainter(view: self, traits: traitCollection).draw()
    }

    override package func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
        popup.setNeedsDisplay()
    }

    // MARK: Touches

    /// The key at `point` (view coordinates): the key containing it, else the nearest key within half a gap.
    package func keyIndex(at point: CGPoint) -> Int? {
        if let i = keys.firstIndex(where: { $0.kind != .blank && $0.frame.contains(point) }) { return i }
        var best: (Int, CGFloat)?
        for (i, key) in keys.enumerated() where key.kind != .blank {
            let f = key.frame.insetBy(dx: -4, dy: -7)
            guard f.contains(point) else { continue }
            let d = hypot(point.x - key.frame.midX, point.y - key.frame.midY)
            if best == nil || d < best!.1 { best = (i, d) }
        }
        return best?.0
    }

    override package func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        press(keyIndex(at: touch.location(in: self)))
        if let i = pressedKeyIndex, keys[i].kind == .delete { startDelete() }
    }

    override package func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let current = pressedKeyIndex else { return }
        let index = keyIndex(at: touch.location(in: self))
        guard index != current else { return }
        if keys[current].kind == .delete { stopDelete() }
        // Only character keys hand the press on as the finger slides.
        if keys[current].showsPopup, let index, keys[index].showsPopup { press(index) } else if !keys[current].showsPopup {
            press(nil)
        }
    }

    override package func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let index = pressedKeyIndex
        let time = touches.first?.timestamp ?? 0
        endPress()
        guard let index else { return }
        perform(keys[index], at: time)
    }

    override package func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { endPress() }

    private func press(_ index: Int?) {
        pressedKeyIndex = index
        if let index, keys[index].showsPopup {
            popup.show(key: keys[index], text: displayTitle(of: keys[index]), keyboard: self)
        } else {
            popup.isHidden = true
        }
        setNeedsDisplay()
    }

    private func endPress() {
        stopDelete()
        pressedKeyIndex = nil
        popup.isHidden = true
        setNeedsDisplay()
    }

    /// What a key shows: letters in upper case when shifted (always on iPhone OS 3, which showed capitals).
    package func displayTitle(of key: KeyboardKey) -> String {
        guard key.isLetter else { return key.title }
        return (!metrics.modern || shift != .off) ? key.title.uppercased() : key.title
    }

    // MARK: Actions

    /// Does what a tap on `key` does; `time` is the tap's device time (for caps lock).
    package func perform(_ key: KeyboardKey, at time: Double) {
        switch key.kind {
        case .character(let s):
            insert(key.isLetter && shift != .off ? s.uppercased() : s)
            if shift == .on { shift = .off }
            if s == "'" && (plane == .numbers || plane == .symbols) && !KeyboardLayout.isPad(keyboardType) {
                setPlane(.letters)
            }
        case .space:
            insert(" ")
            if plane == .numbers || plane == .symbols, keyboardType != .numbersAndPunctuation { setPlane(.letters) }
        case .returnKey:
            guard isReturnEnabled else { return }
            insert("\n")
        case .delete:
            break  // Acted on press.
        case .shift:
            if let last = lastShiftTap, last.turnedOn, time - last.time <= Self.capsLockInterval, shift == .on {
                shift = .locked
                lastShiftTap = nil
            } else {
                let turnedOn = shift == .off
                shift = turnedOn ? .on : .off
                lastShiftTap = (time, turnedOn)
            }
            setNeedsDisplay()
            rebuildAccessibility()
            return
        case .plane(let p):
            setPlane(p)
            return
        case .blank:
            return
        }
        afterEdit()
    }

    private func setPlane(_ p: KeyboardPlane) {
        plane = p
        if p == .letters { updateAutoShift() }
        rebuildKeys()
    }

    private func insert(_ text: String) {
        typedContext += text
        if typedContext.count > 64 { typedContext = String(typedContext.suffix(32)) }
        KeyboardController.insert(text, into: client)
    }

    /// Deletes one character backward (delete's press and each repeat).
    package func deleteOnce() {
        if !typedContext.isEmpty { typedContext.removeLast() }
        KeyboardController.deleteBackward(in: client)
        afterEdit()
    }

    private func startDelete() {
        deleteOnce()
        deleteTimer = DeviceTimer.scheduledTimer(withTimeInterval: Self.repeatDelay) { [weak self] _ in self?.repeatDelete() }
    }

    private func repeatDelete() {
        guard pressedKeyIndex.map({ keys[$0].kind == .delete }) == true else { return }
        deleteOnce()
        deleteTimer = DeviceTimer.scheduledTimer(withTimeInterval: Self.repeatInterval) { [weak self] _ in self?.repeatDelete() }
    }

    private func stopDelete() {
        deleteTimer?.invalidate()
        deleteTimer = nil
    }

    /// After any edit (typed here or on a hardware keyboard): shift and return follow the new text.
    package func afterEdit() {
        if (client as? UIKeyInput)?.hasText == false { typedContext = "" }
        updateAutoShift()
        refreshReturnKey()
        rebuildAccessibility()
        setNeedsDisplay()
    }

    /// Sets shift from the capitalisation type and the text before the caret (caps lock stays).
    package func updateAutoShift() {
        guard shift != .locked else { return }
        let type = (client as? UITextInputTraits)?.autocapitalizationType ?? .sentences
        let context = textBeforeCaret()
        let wantsShift: Bool
        switch type {
        case .none: wantsShift = false
        case .allCharacters: wantsShift = true
        case .words: wantsShift = context.isEmpty || context.last?.isWhitespace == true
        case .sentences:
            if context.isEmpty || context.last?.isNewline == true {
                wantsShift = true
            } else if context.last == " " {
                let lastNonSpace = context.reversed().first { $0 != " " }
                wantsShift = lastNonSpace.map { ".!?".contains($0) || $0.isNewline } ?? true
            } else {
                wantsShift = false
            }
        }
        let new: ShiftState = wantsShift ? .on : .off
        if new != shift {
            shift = new
            setNeedsDisplay()
        }
    }

    /// The text before the caret that automatic shift looks at.
    ///
    /// Only the end of that text matters (its last character, or the last one before trailing spaces), so it reads
    /// a window before the caret, widening it while the window holds nothing but spaces: a keystroke in the middle
    /// of a long document no longer copies everything before the caret.
    private func textBeforeCaret() -> String {
        if let input = client as? UITextInput {
            guard let caret = input.selectedTextRange?.start else { return "" }
            var window = 64
            while true {
                let windowStart = input.position(from: caret, offset: -window)
                let start = windowStart ?? input.beginningOfDocument
                guard let range = input.textRange(from: start, to: caret) else { return "" }
                let text = input.text(in: range) ?? ""
                let reachedStart = windowStart == nil || input.compare(start, to: input.beginningOfDocument) != .orderedDescending
                if reachedStart || text.contains(where: { $0 != " " }) { return text }
                window *= 4
            }
        }
        return typedContext
    }

    // MARK: Accessibility

    private func rebuildAccessibility() {
        accessibilityElements = keys.filter { $0.kind != .blank }.map { key in
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.accessibilityLabel = key.kind == .shift ? "shift" : (key.isLetter ? displayTitle(of: key) : key.accessibilityLabel)
            var traits: UIAccessibilityTraits = .keyboardKey
            if key.kind == .returnKey && !isReturnEnabled { traits.insert(.notEnabled) }
            if key.kind == .shift && shift != .off { traits.insert(.selected) }
            element.accessibilityTraits = traits
            element.accessibilityFrameInContainerSpace = key.frame
            return element
        }
    }
}
