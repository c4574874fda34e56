// SPDX-License-Identifier: Apache-2.0

/// The home indicator and screen-edge gesture preferences: resolved through the `childFor…` chain as the status
/// bar's are, recorded for inspection. Touchstone's devices neither hide the home indicator (the modern profile's
/// bezel draws it always) nor have system edge gestures, so nothing else reads them.
extension UIViewController {
    /// The controller whose ``prefersHomeIndicatorAutoHidden`` decides for this one: the end of the
    /// ``childForHomeIndicatorAutoHidden`` chain (a cycle stops where it repeats).
    package var homeIndicatorAutoHiddenPreference: Bool {
        resolve { $0.childForHomeIndicatorAutoHidden }.prefersHomeIndicatorAutoHidden
    }

    /// The edges resolved through ``childForScreenEdgesDeferringSystemGestures`` as for the home indicator.
    package var screenEdgesDeferringSystemGesturesPreference: UIRectEdge {
        resolve { $0.childForScreenEdgesDeferringSystemGestures }.preferredScreenEdgesDeferringSystemGestures
    }

    /// Follows `child` from this controller to the last controller it names.
    private func resolve(_ child: (UIViewController) -> UIViewController?) -> UIViewController {
        var current = self
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let next = child(current), seen.insert(ObjectIdentifier(next)).inserted { current = next }
        return current
    }

    /// Re-reads the system gesture preferences: nothing on Touchstone acts on them (see the file's overview).
    package func noteSystemGesturePreferencesChanged() {
        _ = homeIndicatorAutoHiddenPreference
        _ = screenEdgesDeferringSystemGesturesPreference
    }
}
