// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Presenting and dismissing the search: the search controller's view goes over the presentation context, the
/// bar moves into it at the top, the navigation bar slides away, the content dims; dismissal reverses it and puts
/// the bar back where it was.
extension UISearchController {
    /// How long the presentation and dismissal animate, in device seconds.
    package static let presentationDuration: TimeInterval = 0.3

    /// The presentation context: from the controller the bar's view belongs to, the nearest controller up the
    /// parent chain that `definesPresentationContext`, else the topmost one.
    package func findContextController() -> UIViewController? {
        var responder: UIResponder? = searchBar.next
        var owner: UIViewController?
        while let current = responder {
            if let controller = current as? UIViewController, controller !== self { owner = controller; break }
            responder = current.next
        }
        guard var current = owner else { return searchBar.window?.rootViewController }
        while !current.definesPresentationContext, let parent = current.parent { current = parent }
        return current
    }

    package func activate() {
        guard !activeStorage else { return }
        guard let context = findContextController(), let contextView = context.viewIfLoaded,
              let host = contextView.superview else {
            return UIKitDiagnostics.log("UISearchController: the search bar is not in a shown view controller; cannot activate")
        }
        if let delegate {
            delegateLeftPresentationToSystem = false
            delegate.presentSearchController(self)
            if !delegateLeftPresentationToSystem { activeStorage = true; return }
        }
        activeStorage = true
        contextController = context
        presentingStorage = context
        delegate?.willPresentSearchController(self)

        let container = view!
        container.frame = contextView.frame
        host.insertSubview(container, aboveSubview: contextView)
        if let results = searchResultsController, results.parent !== self {
            addChild(results)
            container.insertSubview(results.view, aboveSubview: dimmingView)
            results.didMove(toParent: self)
        }
        // Move the bar into the container, keeping where it shows on screen.
        if let superview = searchBar.superview {
            barHome = (superview, searchBar.frame, superview.subviews.firstIndex { $0 === searchBar } ?? 0)
            let start = superview.convert(searchBar.frame, to: container)
            container.addSubview(searchBar)
            searchBar.frame = start
        } else {
            container.addSubview(searchBar)
        }
        searchBar.isInNavigationBar = false
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = true }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if hidesNavigationBarDuringPresentation, let navigation = navigationControllerAround(context),
           !navigation.isNavigationBarHidden {
            hiddenNavigationController = navigation
            navigation.setNavigationBarHidden(true, animated: true)
        }
        updateResultsVisibilityFlag()
        dimmingView.alpha = 0
        dimmingView.isHidden = !obscuresBackgroundDuringPresentation
        UIView.animate(withDuration: Self.presentationDuration, animations: {
            self.layoutPresentation()
            self.dimmingView.alpha = 1
        }, completion: { _ in
            guard self.activeStorage else { return }
            self.delegate?.didPresentSearchController(self)
        })
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Ends the search: with `clearing` (Cancel), empties the text; resigns the field, hides Cancel, brings the
    /// navigation bar back and puts the bar back where it was.
    package func deactivate(clearing: Bool) {
        guard activeStorage else { return }
        delegate?.willDismissSearchController(self)
        activeStorage = false
        if clearing, !(searchBar.text ?? "").isEmpty {
            searchBar.searchTextField.text = ""
            searchBar.updateFieldButtons()
        }
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar, searchBar.showsScopeBar { searchBar.showsScopeBar = false }
        hiddenNavigationController?.setNavigationBarHidden(false, animated: true)
        hiddenNavigationController = nil
        showsResultsStorage = false
        let home = barHome
        let container = viewIfLoaded
        if let home, container != nil {
            home.superview.layoutIfNeeded()
        }
        UIView.animate(withDuration: Self.presentationDuration, animations: {
            self.dimmingView.alpha = 0
            if let home, let container {
                self.searchBar.frame = home.superview.convert(home.frame, to: container)
            }
            self.searchResultsController?.viewIfLoaded?.alpha = 0
        }, completion: { _ in
            self.finishDismissal(home: home)
        })
    }

    private func finishDismissal(home: (superview: UIView, frame: CGRect, index: Int)?) {
        guard !activeStorage else { return }
        if let home {
            home.superview.insertSubview(searchBar, at: min(home.index, home.superview.subviews.count))
            searchBar.frame = home.frame
            if isInNavigationItem { home.superview.setNeedsLayout() }
        } else {
            searchBar.removeFromSuperview()
        }
        barHome = nil
        searchBar.attachedToTop = false
        if let results = searchResultsController, results.parent === self {
            results.willMove(toParent: nil)
            results.viewIfLoaded?.removeFromSuperview()
            results.removeFromParent()
            results.viewIfLoaded?.alpha = 1
        }
        viewIfLoaded?.removeFromSuperview()
        presentingStorage = nil
        contextController = nil
        delegate?.didDismissSearchController(self)
    }

    private func updateResultsVisibilityFlag() {
        if automaticallyShowsSearchResultsController { showsResultsStorage = !(searchBar.text ?? "").isEmpty }
    }

    /// The navigation controller whose bar covers the context (the context's own, or the context itself).
    private func navigationControllerAround(_ context: UIViewController) -> UINavigationController? {
        (context as? UINavigationController) ?? context.navigationController
    }

    /// Places the bar at the top of the search's view (below the status bar, or below a navigation bar that
    /// stays), the dimming view and the results below it.
    package func layoutPresentation() {
        guard activeStorage, let container = viewIfLoaded, container.superview != nil else { return }
        if let context = contextController?.viewIfLoaded, container.frame != context.frame {
            container.frame = context.frame
        }
        let window = container.window
        let originY = window.map { container.convert(CGPoint.zero, to: $0).y } ?? 0
        var topInWindow = UIScreen.main.profile.statusBarHeight
        if UIApplication.sharedIfPresent?.isStatusBarHidden ?? false { topInWindow = 0 }
        if let navigation = contextController.flatMap(navigationControllerAround), hiddenNavigationController == nil,
           !navigation.isNavigationBarHidden, let window {
            let bar = navigation.navigationBar
            topInWindow = max(topInWindow, bar.convert(CGPoint(x: 0, y: bar.bounds.maxY), to: window).y)
        }
        let top = max(0, topInWindow - originY)
        let barHeight = searchBar.sizeThatFits(CGSize(width: container.bounds.width, height: 0)).height
        searchBar.attachedToTop = top > 0 || originY <= 0
        searchBar.frame = CGRect(x: 0, y: top, width: container.bounds.width, height: barHeight)
        searchBar.layoutIfNeeded()
        let below = CGRect(x: 0, y: top + barHeight, width: container.bounds.width,
                           height: max(0, container.bounds.height - top - barHeight))
        dimmingView.frame = below
        if let results = searchResultsController?.viewIfLoaded {
            results.frame = below
            results.isHidden = !showsResultsStorage
        }
    }
}
