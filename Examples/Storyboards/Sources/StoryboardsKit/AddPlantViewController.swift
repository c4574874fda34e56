// SPDX-License-Identifier: Apache-2.0

import UIKit

/// The new-plant form, presented modally from the list's + button: a kind to choose, then Save or Cancel, both
/// unwind segues back to the list.
public final class AddPlantViewController: UIViewController {
    /// The kind chooser (Fern, Cactus, Palm).
    public weak var kindControl: UISegmentedControl!

    /// The kind chosen in ``kindControl`` (a fern when nothing is chosen).
    public var chosenKind: Plant.Kind {
        let index = kindControl?.selectedSegmentIndex ?? 0
        return Plant.Kind.allCases.indices.contains(index) ? Plant.Kind.allCases[index] : .fern
    }

    /// The storyboard's outlet (what `@IBOutlet` gives on iOS; the `touchstone-port` command generates this).
    public override func setValue(_ value: Any?, forKey key: String) {
        if key == "kindControl" { kindControl = value as? UISegmentedControl } else { super.setValue(value, forKey: key) }
    }
}
