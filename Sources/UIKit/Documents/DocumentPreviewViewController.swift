// SPDX-License-Identifier: Apache-2.0

import Foundation
import UniformTypeIdentifiers

/// The screen of a document interaction controller's preview: the picture for an image, the text (read-only) for
/// a text file, otherwise the file's name and size in the middle of the screen. A file that cannot be read falls
/// back to the name and size (logged). Not API.
@MainActor
final class DocumentPreviewViewController: UIViewController {
    /// How the file is shown.
    enum Content { case image(UIImage), text(String), summary(String) }

    /// The file previewed.
    let url: URL
    /// What the screen shows, decided when the controller is made.
    let content: Content

    init(url: URL, title: String) {
        self.url = url
        self.content = Self.content(of: url, name: title)
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    /// The content for the file at `url`.
    static func content(of url: URL, name: String) -> Content {
        let type = SimulatedFilesFolder.type(of: url)
        if type.conforms(to: .image) {
            if let image = UIImage(contentsOfFile: url.path) { return .image(image) }
            UIKitDiagnostics.log("document preview: \(url.lastPathComponent) is not a readable image")
        } else if type.conforms(to: .text) {
            if let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) {
                return .text(text)
            }
            UIKitDiagnostics.log("document preview: \(url.lastPathComponent) is not readable UTF-8 text")
        }
        let size = DocumentBrowserViewController.sizeText(of: url)
        return .summary(size.isEmpty ? name : "\(name)\n\(size)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let shown: UIView
        switch content {
        case .image(let image):
            let imageView = UIImageView(image: image)
            imageView.contentMode = .scaleAspectFit
            shown = imageView
        case .text(let text):
            let textView = UITextView()
            textView.isEditable = false
            textView.text = text
            shown = textView
        case .summary(let summary):
            let label = UILabel()
            label.text = summary
            label.numberOfLines = 0
            label.textAlignment = .center
            shown = label
        }
        shown.frame = view.bounds
        shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(shown)
    }
}
