// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a view controller shows when it has no content (iOS 17): an image, a text, a secondary text and up to two
/// buttons, centred over a background.
///
/// Assign one to `UIViewController.contentUnavailableConfiguration` (or make a ``UIContentUnavailableView``); the
/// presets ``empty()``, ``loading()`` and ``search()`` give Apple's styles. Configurations are values: change a copy
/// and assign it again.
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable, @unchecked Sendable {
    /// How the content lines up.
    public enum Alignment: Int, Hashable, Sendable {
        /// Centred (the default).
        case center
        /// Leading-aligned.
        case natural
    }

    /// The image above the text.
    public var image: UIImage?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The main text.
    public var text: String?
    /// The main text, styled (takes the place of ``text``).
    public var attributedText: NSAttributedString?
    /// How the main text is drawn.
    public var textProperties: TextProperties
    /// The text under the main one.
    public var secondaryText: String?
    /// The secondary text, styled (takes the place of ``secondaryText``).
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// The button under the texts; shown when it has a title or an image.
    public var button = UIButton.Configuration.plain()
    /// The button's action, menu and state.
    public var buttonProperties = ButtonProperties()
    /// A second button under the first; shown when it has a title or an image.
    public var secondaryButton = UIButton.Configuration.plain()
    /// The second button's action, menu and state.
    public var secondaryButtonProperties = ButtonProperties()
    /// How the content lines up (`.center` by default).
    public var alignment = Alignment.center
    /// The axes along which the superview's layout margins are kept (both by default).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal, .vertical]
    /// The margins around the content, in points.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// The space between the image and the text, in points.
    public var imageToTextPadding: CGFloat = 12
    /// The space between the text and the secondary text, in points.
    public var textToSecondaryTextPadding: CGFloat = 6
    /// The space between the texts and the button, in points.
    public var textToButtonPadding: CGFloat = 16
    /// The space between the two buttons, in points.
    public var buttonToSecondaryButtonPadding: CGFloat = 8
    /// The background behind the content (clear by default).
    public var background = UIBackgroundConfiguration.clear()
    /// Whether the view shows a spinning activity indicator above the text (the ``loading()`` preset).
    package var showsActivityIndicator = false
    /// Whether ``updated(for:)`` fills the text from the search text (the ``search()`` preset).
    package var reflectsSearchText = false

    private init() {
        textProperties = TextProperties(font: .boldSystemFont(ofSize: 22), color: .label)
        secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
    }

    /// An empty configuration to fill in: no image, text or buttons.
    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }

    /// The loading style: a spinning activity indicator over "Loading…".
    public static func loading() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.showsActivityIndicator = true
        configuration.text = "Loading…"
        configuration.textProperties.font = .preferredFont(forTextStyle: .body)
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }

    /// The search style: a magnifying glass over "No Results" and a hint; ``updated(for:)`` names the search text.
    public static func search() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        configuration.secondaryText = "Check the spelling or try a new search."
        configuration.reflectsSearchText = true
        return configuration
    }

    /// Makes a ``UIContentUnavailableView`` showing this configuration.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        UIContentUnavailableView(configuration: self)
    }

    /// This configuration for `state`: the search preset names a ``UIContentUnavailableConfigurationState``'s
    /// search text ("No Results for “…”"); everything else is kept.
    @MainActor
    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration {
        var updated = self
        if reflectsSearchText, let search = (state as? UIContentUnavailableConfigurationState)?.searchText {
            updated.text = search.isEmpty ? "No Results" : "No Results for “\(search)”"
        }
        return updated
    }
}
