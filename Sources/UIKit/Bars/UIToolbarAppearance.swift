// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a toolbar looks (iOS 13): the background and shadow of ``UIBarAppearance`` plus its buttons.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
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

    private var buttonStorage = UIBarButtonItemAppearance(style: .plain)
    private var doneStorage = UIBarButtonItemAppearance(style: .done)

    /// Creates an appearance for `idiom` with the default background.
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    /// Creates an appearance from `barAppearance`'s background and shadow (and its buttons when it is a toolbar or
    /// navigation bar appearance).
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        takeSubclassProperties(of: barAppearance)
    }

    /// Creates an appearance with the default background; archives are not read on Touchstone.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override package func takeSubclassProperties(of other: UIBarAppearance) {
        if let other = other as? UIToolbarAppearance {
            buttonStorage.take(other.buttonStorage)
            doneStorage.take(other.doneStorage)
        } else if let other = other as? UINavigationBarAppearance {
            buttonStorage.take(other.buttonAppearance)
            doneStorage.take(other.doneButtonAppearance)
        }
    }
}
