// SPDX-License-Identifier: Apache-2.0

import Foundation
import UniformTypeIdentifiers

/// An object that previews a file, or offers what can be done with it, on the app's behalf.
///
/// Create it with ``init(url:)``, set its ``delegate`` and call ``presentPreview(animated:)`` (a modal screen
/// showing the file: the picture for images, the text for text, otherwise its name and size, with Done), or
/// ``presentOptionsMenu(from:in:animated:)`` / ``presentOpenInMenu(from:in:animated:)`` (an action sheet). There are
/// no other apps on Touchstone, so both menus offer "Save to Files", which copies the file into the simulated Files
/// folder (`SimulatedFilesFolder`; a name already taken gets a number), and Cancel.
///
/// The delegate hears, in order: for a preview, `WillBeginPreview` before it is presented and `DidEndPreview` once
/// it is dismissed; for a menu, `WillPresent…Menu` before it is shown, then — for "Save to Files" —
/// `willBeginSendingToApplication` and `didEndSendingToApplication` (with `com.apple.DocumentsApp`) around the copy,
/// and `DidDismiss…Menu` last.
@preconcurrency @MainActor
open class UIDocumentInteractionController: NSObject {
    /// The bundle identifier the "Save to Files" action reports as the receiving application.
    public static let filesApplicationIdentifier = "com.apple.DocumentsApp"

    /// The object told about previews and menus, held weakly.
    open weak var delegate: UIDocumentInteractionControllerDelegate?

    /// The file the controller acts on. Setting it also sets ``uti`` (from the filename extension) and ``name``.
    open var url: URL? {
        didSet {
            uti = url.map { SimulatedFilesFolder.type(of: $0).identifier }
            name = url?.lastPathComponent
        }
    }

    /// The uniform type identifier of the file (from ``url``'s extension unless set).
    open var uti: String?

    /// The name shown for the file (``url``'s last path component unless set).
    open var name: String?

    /// Custom data for the application that receives the file (stored only: there are no other apps).
    open var annotation: Any?

    /// The file's icons, smallest first: empty on Touchstone (no icon set).
    open var icons: [UIImage] { [] }

    /// The gesture recognizers Apple attaches to a view showing the file's icon: none on Touchstone.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// The preview on screen (its navigation controller), if any.
    private(set) var previewController: UINavigationController?
    /// The menu on screen, if any, and whether it is the Open In menu.
    private(set) var menu: UIAlertController?
    private var menuIsOpenIn = false

    /// Creates a controller with no file.
    public override init() { super.init() }

    /// Creates a controller for the file at `url`.
    public convenience init(url: URL) {
        self.init()
        self.url = url
        uti = SimulatedFilesFolder.type(of: url).identifier
        name = url.lastPathComponent
    }

    // MARK: Preview

