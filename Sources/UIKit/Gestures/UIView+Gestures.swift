// SPDX-License-Identifier: Apache-2.0

extension UIView {
    /// `addGestureRecognizer(_:)`: moves the recognizer here from any previous view.
    package func attachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if let previous = recognizer.view, previous !== self { previous.detachGestureRecognizer(recognizer) }
        guard !gestureRecognizerStorage.contains(where: { $0 === recognizer }) else { return }
        gestureRecognizerStorage.append(recognizer)
        recognizer.view = self
    }

    /// `removeGestureRecognizer(_:)`: withdraws the recognizer from any gesture in progress and detaches it.
    package func detachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard gestureRecognizerStorage.contains(where: { $0 === recognizer }) else { return }
        recognizer.arbiter?.withdraw(recognizer)
        gestureRecognizerStorage.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    package func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for old in gestureRecognizerStorage where !recognizers.contains(where: { $0 === old }) {
            detachGestureRecognizer(old)
        }
        for new in recognizers { attachGestureRecognizer(new) }
    }
}
