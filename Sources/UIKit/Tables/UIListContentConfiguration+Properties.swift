// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIListContentConfiguration {
    /// How a list content configuration draws one of its texts.
    public struct TextProperties: Hashable, @unchecked Sendable {
        /// How the text is aligned in its frame.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// Leading-aligned.
            case natural
            /// Centred.
            case center
            /// Justified (the last line leading-aligned).
            case justified
        }

        /// How the text's letters are cased.
        public enum TextTransform: Int, Hashable, Sendable {
            /// As written.
            case none
            /// Each word capitalised.
            case capitalized
            /// Lower case.
            case lowercase
            /// Upper case.
            case uppercase

            /// `text` transformed.
            package func apply(_ text: String?) -> String? {
                guard let text else { return nil }
                switch self {
                case .none: return text
                case .capitalized: return text.capitalized
                case .lowercase: return text.lowercased()
                case .uppercase: return text.uppercased()
                }
            }
        }

        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The alignment (`.natural` by default).
        public var alignment: TextAlignment = .natural
        /// How lines break and truncate (`.byTruncatingTail` by default).
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines shown; 0 (the default) means no limit.
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width (false by default).
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font may shrink to (0 by default).
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may tighten before truncating (false by default).
        public var allowsDefaultTighteningForTruncation = false
        /// Whether the font follows the user's text size (true by default).
        public var adjustsFontForContentSizeCategory = true
        /// The case transform applied to plain text (`.none` by default).
        public var transform: TextTransform = .none
        /// Whether the full text shows in a tooltip when truncated (Mac Catalyst; stored only).
        public var showsExpansionTextWhenTruncated = false

        package init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour the text is drawn in.
        public func resolvedColor() -> UIColor { color }

        /// The alignment as a label's.
        package var labelAlignment: NSTextAlignment {
            switch alignment {
            case .natural: return .natural
            case .center: return .center
            case .justified: return .justified
            }
        }
    }

    /// How a list content configuration draws its image.
    public struct ImageProperties: Hashable, @unchecked Sendable {
        /// Use the system's dimension for this size (the image's own size here).
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

        /// The tint of template images (nil: the view's tint colour).
        public var tintColor: UIColor?
        /// The image's corner radius, in points (0 by default).
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at, keeping its aspect ratio; zero in a dimension means no limit.
        public var maximumSize: CGSize = .zero
        /// The size reserved for the image, so texts line up across rows; zero in a dimension reserves nothing
        /// beyond the image.
        public var reservedLayoutSize: CGSize = .zero
        /// Whether the image keeps its colours when Smart Invert is on (false by default; stored only).
        public var accessibilityIgnoresInvertColors = false

        /// Properties with no tint, radius or size limits.
        public init() {}

        /// The tint template images are drawn in: ``tintColor``, else `tintColor` (the view's).
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }

        /// The size the image shows at: its own, shrunk to ``maximumSize`` keeping its aspect ratio.
        package func displaySize(of image: UIImage) -> CGSize {
            var size = image.size
            var scale: CGFloat = 1
            if maximumSize.width > 0 && size.width > maximumSize.width { scale = maximumSize.width / size.width }
            if maximumSize.height > 0 && size.height * scale > maximumSize.height {
                scale = maximumSize.height / size.height
            }
            size.width *= scale
            size.height *= scale
            return size
        }
    }
}
