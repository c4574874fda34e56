// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// The object told when a Safari view controller loads, redirects and is closed.
///
/// Every method is optional (Apple's protocol is an Objective-C one with optional methods): the extension gives
/// each a default that does nothing.
@MainActor
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    /// The user closed the browser with its Done (Close, Cancel) button; the controller has started dismissing itself.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The first page finished loading (`true`) or failed (`false`: offline, a bad URL, an error page).
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    /// The first page was redirected to `URL` before it finished (iOS 11+).
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
    /// The app's own activities for the share sheet of the page at `URL` titled `title`.
    func safariViewController(_ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?) -> [UIActivity]
    /// Activity types to leave out of the share sheet (iOS 11+).
    func safariViewController(_ controller: SFSafariViewController, excludedActivityTypesFor URL: URL,
                              title: String?) -> [UIActivity.ActivityType]
    /// The user is about to open the page in the browser app (iOS 14+).
    func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    /// Does nothing.
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    /// Does nothing.
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
    /// Does nothing.
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
    /// No activities of the app's own.
    public func safariViewController(_ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?) -> [UIActivity] { [] }
    /// Nothing left out.
    public func safariViewController(_ controller: SFSafariViewController, excludedActivityTypesFor URL: URL,
                                     title: String?) -> [UIActivity.ActivityType] { [] }
    /// Does nothing.
    public func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) {}
}
