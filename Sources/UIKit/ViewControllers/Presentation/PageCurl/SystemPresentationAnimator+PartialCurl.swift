// SPDX-License-Identifier: Apache-2.0

import Foundation

/// `.partialCurl`: the presenter's page curls up from its bottom-right corner and stays curled over the upper part
/// of the screen, the presented view showing underneath in the lower part; a tap on the page dismisses, and the
/// dismissal uncurls it.
///
/// The page is a ``PageCurlView`` in the presentation's container, above the presented view, showing a picture of
/// the presenter's view taken when the presentation starts (the presenter's view leaves the window once covered,
/// as for every full-screen presentation). It stays in the container while the presentation lasts and goes with
/// the container. Dismissal takes a new picture of the presenter's view (which is back beneath by then) so the
/// page uncurls showing what the presenter shows now. The picture is not retaken while the page rests curled: a
/// rotation meanwhile stretches it.
extension SystemPresentationAnimator {
    /// Curls the presenter's page up over the presented view.
    package func presentCurl(using context: UIViewControllerContextTransitioning, duration: TimeInterval) {
        let container = context.containerView
        guard let presented = context.viewController(forKey: .to), let view = context.view(forKey: .to) else {
            return context.completeTransition(true)
        }
        view.frame = context.finalFrame(for: presented)
        container.addSubview(view)
        let page = context.view(forKey: .from)
        let curl = Self.installCurl(over: page, in: container, presented: presented, progress: 0)
        curl.curl(to: 1, duration: duration) { context.completeTransition(!context.transitionWasCancelled) }
    }

    /// Uncurls the page over the presenter's view, then takes it away.
    package func dismissCurl(using context: UIViewControllerContextTransitioning, duration: TimeInterval) {
        let container = context.containerView
        guard let curl = container.subviews.last(where: { $0 is PageCurlView }) as? PageCurlView else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        if let page = context.view(forKey: .to), let image = PageCurlView.snapshot(of: page) {
            curl.setImage(image)
        }
        curl.onTap = nil
        curl.curl(to: 0, duration: duration) {
            let cancelled = context.transitionWasCancelled
            if !cancelled { curl.removeFromSuperview() }
            context.completeTransition(!cancelled)
        }
    }

    /// Puts a curl view showing `page` (the presenter's view; blank when nil) over the top of `container` at
    /// `progress`; a tap on it dismisses `presented`.
    @discardableResult
    package static func installCurl(over page: UIView?, in container: UIView, presented: UIViewController,
                                    progress: CGFloat) -> PageCurlView {
        let frame = page.map { $0.convert($0.bounds, to: container) } ?? container.bounds
        let curl = PageCurlView(frame: frame, image: page.flatMap { PageCurlView.snapshot(of: $0) })
        curl.onTap = { [weak presented] in
            guard let presented, !presented.isInPresentationTransition else { return }
            presented.dismiss(animated: true)
        }
        if progress != 0 { curl.curl(to: progress, duration: 0) }
        container.addSubview(curl)
        return curl
    }
}
