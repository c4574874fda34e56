// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIButton {
    /// The look and content of a button (iOS 15): title and subtitle, image and its placement, paddings and insets,
    /// colours, corner style and size, set with one value instead of per-state methods.
    ///
    /// Start from a style (``plain()``, ``tinted()``, ``gray()``, ``filled()``, ``borderless()``, ``bordered()``,
    /// ``borderedTinted()``, ``borderedProminent()``), change what you need and assign it to
    /// ``UIButton/configuration``. The button derives its colours for each state from the style and the base
    /// colours (a filled background darkens while highlighted; everything turns grey while disabled; a selected
    /// plain, grey or tinted button looks filled while ``automaticallyUpdateForSelection`` is true).
    ///
    /// Attributed titles are shown with their characters in the configuration's font and foreground colour
    /// (Touchstone does not read AttributedString's UIKit attribute scope).
    public struct Configuration: Hashable, @unchecked Sendable {
        /// How the background's corners are rounded.
        public enum CornerStyle: Int, Sendable {
            /// The background's own `cornerRadius`, unchanged.
            case fixed = -1
            /// A radius that follows the button size (the default).
            case dynamic = 0
            /// A small radius (4 points).
            case small = 1
            /// A medium radius (8 points).
            case medium = 2
            /// A large radius (12 points).
            case large = 3
            /// Half the height: a capsule.
            case capsule = 4
        }

        /// The size class of the button: its fonts and default content insets.
        public enum Size: Int, Sendable {
            /// The default: 17-point title, 7 × 12 point insets.
            case medium = 0
            /// 15-point title, 5 × 10 point insets.
            case small = 1
            /// 12-point title, 3 × 6 point insets.
            case mini = 2
            /// 17-point title, 14 × 20 point insets.
            case large = 3
        }

        /// How the title and subtitle are aligned with each other.
        public enum TitleAlignment: Int, Sendable {
            /// Centred when the image is above or below them, else leading.
            case automatic = 0
            /// Leading edges aligned.
            case leading = 1
            /// Centres aligned.
            case center = 2
            /// Trailing edges aligned.
            case trailing = 3
        }

        /// The built-in styles.
        package enum Style: Hashable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, prominent }

        /// The state a configuration was updated for (`updated(for:)`); nil: the normal state.
        package struct StateSnapshot: Hashable {
            var isHighlighted = false, isSelected = false, isEnabled = true
        }

        package var style: Style
        package var stateSnapshot: StateSnapshot?
        private var titleStorage: AttributedString?
        private var subtitleStorage: AttributedString?
        private var customContentInsets: NSDirectionalEdgeInsets?

        /// The background: colour, corner radius, stroke and custom view (a nil `backgroundColor` takes the
        /// style's colour for the state).
        public var background: UIBackgroundConfiguration = .clear()
        /// How the background's corners are rounded (`.dynamic` by default).
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class: fonts and default insets (`.medium` by default).
        public var buttonSize: Size = .medium
        /// The colour of the title, subtitle and image (nil: the style's, from the tint colour).
        public var baseForegroundColor: UIColor?
        /// The colour the style's background is derived from (nil: the tint colour).
        public var baseBackgroundColor: UIColor?
        /// The image, placed beside the title by ``imagePlacement``.
        public var image: UIImage?
        /// Whether a spinning activity indicator replaces the image (false by default).
        public var showsActivityIndicator = false
        /// The title (setting it replaces ``attributedTitle``).
        public var title: String? {
            get { titleStorage.map { String($0.characters) } }
            set { titleStorage = newValue.map { AttributedString($0) } }
        }
        /// The styled title (setting it replaces ``title``).
        public var attributedTitle: AttributedString? {
            get { titleStorage }
            set { titleStorage = newValue }
        }
        /// The smaller text under the title.
        public var subtitle: String? {
            get { subtitleStorage.map { String($0.characters) } }
            set { subtitleStorage = newValue.map { AttributedString($0) } }
        }
        /// The styled subtitle (setting it replaces ``subtitle``).
        public var attributedSubtitle: AttributedString? {
            get { subtitleStorage }
            set { subtitleStorage = newValue }
        }
        /// Space between the button's edges and its content, in points (the size class's default until set).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? Self.defaultInsets(for: buttonSize) }
            set { customContentInsets = newValue }
        }
        /// Which side of the title the image goes on (`.leading` by default; one edge).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image and the title, in points (0 by default).
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle, in points (0 by default).
        public var titlePadding: CGFloat = 0
        /// How title and subtitle align with each other (`.automatic` by default).
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether a selected button takes the selected look (true by default).
        public var automaticallyUpdateForSelection = true

        package init(style: Style) { self.style = style }

        /// A configuration with a transparent background and tinted content.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A configuration with a light tinted background and tinted content.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A configuration with a grey background and tinted content.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A configuration with a tint-coloured background and white content.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A configuration with no background (the plain look, iOS 7's borderless button).
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A configuration with a grey background (the bordered look).
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A configuration with a light tinted background.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A configuration with a tint-coloured background and white content (the prominent look).
        public static func borderedProminent() -> Configuration { Configuration(style: .prominent) }

        /// Goes back to the size class's default ``contentInsets``.
        public mutating func setDefaultContentInsets() { customContentInsets = nil }

        /// This configuration with the look of `button`'s current state (highlighted, selected, disabled).
        @MainActor public func updated(for button: UIButton) -> Configuration {
            var copy = self
            copy.stateSnapshot = StateSnapshot(isHighlighted: button.isHighlighted, isSelected: button.isSelected,
                                               isEnabled: button.isEnabled)
            return copy
        }

        /// The default insets of a size class (see ``Size``).
        package static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 6, bottom: 3, trailing: 6)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }
    }
}
