// SPDX-License-Identifier: Apache-2.0
//
// The "Welcome" button: an image with a greeting drawn on it. It handles no events; MoveMeView does
// (moveme-events-views.md §1.6, §1.11).

import UIKit

/// The placard: sized from its image, it draws the image and the current greeting, embossed.
public final class PlacardView: UIView {
    /// Horizontal room left free around the greeting, in points (`STRING_INDENT`).
    public static let stringIndent: CGFloat = 20
    /// The size the greeting starts from, in points.
    public static let maximumFontSize: CGFloat = 24
    /// The smallest size the greeting shrinks to before it is truncated in the middle, in points.
    public static let minimumFontSize: CGFloat = 9

    /// The background image, `Placard.png` from the main bundle (nil, logged, when the resource is missing).
    public private(set) var placardImage: UIImage?
    /// The greeting shown now.
    public private(set) var currentDisplayString = ""
    /// The greeting's size at ``fontSize``, measured when the greeting was loaded.
    public private(set) var textSize = CGSize.zero
    /// The font size the greeting fits at, between 9 and 24 points.
    public private(set) var fontSize: CGFloat = PlacardView.maximumFontSize
    /// The greetings, one per line of the bundle's `DisplayStrings.txt`.
    public var displayStrings: [String] = []
    /// The index of the greeting ``setupNextDisplayString()`` shows next (0 when out of range).
    public var displayStringsIndex = 0

    /// A placard as big as its image, showing the first greeting (S1: the view "calculates its own frame based
    /// on its image"). Without the image it is 240×60 points and draws only the text.
    public convenience init() {
        let image = UIImage(named: "Placard.png")
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? CGSize(width: 240, height: 60)))
        placardImage = image
        isOpaque = false
        displayStrings = PlacardView.loadDisplayStrings(from: .main)
        displayStringsIndex = 0
        setupNextDisplayString()
        isAccessibilityElement = true
        accessibilityHint = "Double-tap to show the next greeting"
    }

    /// VoiceOver reads the greeting on show.
    public override var accessibilityLabel: String? {
        get { currentDisplayString }
        set {}
    }

    /// VoiceOver's double tap shows the next greeting, as a double tap on the placard does.
    public override func accessibilityActivate() -> Bool {
        setupNextDisplayString()
        return true
    }

    /// Shows the next greeting, wrapping round at the end of the list, fitted to the placard's width: the font
    /// shrinks from 24 points down to 9, then the string is truncated in the middle.
    public func setupNextDisplayString() {
        guard !displayStrings.isEmpty else { return }
        if !displayStrings.indices.contains(displayStringsIndex) { displayStringsIndex = 0 }
        currentDisplayString = displayStrings[displayStringsIndex]
        displayStringsIndex += 1
        if displayStringsIndex >= displayStrings.count { displayStringsIndex = 0 }
        let font = UIFont.systemFont(ofSize: PlacardView.maximumFontSize)
        textSize = currentDisplayString.size(
            withFont: font, minFontSize: PlacardView.minimumFontSize, actualFontSize: &fontSize,
            forWidth: bounds.width - PlacardView.stringIndent, lineBreakMode: .byTruncatingMiddle)
        setNeedsDisplay()
    }

    /// Draws the image, then the greeting twice for an embossed look: black 0.5 points lower, then white.
    public override func draw(_ rect: CGRect) {
        placardImage?.draw(at: .zero)
        let x = bounds.width / 2 - textSize.width / 2
        let y = bounds.height / 2 - textSize.height / 2
        let font = UIFont.systemFont(ofSize: fontSize)
        UIColor.black.set()
        drawGreeting(at: CGPoint(x: x, y: y + 0.5), font: font)
        UIColor.white.set()
        drawGreeting(at: CGPoint(x: x, y: y), font: font)
    }

    private func drawGreeting(at point: CGPoint, font: UIFont) {
        currentDisplayString.draw(
            at: point, forWidth: bounds.width - PlacardView.stringIndent, withFont: font, fontSize: fontSize,
            lineBreakMode: .byTruncatingMiddle, baselineAdjustment: .alignBaselines)
    }

    /// The greetings in `bundle`'s `DisplayStrings.txt` (UTF-8, one per line; blank lines are dropped, unlike the
    /// original's `componentsSeparatedByString:`, which kept a trailing empty string). A missing or unreadable
    /// file gives `["Welcome"]`.
    public static func loadDisplayStrings(from bundle: Bundle) -> [String] {
        guard let path = bundle.path(forResource: "DisplayStrings", ofType: "txt"),
            let text = try? String(contentsOfFile: path, encoding: .utf8)
        else {
            let message = "MoveMe: DisplayStrings.txt is missing from \(bundle.bundlePath); showing \"Welcome\" only\n"
            FileHandle.standardError.write(Data(message.utf8))
            return ["Welcome"]
        }
        let lines = text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
        return lines.isEmpty ? ["Welcome"] : lines
    }
}
