// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The content of a list row, header or footer (iOS 14): text, secondary text and an image, with the system's
/// styling for each kind of row. Assign it to a cell's `contentConfiguration`, or show it in a
/// ``UIListContentView``.
///
/// Start from a cell's `defaultContentConfiguration()` or one of the styles below, set the content, adjust
/// ``textProperties``, ``secondaryTextProperties`` and ``imageProperties``, and assign it. The metrics are
/// Touchstone's reading of iOS's (docs/ARCHITECTURE.md, "Table view cells").
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, @unchecked Sendable {
    /// The primary text (nil by default); setting it clears ``attributedText``.
    public var text: String? {
        didSet { if text != nil { attributedText = nil } }
    }
    /// The primary styled text; when set it is shown instead of ``text`` (its runs keep their attributes).
    public var attributedText: NSAttributedString?
    /// The secondary text (nil by default); setting it clears ``secondaryAttributedText``.
    public var secondaryText: String? {
        didSet { if secondaryText != nil { secondaryAttributedText = nil } }
    }
    /// The secondary styled text; when set it is shown instead of ``secondaryText``.
    public var secondaryAttributedText: NSAttributedString?
    /// The image at the leading edge (nil by default).
    public var image: UIImage?

    /// The primary text's font, colour, alignment and line limits.
    public var textProperties: TextProperties
    /// The secondary text's font, colour, alignment and line limits.
    public var secondaryTextProperties: TextProperties
    /// The image's tint, size limits and corner radius.
    public var imageProperties = ImageProperties()

    /// The margins around the content, in points.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Whether the secondary text goes beside the text (trailing-aligned) while both fit on one line, rather
    /// than below it.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the text, in points.
    public var imageToTextPadding: CGFloat = 16
    /// The least space between the text and the secondary text side by side, in points.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between the text and the secondary text below it, in points.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    private init(text: TextProperties, secondary: TextProperties) {
        textProperties = text
        secondaryTextProperties = secondary
    }

    // MARK: Styles

    /// A plain list cell: body text, and secondary text in the subheadline style and secondary colour below it.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline),
                                                             color: .secondaryLabel))
    }

    /// A cell with the secondary text as a subtitle below the text (as ``cell()``).
    public static func subtitleCell() -> UIListContentConfiguration { cell() }

    /// A cell with the secondary text beside the text, in body size and the secondary colour, trailing-aligned
    /// (Settings' value rows).
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A sidebar cell: as ``cell()``, with the image tinted in the tint colour.
    public static func sidebarCell() -> UIListContentConfiguration { cell() }

    /// A sidebar cell with a subtitle.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { cell() }

    /// A cell of a sidebar that accompanies other content.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }

    /// A subtitle cell of a sidebar that accompanies other content.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { cell() }

    /// A sidebar section header: subheadline, semibold, secondary colour.
    public static func sidebarHeader() -> UIListContentConfiguration {
        header(font: .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .subheadline).pointSize,
                                 weight: .semibold), color: .secondaryLabel)
    }

    /// A plain table's section header: body size, bold, label colour.
    public static func plainHeader() -> UIListContentConfiguration {
        header(font: .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize, weight: .bold),
               color: .label)
    }

    /// A plain table's section footer: subheadline, secondary colour.
    public static func plainFooter() -> UIListContentConfiguration {
        header(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    }

    /// A grouped table's section header: footnote, secondary colour, upper case.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = header(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        configuration.textProperties.transform = .uppercase
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 6,
                                                                          trailing: 16)
        return configuration
    }

    /// A grouped table's section footer: footnote, secondary colour.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = header(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 17,
                                                                          trailing: 16)
        return configuration
    }

    /// A prominent inset grouped header: title 3, bold, label colour.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        header(font: .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title3).pointSize, weight: .bold),
               color: .label)
    }

    /// An extra prominent inset grouped header: title 2, bold, label colour.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        header(font: .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize, weight: .bold),
               color: .label)
    }

    private static func header(font: UIFont, color: UIColor) -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(
            text: TextProperties(font: font, color: color),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel))
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        return configuration
    }

    // MARK: UIContentConfiguration

    /// A new ``UIListContentView`` showing this configuration.
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// This configuration for `state`: list content looks the same in every state of the light appearance, so it
    /// is returned unchanged.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

}
