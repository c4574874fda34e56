// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where everything in an alert or action sheet goes, in the panel's coordinates (points, origin top-left).
///
/// The placement rules, as iOS applies them:
/// - **Alerts**: exactly two buttons sit side by side when both titles fit half the width; a cancel button of
///   such a pair goes on the left. Otherwise buttons stack, in the order given, with cancel buttons moved to the
///   bottom.
/// - **Action sheets**: buttons stack in the order given, cancel buttons moved to the bottom; on the modern
///   appearance the cancel button sits in its own rounded group 8 points below the others, on iPhone OS 3 it
///   sits an extra 8 points below them.
/// - Title and message are centred and wrap to the panel's width less its padding.
package struct AlertLayout: Equatable {
    /// The panel's size.
    package var size: CGSize
    package var titleFrame: CGRect?
    package var messageFrame: CGRect?
    /// The text fields' frames, top to bottom (alerts only).
    package var fieldFrames: [CGRect] = []
    /// Each button's frame, by the button's index in the list given (not its place on screen).
    package var buttonFrames: [CGRect] = []
    /// The buttons' indexes in the order they appear: left to right, then top to bottom.
    package var displayOrder: [Int] = []
    /// Whether a two-button alert stacks its buttons instead of placing them side by side.
    package var isStacked = true
    /// The rounded backgrounds: one for an alert; a modern sheet has a second, the cancel group.
    package var groupFrames: [CGRect] = []
    /// Hairline separators between text and buttons and between buttons (modern appearance only).
    package var separators: [CGRect] = []

    /// Lays out an alert or sheet `width` points wide; `hairline` is one pixel in points.
    @MainActor
    package static func compute(
        kind: AlertKind, appearance: AlertAppearance, title: String?, message: String?,
        buttons: [AlertButtonSpec], fieldCount: Int = 0, width: CGFloat, hairline: CGFloat
    ) -> AlertLayout {
        let width = width.isFinite ? max(0, width) : 0
        var layout = AlertLayout(size: CGSize(width: width, height: 0))
        let title = title.flatMap { $0.isEmpty ? nil : $0 }
        let message = message.flatMap { $0.isEmpty ? nil : $0 }
        let order = displayOrder(buttons)
        switch (appearance, kind) {
        case (.modern, .alert):
            layout.layOutModernAlert(title, message, buttons, order, fieldCount, hairline)
        case (.modern, .actionSheet):
            layout.layOutModernSheet(title, message, buttons, order, hairline)
        case (.classic, .alert):
            layout.layOutClassicAlert(title, message, buttons, order, fieldCount)
        case (.classic, .actionSheet):
            layout.layOutClassicSheet(title, message, buttons, order)
        }
        return layout
    }

    /// The indexes of `buttons` in stacking order: the others in their order, then the cancel buttons.
    package static func displayOrder(_ buttons: [AlertButtonSpec]) -> [Int] {
        let indexes = buttons.indices
        return indexes.filter { buttons[$0].role != .cancel } + indexes.filter { buttons[$0].role == .cancel }
    }

    /// The height of `text` wrapped to `width` in `font`, in whole points.
    @MainActor
    package static func textHeight(_ text: String, font: UIFont, width: CGFloat) -> CGFloat {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let rect = text.boundingRect(
            with: CGSize(width: max(1, width), height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font, .paragraphStyle: style], context: nil)
        return ceil(rect.height)
    }

    /// Whether `title` fits on one line `width` points wide in `font`.
    @MainActor
    private static func fits(_ title: String, font: UIFont, width: CGFloat) -> Bool {
        title.size(withAttributes: [.font: font]).width <= width
    }

    /// Lays out the title and message from `y` with `inset` on each side; returns the y below them.
    @MainActor
    private mutating func layOutText(
        _ title: String?, _ message: String?, kind: AlertKind, appearance: AlertAppearance, y: CGFloat,
        inset: CGFloat, gap: CGFloat
    ) -> CGFloat {
        var y = y
        let textWidth = max(1, size.width - 2 * inset)
        if let title {
            let h = Self.textHeight(title, font: AlertMetrics.titleFont(appearance, kind), width: textWidth)
            titleFrame = CGRect(x: inset, y: y, width: textWidth, height: h)
            y += h
        }
        if let message {
            if title != nil { y += gap }
            let h = Self.textHeight(message, font: AlertMetrics.messageFont(appearance, kind), width: textWidth)
            messageFrame = CGRect(x: inset, y: y, width: textWidth, height: h)
            y += h
        }
        return y
    }

    /// Whether two buttons go side by side: exactly two, each title fitting half the width less `padding`.
    @MainActor
    private func pairFits(_ buttons: [AlertButtonSpec], _ appearance: AlertAppearance, padding: CGFloat) -> Bool {
        guard buttons.count == 2 else { return false }
        let half = size.width / 2 - padding
        return buttons.allSatisfy {
            Self.fits($0.title, font: AlertMetrics.buttonFont(appearance, .alert, bold: $0.isBold), width: half)
        }
    }

    /// The order of a side-by-side pair: a lone cancel button on the left, otherwise as given.
    private static func pairOrder(_ buttons: [AlertButtonSpec]) -> [Int] {
        buttons[1].role == .cancel && buttons[0].role != .cancel ? [1, 0] : [0, 1]
    }

    @MainActor
    private mutating func layOutModernAlert(
        _ title: String?, _ message: String?, _ buttons: [AlertButtonSpec], _ order: [Int], _ fieldCount: Int,
        _ hairline: CGFloat
    ) {
        let w = size.width
        var y: CGFloat = 0
        let hasHeader = title != nil || message != nil || fieldCount > 0
        if hasHeader {
            y = layOutText(title, message, kind: .alert, appearance: .modern, y: 20, inset: 16, gap: 4)
            if fieldCount > 0 {
                y += 16
                for _ in 0..<fieldCount {
                    fieldFrames.append(CGRect(x: 16, y: y, width: w - 32, height: 28))
                    y += 28
                }
                y += 0
            }
            y += fieldCount > 0 ? 16 : 20
        }
        buttonFrames = Array(repeating: .zero, count: buttons.count)
        let height = AlertMetrics.buttonHeight(.modern, .alert)
        if pairFits(buttons, .modern, padding: 8) {
            isStacked = false
            displayOrder = Self.pairOrder(buttons)
            if hasHeader { separators.append(CGRect(x: 0, y: y, width: w, height: hairline)) }
            let half = (w / 2).rounded()
            buttonFrames[displayOrder[0]] = CGRect(x: 0, y: y, width: half, height: height)
            buttonFrames[displayOrder[1]] = CGRect(x: half, y: y, width: w - half, height: height)
            separators.append(CGRect(x: half, y: y, width: hairline, height: height))
            y += height
        } else {
            displayOrder = order
            for (place, index) in order.enumerated() {
                if hasHeader || place > 0 { separators.append(CGRect(x: 0, y: y, width: w, height: hairline)) }
                buttonFrames[index] = CGRect(x: 0, y: y, width: w, height: height)
                y += height
            }
        }
        size.height = y
        groupFrames = [CGRect(origin: .zero, size: size)]
    }

    @MainActor
    private mutating func layOutModernSheet(
        _ title: String?, _ message: String?, _ buttons: [AlertButtonSpec], _ order: [Int], _ hairline: CGFloat
    ) {
        let w = size.width
        let height = AlertMetrics.buttonHeight(.modern, .actionSheet)
        displayOrder = order
        buttonFrames = Array(repeating: .zero, count: buttons.count)
        let hasHeader = title != nil || message != nil
        var y: CGFloat = 0
        if hasHeader { y = layOutText(title, message, kind: .actionSheet, appearance: .modern, y: 14, inset: 16, gap: 2) + 14 }
        let main = order.filter { buttons[$0].role != .cancel }
        let cancels = order.filter { buttons[$0].role == .cancel }
        for (place, index) in main.enumerated() {
            if hasHeader || place > 0 { separators.append(CGRect(x: 0, y: y, width: w, height: hairline)) }
            buttonFrames[index] = CGRect(x: 0, y: y, width: w, height: height)
            y += height
        }
        if y > 0 { groupFrames.append(CGRect(x: 0, y: 0, width: w, height: y)) }
        if !cancels.isEmpty {
            if y > 0 { y += AlertMetrics.sheetGap }
            let top = y
            for (place, index) in cancels.enumerated() {
                if place > 0 { separators.append(CGRect(x: 0, y: y, width: w, height: hairline)) }
                buttonFrames[index] = CGRect(x: 0, y: y, width: w, height: height)
                y += height
            }
            groupFrames.append(CGRect(x: 0, y: top, width: w, height: y - top))
        }
        size.height = y
    }

    @MainActor
    private mutating func layOutClassicAlert(
        _ title: String?, _ message: String?, _ buttons: [AlertButtonSpec], _ order: [Int], _ fieldCount: Int
    ) {
        let w = size.width
        var y: CGFloat = 16
        if title != nil || message != nil {
            y = layOutText(title, message, kind: .alert, appearance: .classic, y: 18, inset: 12, gap: 6) + 14
        }
        for _ in 0..<fieldCount {
            fieldFrames.append(CGRect(x: 12, y: y, width: w - 24, height: 31))
            y += 31 + 8
        }
        buttonFrames = Array(repeating: .zero, count: buttons.count)
        let height = AlertMetrics.buttonHeight(.classic, .alert)
        if pairFits(buttons, .classic, padding: 18) {
            isStacked = false
            displayOrder = Self.pairOrder(buttons)
            let buttonWidth = ((w - 22 - 8) / 2).rounded(.down)
            buttonFrames[displayOrder[0]] = CGRect(x: 11, y: y, width: buttonWidth, height: height)
            buttonFrames[displayOrder[1]] = CGRect(x: w - 11 - buttonWidth, y: y, width: buttonWidth, height: height)
            y += height
        } else {
            displayOrder = order
            for (place, index) in order.enumerated() {
                if place > 0 { y += buttons[index].role == .cancel ? 12 : 7 }
                buttonFrames[index] = CGRect(x: 11, y: y, width: w - 22, height: height)
                y += height
            }
        }
        size.height = y + 15
        groupFrames = [CGRect(origin: .zero, size: size)]
    }

    @MainActor
    private mutating func layOutClassicSheet(
        _ title: String?, _ message: String?, _ buttons: [AlertButtonSpec], _ order: [Int]
    ) {
        let w = size.width
        var y: CGFloat = 18
        if title != nil || message != nil {
            y = layOutText(title, message, kind: .actionSheet, appearance: .classic, y: 14, inset: 20, gap: 4) + 14
        }
        displayOrder = order
        buttonFrames = Array(repeating: .zero, count: buttons.count)
        let height = AlertMetrics.buttonHeight(.classic, .actionSheet)
        for (place, index) in order.enumerated() {
            if place > 0 { y += buttons[index].role == .cancel ? 16 : 8 }
            buttonFrames[index] = CGRect(x: 20, y: y, width: w - 40, height: height)
            y += height
        }
        size.height = y + 20
        groupFrames = [CGRect(origin: .zero, size: size)]
    }
}