    /// Presents a full-screen preview of the file from the delegate's
    /// ``UIDocumentInteractionControllerDelegate/documentInteractionControllerViewControllerForPreview(_:)``;
    /// returns false (logged) without a file, a delegate implementing that method, or while a preview is shown.
    @discardableResult
    open func presentPreview(animated: Bool) -> Bool {
        guard let url, previewController == nil, let delegate else {
            UIKitDiagnostics.log("UIDocumentInteractionController: cannot preview (no URL, no delegate, or already previewing)")
            return false
        }
        let presenter = delegate.documentInteractionControllerViewControllerForPreview(self)
        guard !(presenter is NoPreviewPresenter) else {
            UIKitDiagnostics.log("UIDocumentInteractionController: the delegate does not implement documentInteractionControllerViewControllerForPreview(_:); no preview")
            return false
        }
        delegate.documentInteractionControllerWillBeginPreview(self)
        let preview = DocumentPreviewViewController(url: url, title: name ?? url.lastPathComponent)
        preview.navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.dismissPreview(animated: true) })
        let navigation = UINavigationController(rootViewController: preview)
        navigation.modalPresentationStyle = .fullScreen
        previewController = navigation
        presenter.present(navigation, animated: animated)
        return true
    }

    /// Dismisses the preview, then tells the delegate it ended. Does nothing when no preview is shown.
    open func dismissPreview(animated: Bool) {
        guard let preview = previewController else { return }
        previewController = nil
        let ended = { [weak self] in
            guard let self else { return }
            self.delegate?.documentInteractionControllerDidEndPreview(self)
        }
        guard preview.presentingViewController != nil else {
            ended()
            return
        }
        preview.dismiss(animated: animated, completion: ended)
    }

    // MARK: Menus

    /// Presents the options menu for the file, anchored at `rect` in `view` (an action sheet: "Save to Files",
    /// Cancel); returns false (logged) without a file, when `view` is in no window, or while a menu is shown.
    @discardableResult
    open func presentOptionsMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool {
        presentMenu(openIn: false, from: view, animated: animated)
    }

    /// Presents the options menu anchored at a bar button item; see ``presentOptionsMenu(from:in:animated:)``.
    @discardableResult
    open func presentOptionsMenu(from item: UIBarButtonItem, animated: Bool) -> Bool {
        presentMenu(openIn: false, from: nil, animated: animated)
    }

    /// Presents the Open In menu for the file, anchored at `rect` in `view`: with no other apps it offers "Save to
    /// Files" and Cancel; returns false (logged) as ``presentOptionsMenu(from:in:animated:)`` does.
    @discardableResult
    open func presentOpenInMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool {
        presentMenu(openIn: true, from: view, animated: animated)
    }

    /// Presents the Open In menu anchored at a bar button item; see ``presentOpenInMenu(from:in:animated:)``.
    @discardableResult
    open func presentOpenInMenu(from item: UIBarButtonItem, animated: Bool) -> Bool {
        presentMenu(openIn: true, from: nil, animated: animated)
    }

    /// Dismisses the menu on screen, then tells the delegate. Does nothing when no menu is shown.
    open func dismissMenu(animated: Bool) {
        guard let menu else { return }
        self.menu = nil
        let dismissed: () -> Void = { [weak self] in self?.menuDidDismiss() }
        guard menu.presentingViewController != nil else {
            dismissed()
            return
        }
        menu.dismiss(animated: animated, completion: dismissed)
    }

    private func presentMenu(openIn: Bool, from view: UIView?, animated: Bool) -> Bool {
        let window = view?.window ?? UIApplication.sharedIfPresent?.keyWindow
        guard let url, menu == nil, var presenter = window?.rootViewController else {
            UIKitDiagnostics.log("UIDocumentInteractionController: cannot present a menu (no URL, no window, or a menu is shown)")
            return false
        }
        while let presented = presenter.presentedViewController, !presented.isBeingDismissed { presenter = presented }
        if openIn {
            delegate?.documentInteractionControllerWillPresentOpenInMenu(self)
        } else {
            delegate?.documentInteractionControllerWillPresentOptionsMenu(self)
        }
        let sheet = UIAlertController(title: name ?? url.lastPathComponent, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Save to Files", style: .default) { [weak self] _ in
            self?.saveToFiles()
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
            self?.menu = nil
            self?.menuDidDismiss()
        })
        menu = sheet
        menuIsOpenIn = openIn
        presenter.present(sheet, animated: animated)
        return true
    }

    /// "Save to Files": copies the file into the Files folder between the sending callbacks, then ends the menu.
    private func saveToFiles() {
        menu = nil
        delegate?.documentInteractionController(self, willBeginSendingToApplication: Self.filesApplicationIdentifier)
        if let url { SimulatedFilesFolder.copy(url, into: filesFolder?.directory ?? SimulatedFilesFolder.current.directory) }
        delegate?.documentInteractionController(self, didEndSendingToApplication: Self.filesApplicationIdentifier)
        menuDidDismiss()
    }

    private func menuDidDismiss() {
        if menuIsOpenIn {
            delegate?.documentInteractionControllerDidDismissOpenInMenu(self)
        } else {
            delegate?.documentInteractionControllerDidDismissOptionsMenu(self)
        }
    }

    // MARK: Testing

    /// The Files folder "Save to Files" copies into (the running app's when nil). Not API.
    package var filesFolder: SimulatedFilesFolder?

    /// The action sheet on screen, if any (tests choose its actions). Not API.
    package var presentedMenu: UIAlertController? { menu }

    /// The preview on screen, if any. Not API.
    package var presentedPreview: UIViewController? { previewController?.viewControllers.first }
}
