// SPDX-License-Identifier: Apache-2.0

/// The presentation controller a controller has before it is presented, so apps can configure it first
/// (`vc.presentationController?.delegate = self`, `vc.sheetPresentationController?.detents = [.medium()]`).
extension UIViewController {
    /// The sheet presentation controller managing this controller's page-sheet presentation (iOS 15), or nil when
    /// the controller is not shown as a sheet (a full-screen, custom or popover style, or the iPhone OS 3 profiles,
    /// where sheets are full screen).
    ///
    /// Available before presentation: the detents set on it are used when the controller is presented. A child of
    /// a presented controller answers its presented ancestor's.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// See `presentationController`: the stored controller, a child's presented ancestor's, or one made now for
    /// the style the controller would be presented in (none for `.custom`, whose delegate makes it when presented).
    package var resolvedPresentationController: UIPresentationController? {
        if let stored = presentationControllerStorage { return stored }
        if let parent = parentStorage { return parent.presentationController }
        let style = resolvedPresentationStyle
        guard style != .custom else { return nil }
        let made = makeSystemPresentationController(for: style, presenter: nil)
        made.styleStorage = style
        presentationControllerStorage = made
        return made
    }

    /// The presentation controller UIKit uses to present this controller in `style` from `presenter`: the one made
    /// before presentation when it fits the style (keeping its configuration), else a new one that keeps the old
    /// one's delegate.
    package func systemPresentationController(for style: UIModalPresentationStyle,
                                              presenter: UIViewController) -> UIPresentationController {
        let wantsSheet = style == .pageSheet
        if let popover = presentationControllerStorage as? UIPopoverPresentationController, presentingStorage == nil {
            if style == .popover {
                popover.setPresenting(presenter)
                return popover
            }
            let adapted = wantsSheet ? popover.adaptiveSheetPresentationController
                : UIPresentationController(presentedViewController: self, presenting: presenter)
            adapted.setPresenting(presenter)
            if adapted.delegate == nil { adapted.delegate = popover.delegate }
            adapted.adaptedPopover = popover
            return adapted
        }
        if let pending = presentationControllerStorage, presentingStorage == nil {
            let isSheet = pending is UISheetPresentationController
            if isSheet == wantsSheet, isSheet || type(of: pending) == UIPresentationController.self {
                pending.setPresenting(presenter)
                return pending
            }
            let made = makeSystemPresentationController(for: style, presenter: presenter)
            made.delegate = pending.delegate
            return made
        }
        return makeSystemPresentationController(for: style, presenter: presenter)
    }

    private func makeSystemPresentationController(for style: UIModalPresentationStyle,
                                                  presenter: UIViewController?) -> UIPresentationController {
        switch style {
        case .pageSheet: UISheetPresentationController(presentedViewController: self, presenting: presenter)
        case .popover: UIPopoverPresentationController(presentedViewController: self, presenting: presenter)
        default: UIPresentationController(presentedViewController: self, presenting: presenter)
        }
    }
}
