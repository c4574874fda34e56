// SPDX-License-Identifier: Apache-2.0

import Foundation

// What each view class's `init?(coder:)` decodes (keys: see InterfaceBuilderCoder). Every key is read only when
// the coder contains it, so a coder without Interface Builder attributes leaves UIKit's defaults alone.

extension NSCoder {
    /// The string stored under `key`, or nil.
    package func ibString(_ key: String) -> String? {
        guard containsValue(forKey: key) else { return nil }
        return decodeObject(forKey: key) as? String ?? (decodeObject(forKey: key) as? NSString).map(String.init)
    }

    /// The Bool stored under `key`, or nil.
    package func ibBool(_ key: String) -> Bool? { containsValue(forKey: key) ? decodeBool(forKey: key) : nil }

    /// The number stored under `key`, or nil.
    package func ibNumber(_ key: String) -> Double? { containsValue(forKey: key) ? decodeDouble(forKey: key) : nil }

    /// The value of `key` looked up in `table`, or nil when absent or not in it.
    package func ibEnum<T>(_ key: String, _ table: [String: T]) -> T? { ibString(key).flatMap { table[$0] } }

    /// The object stored under `key` when it is a `T`.
    package func ibObject<T>(_ key: String, as type: T.Type) -> T? {
        containsValue(forKey: key) ? decodeObject(forKey: key) as? T : nil
    }
}

/// Xcode's names for enumerations it archives as text.
package enum IBNames {
    package static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]
    package static let textAlignments: [String: NSTextAlignment] = [
        "natural": .natural, "left": .left, "center": .center, "right": .right, "justified": .justified,
    ]
    package static let lineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clipping": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
        "middleTruncation": .byTruncatingMiddle,
    ]
    package static let buttonTypes: [String: UIButton.ButtonType] = [
        "custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
        "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
    ]
    package static let controlStates: [String: UIControl.State] = [
        "normal": .normal, "highlighted": .highlighted, "disabled": .disabled, "selected": .selected,
    ]
}

extension UIView {
    /// Decodes UIView's Interface Builder attributes: frame, autoresizing mask, content mode, colours, alpha,
    /// flags, tag, accessibility, then creates and adds the subviews.
    package func decodeViewAttributes(from coder: NSCoder) {
        guard coder.allowsKeyedCoding else { return }
        if let rect = (coder as? InterfaceBuilderCoder)?.rect(forKey: "frame") {
            frame = rect
        } else if coder.containsValue(forKey: "frame") {
            frame = coder.decodeCGRect(forKey: "frame")
        }
        if coder.containsValue(forKey: "autoresizingMask") {
            autoresizingMask = AutoresizingMask(rawValue: UInt(clamping: coder.decodeInteger(forKey: "autoresizingMask")))
        }
        if let mode = coder.ibEnum("contentMode", IBNames.contentModes) { contentMode = mode }
        if let color = coder.ibObject("backgroundColor", as: UIColor.self) { backgroundColor = color }
        if let color = coder.ibObject("tintColor", as: UIColor.self) { tintColor = color }
        if let alpha = coder.ibNumber("alpha") { self.alpha = CGFloat(alpha) }
        if let hidden = coder.ibBool("hidden") { isHidden = hidden }
        if let opaque = coder.ibBool("opaque") { isOpaque = opaque }
        if let clips = coder.ibBool("clipsSubviews") { clipsToBounds = clips }
        if let enabled = coder.ibBool("userInteractionEnabled") { isUserInteractionEnabled = enabled }
        if let multiple = coder.ibBool("multipleTouchEnabled") { isMultipleTouchEnabled = multiple }
        if let exclusive = coder.ibBool("exclusiveTouch") { isExclusiveTouch = exclusive }
        if let clears = coder.ibBool("clearsContextBeforeDrawing") { clearsContextBeforeDrawing = clears }
        if let tag = coder.ibNumber("tag") { self.tag = Int(tag) }
        if let translates = coder.ibBool("translatesAutoresizingMaskIntoConstraints") {
            translatesAutoresizingMaskIntoConstraints = translates
        }
        if let accessibility = coder.ibObject("accessibilityConfiguration", as: NSCoder.self) {
            accessibilityIdentifier = accessibility.ibString("identifier") ?? accessibilityIdentifier
            accessibilityLabel = accessibility.ibString("label") ?? accessibilityLabel
        }
        for case let subview as UIView in coder.ibObject("subviews", as: [Any].self) ?? [] { addSubview(subview) }
    }
}

