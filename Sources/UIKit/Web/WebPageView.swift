// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// The page of a web view (`WKWebView`, ``UIWebView``): attributed text read from HTML, laid out at the view's
/// width less Safari's 8-point body margin on a white page, scrolled vertically in ``scrollView``, drawn one
/// paragraph view per paragraph in or near the visible area (as ``UITextView`` draws), and tapped links reported
/// to ``linkTapped``.
///
/// Pages are laid out at the view's width; a page without a viewport is not laid out at 980 points and scaled
/// (see ``UIWebView/scalesPageToFit``). Images wider than the page shrink to its width; rules span it.
@MainActor
package final class WebPageView: UIView {
    /// The margin around the page's text, Safari's default `body` margin.
    package static let margin: CGFloat = 8
    /// How far beyond the visible area paragraph views are kept, in points.
    package static let tileMargin: CGFloat = 200

    /// The scroll view the page scrolls in (the web view's `scrollView`).
    package let scrollView: WebPageScrollView
    /// The page shown.
    package private(set) var page = NSAttributedString(string: "")
    /// Called with the URL of a link the user tapped.
    package var linkTapped: ((URL) -> Void)?

    private let paragraphs = TextParagraphLayout()
    private var tiles: [Int: TextViewParagraphView] = [:]
    private var spareTiles: [TextViewParagraphView] = []
    private var links: [(range: NSRange, url: URL)] = []
    private var attachments: [NSTextAttachment] = []

    package override init(frame: CGRect) {
        scrollView = WebPageScrollView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        backgroundColor = .white
        scrollView.backgroundColor = .white
        scrollView.alwaysBounceVertical = true
        scrollView.page = self
        addSubview(scrollView)
        var style = paragraphs.style
        style.emptyFont = UIFont(textFont: TextFont(family: HTMLInlineStyle.serif, size: 12))
        style.addsParagraphSpacing = true
        paragraphs.style = style
        paragraphs.attributedText = { [unowned self] range in
            NSMaxRange(range) <= page.length ? page.attributedSubstring(from: range) : NSAttributedString(string: "")
        }
    }

    package required init?(coder: NSCoder) { nil }

    /// Puts the page in `host` (a web view), filling it on a white background; taps on links go to `linkTapped`.
    package func embed(in host: UIView, linkTapped: @escaping (URL) -> Void) {
        host.backgroundColor = .white
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        frame = host.bounds
        host.addSubview(self)
        self.linkTapped = linkTapped
    }

    /// Shows `page` from its top.
    package func show(_ page: NSAttributedString) {
        self.page = page
        links = []
        attachments = []
        let whole = NSRange(location: 0, length: page.length)
        page.enumerateAttribute(.link, in: whole) { value, range, _ in
            if let url = value as? URL { links.append((range, url)) }
            else if let string = value as? String, let url = URL(string: string) { links.append((range, url)) }
        }
        page.enumerateAttribute(.attachment, in: whole) { value, _, _ in
            if let attachment = value as? NSTextAttachment { attachments.append(attachment) }
        }
        fitAttachments()
        paragraphs.reset(page.string as NSString)
        for (_, tile) in tiles { recycle(tile) }
        tiles = [:]
        scrollView.contentOffset = .zero
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The width text is laid out at.
    package var textWidth: CGFloat { max(1, bounds.width - 2 * WebPageView.margin) }

    /// The page's height with its margins.
    package var pageHeight: CGFloat { (paragraphs.totalHeight + 2 * WebPageView.margin).rounded(.up) }

    package override func layoutSubviews() {
        super.layoutSubviews()
        if scrollView.frame != bounds { scrollView.frame = bounds }
        if paragraphs.style.width != textWidth {
            fitAttachments()
            var style = paragraphs.style
            style.width = textWidth
            paragraphs.style = style
            for (_, tile) in tiles { recycle(tile) }
            tiles = [:]
        }
        let size = CGSize(width: bounds.width, height: pageHeight)
        if scrollView.contentSize != size { scrollView.contentSize = size }
        placeTiles()
    }

    private func fitAttachments() {
        for attachment in attachments {
            if let rule = attachment as? HTMLRuleAttachment { rule.fit(toWidth: textWidth - 1) }
            if let image = attachment as? HTMLImageAttachment { image.fit(toWidth: textWidth - 1) }
        }
    }

    /// Puts a paragraph view on every paragraph in (or near) the scroll view's visible area.
    package func placeTiles() {
        guard page.length > 0 else {
            for (_, tile) in tiles { recycle(tile) }
            tiles = [:]
            return
        }
        let visible = scrollView.bounds
        let minY = visible.minY - WebPageView.margin - WebPageView.tileMargin
        let maxY = visible.maxY - WebPageView.margin + WebPageView.tileMargin
        var wanted: [Int: Int] = [:]
        for i in paragraphs.indices(inBand: minY, maxY) where paragraphs.height(of: i) > 0 {
            wanted[paragraphs.entries[i].id] = i
        }
        for (id, tile) in tiles where wanted[id] == nil {
            tiles[id] = nil
            recycle(tile)
        }
        for (id, i) in wanted {
            let frame = CGRect(x: WebPageView.margin, y: WebPageView.margin + paragraphs.top(of: i),
                               width: textWidth, height: paragraphs.height(of: i))
            if let tile = tiles[id] {
                if tile.frame != frame { tile.frame = frame }
                continue
            }
            let tile = spareTiles.popLast() ?? makeTile()
            tile.frame = frame
            tile.layout = paragraphs.layout(of: i)
            tile.isHidden = false
            tile.setNeedsDisplay()
            tiles[id] = tile
        }
    }

    /// How many paragraph views are on the page (tests check that a long page draws only what shows).
    package var tileCount: Int { tiles.count }

    private func makeTile() -> TextViewParagraphView {
        let tile = TextViewParagraphView()
        scrollView.addSubview(tile)
        return tile
    }

    private func recycle(_ tile: TextViewParagraphView) {
        tile.isHidden = true
        tile.layout = nil
        spareTiles.append(tile)
    }

    // MARK: Links

    /// The link under `point` (the scroll view's content coordinates), if any.
    package func link(at point: CGPoint) -> URL? {
        guard !links.isEmpty, page.length > 0 else { return nil }
        let local = CGPoint(x: point.x - WebPageView.margin, y: point.y - WebPageView.margin)
        let i = paragraphs.index(atY: local.y)
        let start = paragraphs.start(of: i)
        let range = NSRange(location: start, length: paragraphs.entries[i].contentLength)
        for link in links {
            let overlap = NSIntersectionRange(link.range, range)
            guard overlap.length > 0 else { continue }
            let rects = paragraphs.selectionRects(for: overlap, lineEnd: 0)
            if rects.contains(where: { $0.insetBy(dx: -2, dy: -2).contains(local) }) { return link.url }
        }
        return nil
    }

    /// The point (scroll view content coordinates) in the middle of the first line of the link to `url`.
    package func point(ofLinkTo url: URL) -> CGPoint? {
        guard let link = links.first(where: { $0.url == url }),
              let rect = paragraphs.selectionRects(for: link.range, lineEnd: 0).first else { return nil }
        return CGPoint(x: rect.midX + WebPageView.margin, y: rect.midY + WebPageView.margin)
    }
}

/// The scroll view of a web page: lays out the page's paragraph views as it scrolls and turns a tap on a link into
/// ``WebPageView/linkTapped`` (a touch that moves more than a few points, or that the pan takes, is no tap).
@MainActor
package final class WebPageScrollView: UIScrollView {
    package weak var page: WebPageView?
    private var tapStart: CGPoint?

    package override func layoutSubviews() {
        super.layoutSubviews()
        page?.placeTiles()
    }

    package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        tapStart = touches.count == 1 ? touches.first?.location(in: self) : nil
    }

    package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if let start = tapStart, let point = touches.first?.location(in: self),
           hypot(point.x - start.x, point.y - start.y) > 10 { tapStart = nil }
    }

    package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let start = tapStart, let page, let url = page.link(at: start) else { return }
        tapStart = nil
        page.linkTapped?(url)
    }

    package override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        tapStart = nil
    }
}
