// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a navigation bar looks (iOS 13): the background and shadow of ``UIBarAppearance``, plus the title and
/// large-title text, the buttons and the back button.
///
/// Set one as a bar's `standardAppearance` (and `compactAppearance`, `scrollEdgeAppearance`,
/// `compactScrollEdgeAppearance`), or as a navigation item's, which wins while that item is on top.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the title (`.font`, `.foregroundColor`); an attribute left out takes the system's (17-point
    /// semibold `.label`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes of the large title; left out: the system's (34-point bold `.label`).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its centred place, in points.
    open var titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)
    /// The look of plain bar buttons (copied on assignment).
    open var buttonAppearance: UIBarButtonItemAppearance {
        get { buttonStorage }
        set { buttonStorage = newValue.copy() }
    }
    /// The look of `.done` bar buttons (copied on assignment).
    open var doneButtonAppearance: UIBarButtonItemAppearance {
        get { doneStorage }
        set { doneStorage = newValue.copy() }
    }
    /// The look of the back button's title (copied on assignment); the chevron keeps the bar's tint colour.
    open var backButtonAppearance: UIBarButtonItemAppearance {
        get { backStorage }
        set { backStorage = newValue.copy() }
    }
    /// The back button's chevron (nil: the system's), drawn as a template; set with
    /// ``setBackIndicatorImage(_:transitionMaskImage:)``.
    open private(set) var backIndicatorImage: UIImage?
    /// The mask of the back title while the bar animates (nil: the system's).
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    private var buttonStorage = UIBarButtonItemAppearance(style: .plain)
    private var doneStorage = UIBarButtonItemAppearance(style: .done)
    private var backStorage = UIBarButtonItemAppearance(style: .plain)

    /// Creates an appearance for `idiom` with the default background.
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    /// Creates an appearance from `barAppearance`'s background and shadow (and its buttons, titles and back
    /// indicator when it is a navigation bar appearance; its buttons when it is a toolbar appearance).
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        takeSubclassProperties(of: barAppearance)
    }

    /// Creates an appearance with the default background; archives are not read on Touchstone.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the back button's chevron and the mask of its title during transitions. Both or neither: when only one
    /// is given, both are cleared (as on iOS) and the mismatch is logged.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        guard (backIndicatorImage == nil) == (transitionMaskImage == nil) else {
            UIKitDiagnostics.log("UINavigationBarAppearance: setBackIndicatorImage needs both images or neither; cleared")
            self.backIndicatorImage = nil
            self.backIndicatorTransitionMaskImage = nil
            return
        }
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = transitionMaskImage
    }

    override package func takeSubclassProperties(of other: UIBarAppearance) {
        if let other = other as? UINavigationBarAppearance {
            titleTextAttributes = other.titleTextAttributes
            largeTitleTextAttributes = other.largeTitleTextAttributes
            titlePositionAdjustment = other.titlePositionAdjustment
            buttonStorage.take(other.buttonStorage)
            doneStorage.take(other.doneStorage)
            backStorage.take(other.backStorage)
            backIndicatorImage = other.backIndicatorImage
            backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
        } else if let other = other as? UIToolbarAppearance {
            buttonStorage.take(other.buttonAppearance)
            doneStorage.take(other.doneButtonAppearance)
        }
    }
}
