// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// An object shown inline in attributed text, usually an image (TextKit's `NSTextAttachment`): the text holds one
/// attachment character (``character``, U+FFFC) carrying the attachment under the `NSAttributedString/Key/attachment`
/// key, and labels, text views and attributed-string drawing lay that character out as a box of ``bounds`` and
/// draw ``image`` in it. Copying such text copies the U+FFFC character.
///
/// ``bounds`` is in points relative to the baseline where the character sits, y up: an origin.y of 0 puts the
/// box's bottom on the baseline, a negative one lowers it into the descent (`-font.descender`-like values centre
/// icons on text). Empty bounds (the default) use the image's size, bottom on the baseline. An attachment made
/// from data (``init(data:ofType:)``) shows that data when it is an image; otherwise it takes no room unless it has
/// bounds. Images are drawn upright; their orientation flag is not applied.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// The attachment character, U+FFFC OBJECT REPLACEMENT CHARACTER.
    public static let character: Int = 0xFFFC

    /// The attachment's data (for example a PNG file), if it was made from data.
    open var contents: Data?
    /// The type identifier of ``contents`` (`"public.png"`), if known.
    open var fileType: String?
    /// The image shown; nil to show ``contents`` when it holds an image.
    open var image: UIImage?
    /// The box the attachment occupies, in points relative to the baseline, y up (see the type's description);
    /// `.zero` uses the image's size. Non-finite or negative sizes are logged and ignored.
    open var bounds: CGRect = .zero {
        didSet {
            let b = bounds
            guard b.origin.x.isFinite, b.origin.y.isFinite, b.width.isFinite, b.height.isFinite,
                  b.width >= 0, b.height >= 0 else {
                UIKitDiagnostics.log("NSTextAttachment.bounds: invalid \(b) ignored")
                bounds = oldValue
                return
            }
        }
    }

    /// An attachment holding `contentData` of type `uti` (both may be nil).
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// An attachment showing `image`.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// An empty attachment.
    public convenience override init() { self.init(data: nil, ofType: nil) }

    /// An attachment from an archive: nothing is decoded, so it is empty.
    public required convenience init?(coder: NSCoder) { self.init(data: nil, ofType: nil) }

    /// The image to draw in `imageBounds` (TextKit asks for each character it lays out): ``image``, or the image
    /// ``contents`` holds; nil for none. Subclasses override it to draw something else.
    open func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int)
        -> UIImage?
    {
        image ?? contents.flatMap { UIImage(data: $0) }
    }

    /// The box the attachment takes at `position` on a line fragment (baseline-relative, y up): ``bounds`` when not
    /// empty, else the image's size with its bottom on the baseline. Subclasses override it to size themselves.
    open func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect,
                               glyphPosition position: CGPoint, characterIndex charIndex: Int) -> CGRect
    {
        if bounds != .zero { return bounds }
        let image = image(forBounds: .zero, textContainer: textContainer, characterIndex: charIndex)
        return CGRect(origin: .zero, size: image?.size ?? .zero)
    }

    /// The layout engine's form of this attachment at `index` of its text.
    package func layoutAttachment(characterIndex index: Int) -> TextLayout.Attachment {
        let box = attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: index)
        let valid = box.origin.x.isFinite && box.origin.y.isFinite && box.width.isFinite && box.height.isFinite
        let bounds = valid ? box.standardized : .zero
        return TextLayout.Attachment(image: image(forBounds: bounds, textContainer: nil, characterIndex: index)?.cgImage,
                                     bounds: bounds)
    }
}

extension NSAttributedString.Key {
    /// An inline object: an ``NSTextAttachment`` on an attachment character (U+FFFC).
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
    /// A one-character string: the attachment character (U+FFFC) carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