extension UILabel {
    /// Decodes UILabel's attributes: text, font, colours, alignment, lines, line breaks, font scaling.
    package func decodeLabelAttributes(from coder: NSCoder) {
        if let enabled = coder.ibBool("userInteractionEnabled") { isUserInteractionEnabled = enabled }
        if let font = coder.ibObject("fontDescription", as: UIFont.self) { self.font = font }
        if let color = coder.ibObject("textColor", as: UIColor.self) { textColor = color }
        if let color = coder.ibObject("highlightedColor", as: UIColor.self) { highlightedTextColor = color }
        if let alignment = coder.ibEnum("textAlignment", IBNames.textAlignments) { textAlignment = alignment }
        if let lines = coder.ibNumber("numberOfLines") { numberOfLines = Int(lines) }
        if let mode = coder.ibEnum("lineBreakMode", IBNames.lineBreakModes) { lineBreakMode = mode }
        if let adjusts = coder.ibBool("adjustsFontSizeToFit") { adjustsFontSizeToFitWidth = adjusts }
        if let scale = coder.ibNumber("minimumScaleFactor") { minimumScaleFactor = CGFloat(scale) }
        if let enabled = coder.ibBool("enabled") { isEnabled = enabled }
        if let text = coder.ibString("text") { self.text = text }
    }
}

extension UIImageView {
    /// Decodes UIImageView's images (by name, from the document's bundle) and highlighted state.
    package func decodeImageViewAttributes(from coder: NSCoder) {
        if let enabled = coder.ibBool("userInteractionEnabled") { isUserInteractionEnabled = enabled }
        let bundle = (coder as? InterfaceBuilderCoder)?.bundle
        if let name = coder.ibString("image") { image = UIImage(named: name, in: bundle) }
        if let name = coder.ibString("highlightedImage") { highlightedImage = UIImage(named: name, in: bundle) }
        if let highlighted = coder.ibBool("highlighted") { isHighlighted = highlighted }
    }
}

extension UIControl {
    /// Decodes UIControl's state flags and content alignments.
    package func decodeControlAttributes(from coder: NSCoder) {
        if let enabled = coder.ibBool("enabled") { isEnabled = enabled }
        if let selected = coder.ibBool("selected") { isSelected = selected }
        if let highlighted = coder.ibBool("highlighted") { isHighlighted = highlighted }
        let horizontal: [String: ContentHorizontalAlignment] = [
            "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading,
            "trailing": .trailing,
        ]
        let vertical: [String: ContentVerticalAlignment] = [
            "center": .center, "top": .top, "bottom": .bottom, "fill": .fill,
        ]
        if let value = coder.ibEnum("contentHorizontalAlignment", horizontal) { contentHorizontalAlignment = value }
        if let value = coder.ibEnum("contentVerticalAlignment", vertical) { contentVerticalAlignment = value }
    }
}

extension UIButton {
    /// The button type archived under `buttonType` (`.custom` when absent, as Xcode omits it for custom buttons).
    package static func decodedButtonType(from coder: NSCoder) -> ButtonType {
        coder.ibEnum("buttonType", IBNames.buttonTypes) ?? .custom
    }

    /// Decodes UIButton's per-state titles, title colours, images and background images, and its title font.
    package func decodeButtonAttributes(from coder: NSCoder) {
        decodeControlAttributes(from: coder)
        let bundle = (coder as? InterfaceBuilderCoder)?.bundle
        if let font = coder.ibObject("fontDescription", as: UIFont.self) { titleLabel?.font = font }
        for (key, state) in IBNames.controlStates {
            guard let stateCoder = coder.ibObject(key, as: NSCoder.self) else { continue }
            if let title = stateCoder.ibString("title") { setTitle(title, for: state) }
            if let color = stateCoder.ibObject("titleColor", as: UIColor.self) { setTitleColor(color, for: state) }
            if let color = stateCoder.ibObject("titleShadowColor", as: UIColor.self) {
                setTitleShadowColor(color, for: state)
            }
            if let name = stateCoder.ibString("image") { setImage(UIImage(named: name, in: bundle), for: state) }
            if let name = stateCoder.ibString("backgroundImage") {
                setBackgroundImage(UIImage(named: name, in: bundle), for: state)
            }
        }
    }
}

