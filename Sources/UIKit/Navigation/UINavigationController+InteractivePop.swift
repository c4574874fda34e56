// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The swipe from the left edge that pops the top controller with the finger.
///
/// The pop starts when ``UINavigationController/interactivePopGestureRecognizer`` begins (more than one controller
/// on the stack, no transition running); the transition's progress is the finger's horizontal travel over the
/// view's width. Lifting the finger past half the width, or while moving right faster than
/// ``InteractivePop/finishVelocity``, finishes the pop; anything else (or a cancelled gesture) cancels it and the
/// views slide back. A delegate's interaction controller, when it gives one, replaces the system's.
extension UINavigationController {
    /// The thresholds of the edge swipe.
    package enum InteractivePop {
        /// The rightward speed that finishes a pop released before half-way, points per second.
        package static let finishVelocity: CGFloat = 500
    }

    package func handleEdgePan(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            guard stack.count > 1, runningTransition == nil, let newStack = Optional(Array(stack.dropLast())) else {
                return
            }
            let interaction = UIPercentDrivenInteractiveTransition()
            edgePanInteraction = interaction
            performTransition(to: newStack, operation: .pop, animated: true, interaction: interaction)
            guard runningTransition != nil else {
                edgePanInteraction = nil
                return
            }
            edgePanBarPop = navigationBarStorage?.beginInteractivePop()
            update(with: pan)
        case .changed:
            update(with: pan)
        case .ended:
            guard let interaction = edgePanInteraction else { return }
            let barPop = edgePanBarPop
            edgePanInteraction = nil
            edgePanBarPop = nil
            let velocity = pan.velocity(in: view).x
            if velocity > InteractivePop.finishVelocity
                || (progress(of: pan) > 0.5 && velocity > -InteractivePop.finishVelocity) {
                barPop?.finish()
                interaction.finish()
            } else {
                barPop?.cancel()
                interaction.cancel()
            }
        case .cancelled, .failed:
            edgePanBarPop?.cancel()
            edgePanInteraction?.cancel()
            edgePanInteraction = nil
            edgePanBarPop = nil
        default:
            break
        }
    }

    private func update(with pan: UIPanGestureRecognizer) {
        let percent = progress(of: pan)
        edgePanInteraction?.update(percent)
        edgePanBarPop?.update(percent)
    }

    private func progress(of pan: UIPanGestureRecognizer) -> CGFloat {
        let width = view.bounds.width
        guard width > 0 else { return 0 }
        return min(max(pan.translation(in: view).x / width, 0), 1)
    }

    /// Whether the edge swipe may begin: more than one controller on the stack and no transition running.
    package var interactivePopCanBegin: Bool { stack.count > 1 && runningTransition == nil }
}
