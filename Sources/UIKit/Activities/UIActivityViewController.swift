// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The share sheet: a view controller offering services (Copy and the app's own ``UIActivity`` subclasses) for
/// the items an app shares. Present it modally (`present(_:animated:completion:)`); it slides up from the bottom
/// over a dimmed screen.
///
/// Touchstone's device has no Messages, Mail or social accounts, so the system services it offers are the ones
/// that work without them: Copy (to `UIPasteboard.general`). The app's activities are shown when their
/// `canPerform(withActivityItems:)` accepts the items (item sources' placeholders) and they have a title; share
/// activities (`activityCategory == .share`) in the row of icons, actions in the list under Copy.
/// ``excludedActivityTypes`` hides any of them. Choosing one runs it (see ``UIActivity``); when it finishes, or
/// the sheet is closed (the close button, or a tap on the dimmed screen), the sheet is dismissed and then
/// ``completionWithItemsHandler`` is called with the activity's type (nil when closed) and whether it completed.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// The iOS 6 completion handler: the chosen activity's type (nil: closed) and whether it completed.
    public typealias CompletionHandler = (UIActivity.ActivityType?, Bool) -> Void
    /// The completion handler: the chosen activity's type (nil: closed), whether it completed, the items an
    /// extension returned (none here) and an error (none here).
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    /// Called after the sheet is dismissed (iOS 6's form; deprecated in iOS 8 but still called).
    open var completionHandler: CompletionHandler?
    /// Called after the sheet is dismissed.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Activity types not to offer (nil: offer every one that can act on the items).
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Whether the most likely activity may be shown prominently (recorded; the sheet shows none prominently).
    open var allowsProminentActivity = true

    /// The items given at creation (values or ``UIActivityItemSource`` objects).
    package let activityItems: [Any]
    /// The app's activities given at creation.
    package let applicationActivities: [UIActivity]
    private let copyActivity = CopyActivity()
    private let sheetTransitioning = ActivitySheetTransitioningDelegate()
    /// The activity being performed (one at a time).
    package private(set) var runningActivity: UIActivity?
    private var isFinishing = false

    /// Creates a sheet for `activityItems` (strings, URLs, images, colours, or item sources) with the app's own
    /// `applicationActivities`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = sheetTransitioning
    }

    /// Creates a sheet with no items (nothing is decoded).
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
        modalPresentationStyle = .custom
        transitioningDelegate = sheetTransitioning
    }

    // MARK: Activities

    /// The items as activities see them before one is chosen: item sources give their placeholders.
    package var placeholderItems: [Any] {
        activityItems.map { ($0 as? UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? $0 }
    }

    /// The items for `type`: item sources make theirs (nil results are left out).
    package func items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: type)
        }
    }

    /// The activities offered, in the sheet's order: share activities, then Copy, then the app's actions.
    package var offeredActivities: [UIActivity] {
        let placeholders = placeholderItems
        let excluded = Set(excludedActivityTypes ?? [])
        func offered(_ activity: UIActivity) -> Bool {
            if let type = activity.activityType, excluded.contains(type) { return false }
            return activity.activityTitle != nil && activity.canPerform(withActivityItems: placeholders)
        }
        let app = applicationActivities.filter(offered)
        let share = app.filter { type(of: $0).activityCategory == .share }
        let actions = app.filter { type(of: $0).activityCategory == .action }
        return share + (offered(copyActivity) ? [copyActivity] : []) + actions
    }

    /// Runs `activity` as if its row was tapped: prepares it with the items, then presents its view controller or
    /// performs it. Ignored while another runs.
    package func choose(_ activity: UIActivity) {
        guard runningActivity == nil, !isFinishing else { return }
        runningActivity = activity
        activity.prepare(withActivityItems: items(for: activity.activityType))
        activity.onFinish = { [weak self, weak activity] completed in
            guard let self, let activity else { return }
            self.finish(type: activity.activityType, completed: completed)
        }
        if let controller = activity.activityViewController {
            present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    /// Closes the sheet without an activity.
    package func cancel() {
        guard runningActivity == nil else { return }
        finish(type: nil, completed: false)
    }

    private func finish(type: UIActivity.ActivityType?, completed: Bool) {
        guard !isFinishing else { return }
        isFinishing = true
        let report = { [weak self] in
            guard let self else { return }
            self.runningActivity = nil
            self.completionWithItemsHandler?(type, completed, nil, nil)
            self.completionHandler?(type, completed)
        }
        guard let presenter = presentingViewController else { return report() }
        presenter.dismiss(animated: true) { report() }
    }

    // MARK: View

    /// The sheet's view (nil until loaded).
    package var sheet: ActivitySheetView? { viewIfLoaded as? ActivitySheetView }

    /// Makes the sheet: the dimming and the card with the header, the share row and the action list.
    open override func loadView() {
        let sheet = ActivitySheetView(summary: ActivitySummary(items: placeholderItems), activities: offeredActivities)
        sheet.onChoose = { [weak self] activity in self?.choose(activity) }
        sheet.onClose = { [weak self] in self?.cancel() }
        view = sheet
    }
}
