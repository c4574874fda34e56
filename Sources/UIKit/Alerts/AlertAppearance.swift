// SPDX-License-Identifier: Apache-2.0

/// Which era's alerts a screen shows: iPhone OS 3's blue glossy alert and grey-blue action sheet, or today's white
/// rounded alert and card-like sheet with hairline-separated buttons.
///
/// The profile decides, not the API: `UIAlertView` on a modern phone looks like a `UIAlertController`, as it did
/// once iOS 7 redrew it, and a `UIAlertController` on an iPhone OS 3 profile gets the glossy look.
package enum AlertAppearance: Sendable {
    /// iPhone OS 3 (the 20-point status bar profiles).
    case classic
    /// iOS 13 and later (the modern phone profile).
    case modern

    /// The look of alerts on `screen`: modern when its status bar is taller than iPhone OS 3's 20 points.
    @MainActor
    package static func of(_ screen: UIScreen) -> AlertAppearance {
        screen.profile.statusBarHeight > 20 ? .modern : .classic
    }
}

/// An alert's presentation style, shared by `UIAlertController`, `UIAlertView` (always `.alert`) and
/// `UIActionSheet` (always `.actionSheet`).
package enum AlertKind: Sendable {
    /// A panel centred on the screen.
    case alert
    /// Buttons rising from the bottom of the screen.
    case actionSheet
}

/// One button of an alert: what it says and how it is drawn.
package struct AlertButtonSpec: Equatable, Sendable {
    /// What pressing the button means; decides where it sits and how it looks.
    package enum Role: Sendable {
        /// An ordinary choice (blue text on modern alerts; a light button on iPhone OS 3 sheets).
        case normal
        /// Backs out: on the left of a pair, at the bottom of a stack, in its own group at the foot of a sheet.
        case cancel
        /// Destroys data: red text (a red button on iPhone OS 3 sheets).
        case destructive
    }

    package var title: String
    package var role: Role
    /// Drawn in the bold font (the preferred action, or the cancel action when there is none).
    package var isBold: Bool
    /// A disabled button is drawn dimmed and ignores touches.
    package var isEnabled: Bool

    package init(title: String, role: Role = .normal, isBold: Bool = false, isEnabled: Bool = true) {
        self.title = title
        self.role = role
        self.isBold = isBold
        self.isEnabled = isEnabled
    }
}

/// The look of iPhone OS 3 action sheets (`UIActionSheetStyle`'s three looks; the modern appearance ignores it).
package enum AlertSheetTint: Sendable {
    /// The grey-blue translucent sheet.
    case standard
    /// A black sheet; `translucent` lets the screen show through.
    case black(translucent: Bool)
}

/// Metrics and fonts of each appearance, in points.
package enum AlertMetrics {
    /// The width of an alert panel.
    package static func alertWidth(_ appearance: AlertAppearance) -> CGFloat {
        appearance == .modern ? 270 : 284
    }

    /// The width of an action sheet in a container of `size`: the full width on iPhone OS 3; on modern phones
    /// the portrait width less 8 points each side (landscape sheets keep that width, centred).
    package static func sheetWidth(_ appearance: AlertAppearance, in size: CGSize) -> CGFloat {
        switch appearance {
        case .classic: size.width
        case .modern: max(0, min(size.width, size.height) - 16)
        }
    }

    /// The height of one button.
    package static func buttonHeight(_ appearance: AlertAppearance, _ kind: AlertKind) -> CGFloat {
        switch (appearance, kind) {
        case (.modern, .alert): 44
        case (.modern, .actionSheet): 57
        case (.classic, .alert): 43
        case (.classic, .actionSheet): 46
        }
    }

    package static func titleFont(_ appearance: AlertAppearance, _ kind: AlertKind) -> UIFont {
        switch (appearance, kind) {
        case (.modern, .alert): .systemFont(ofSize: 17, weight: .semibold)
        case (.modern, .actionSheet): .systemFont(ofSize: 13, weight: .semibold)
        case (.classic, .alert): .boldSystemFont(ofSize: 18)
        case (.classic, .actionSheet): .systemFont(ofSize: 13)
        }
    }

    package static func messageFont(_ appearance: AlertAppearance, _ kind: AlertKind) -> UIFont {
        switch (appearance, kind) {
        case (.modern, _): .systemFont(ofSize: 13)
        case (.classic, .alert): .systemFont(ofSize: 16)
        case (.classic, .actionSheet): .systemFont(ofSize: 13)
        }
    }

    package static func buttonFont(_ appearance: AlertAppearance, _ kind: AlertKind, bold: Bool) -> UIFont {
        switch (appearance, kind) {
        case (.modern, .alert): bold ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 17)
        case (.modern, .actionSheet): bold ? .systemFont(ofSize: 20, weight: .semibold) : .systemFont(ofSize: 20)
        case (.classic, .alert): .boldSystemFont(ofSize: 18)
        case (.classic, .actionSheet): .boldSystemFont(ofSize: 19)
        }
    }

    /// The alpha of the black dimming over the screen behind an alert or sheet.
    package static func dimmingAlpha(_ appearance: AlertAppearance, _ kind: AlertKind) -> CGFloat {
        switch (appearance, kind) {
        case (.modern, .alert): 0.2
        case (.modern, .actionSheet): 0.4
        case (.classic, .alert): 0.45
        case (.classic, .actionSheet): 0.35
        }
    }

    /// The gap between the bottom of a modern sheet and the bottom of the container when there is no safe-area
    /// inset, and between a sheet's two groups.
    package static let sheetGap: CGFloat = 8
}