extension UISwitch {
    /// Decodes UISwitch's `on` state and tint colours.
    package func decodeSwitchAttributes(from coder: NSCoder) {
        decodeControlAttributes(from: coder)
        if let on = coder.ibBool("on") { isOn = on }
        if let color = coder.ibObject("onTintColor", as: UIColor.self) { onTintColor = color }
        if let color = coder.ibObject("thumbTintColor", as: UIColor.self) { thumbTintColor = color }
    }
}

extension UISlider {
    /// Decodes UISlider's range and value (Xcode's `minValue`/`maxValue`/`value`).
    package func decodeSliderAttributes(from coder: NSCoder) {
        decodeControlAttributes(from: coder)
        if let minimum = coder.ibNumber("minValue") { minimumValue = Float(minimum) }
        if let maximum = coder.ibNumber("maxValue") { maximumValue = Float(maximum) }
        if let value = coder.ibNumber("value") { self.value = Float(value) }
        if let color = coder.ibObject("minimumTrackTintColor", as: UIColor.self) { minimumTrackTintColor = color }
        if let color = coder.ibObject("maximumTrackTintColor", as: UIColor.self) { maximumTrackTintColor = color }
    }
}

extension UISegmentedControl {
    /// Decodes UISegmentedControl's segments (titles, in order) and selected segment.
    package func decodeSegmentedControlAttributes(from coder: NSCoder) {
        decodeControlAttributes(from: coder)
        for case let title as String in coder.ibObject("segments", as: [Any].self) ?? [] {
            insertSegment(withTitle: title, at: numberOfSegments, animated: false)
        }
        if let index = coder.ibNumber("selectedSegmentIndex") { selectedSegmentIndex = Int(index) }
    }
}

extension UITextField {
    /// Decodes UITextField's text, placeholder, font, colour, alignment, border and clear-button modes and its
    /// text input traits.
    package func decodeTextFieldAttributes(from coder: NSCoder) {
        decodeControlAttributes(from: coder)
        if let font = coder.ibObject("fontDescription", as: UIFont.self) { self.font = font }
        if let color = coder.ibObject("textColor", as: UIColor.self) { textColor = color }
        if let alignment = coder.ibEnum("textAlignment", IBNames.textAlignments) { textAlignment = alignment }
        let borders: [String: BorderStyle] = ["none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]
        if let border = coder.ibEnum("borderStyle", borders) { borderStyle = border }
        let modes: [String: ViewMode] = [
            "never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always,
        ]
        if let mode = coder.ibEnum("clearButtonMode", modes) { clearButtonMode = mode }
        if let placeholder = coder.ibString("placeholder") { self.placeholder = placeholder }
        if let text = coder.ibString("text") { self.text = text }
        if let traits = coder.ibObject("textInputTraits", as: NSCoder.self) {
            if let secure = traits.ibBool("secureTextEntry") { isSecureTextEntry = secure }
            let keyboards: [String: UIKeyboardType] = [
                "default": .default, "numberPad": .numberPad, "emailAddress": .emailAddress, "URL": .URL,
                "phonePad": .phonePad, "decimalPad": .decimalPad, "asciiCapable": .asciiCapable,
            ]
            if let keyboard = traits.ibEnum("keyboardType", keyboards) { keyboardType = keyboard }
            let returns: [String: UIReturnKeyType] = [
                "default": .default, "go": .go, "next": .next, "done": .done, "search": .search, "send": .send,
            ]
            if let key = traits.ibEnum("returnKeyType", returns) { returnKeyType = key }
        }
    }
}

extension UIStackView {
    /// Decodes UIStackView's axis, distribution, alignment and spacing; its subviews become its arranged
    /// subviews, as Xcode archives them.
    package func decodeStackViewAttributes(from coder: NSCoder) {
        if coder.ibString("axis") == "vertical" { axis = .vertical }
        let distributions: [String: Distribution] = [
            "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
            "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
        ]
        if let value = coder.ibEnum("distribution", distributions) { distribution = value }
        let alignments: [String: Alignment] = [
            "fill": .fill, "leading": .leading, "top": .top, "center": .center, "trailing": .trailing,
            "bottom": .bottom, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
        ]
        if let value = coder.ibEnum("alignment", alignments) { alignment = value }
        if let value = coder.ibNumber("spacing") { spacing = CGFloat(value) }
        for view in subviews { addArrangedSubview(view) }
    }
}
