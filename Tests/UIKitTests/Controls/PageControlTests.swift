// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UIPageControl")
struct PageControlTests {
    /// A modern device with a 5-page control 200 points wide at (50, 300): its halves meet at x 150.
    private func makePageControl() throws -> (HeadlessDevice, UIPageControl) {
        let (device, window) = try launchedControlsWindow(.modernPhone)
        let pages = UIPageControl(frame: CGRect(x: 50, y: 300, width: 200, height: 26))
        pages.numberOfPages = 5
        window.addSubview(pages)
        return (device, pages)
    }

    @Test("numberOfPages below 0 becomes 0; currentPage clamps to the pages")
    func clamping() throws {
        let (_, pages) = try makePageControl()
        pages.currentPage = 9
        #expect(pages.currentPage == 4)
        pages.currentPage = -2
        #expect(pages.currentPage == 0)
        pages.currentPage = 3
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        pages.numberOfPages = -3
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
    }

    @Test("Sizes: 7-point dots 9 apart plus padding, 26 tall (6 and 10, 36 tall on iPhone OS 3 profiles)")
    func sizes() throws {
        let (_, pages) = try makePageControl()
        #expect(pages.size(forNumberOfPages: 5) == CGSize(width: 95, height: 26))
        #expect(pages.size(forNumberOfPages: 0) == CGSize(width: 0, height: 26))
        #expect(pages.intrinsicContentSize == CGSize(width: 95, height: 26))
        #expect(pages.dotRect(forPage: 0) == CGRect(x: 64.5, y: 9.5, width: 7, height: 7))
        _ = try launchedControlsWindow(.iPhone3GS)
        #expect(UIPageControl().size(forNumberOfPages: 5) == CGSize(width: 70, height: 36))
    }

    @Test("A tap right of the middle goes to the next page, left to the previous, with .valueChanged")
    func taps() throws {
        let (device, pages) = try makePageControl()
        let log = ValueEventLog(pages)
        device.tap(at: CGPoint(x: 200, y: 313))
        #expect(pages.currentPage == 1)
        #expect(log.entries == ["down", "changed", "upInside"])
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 60, y: 313))
        #expect(pages.currentPage == 0)
        log.clear()
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 60, y: 313))
        #expect(pages.currentPage == 0)
        #expect(log.entries == ["down", "upInside"], "no change at the first page")
    }

    @Test("Deferred display: the dots keep the old page until updateCurrentPageDisplay")
    func deferred() throws {
        let (device, pages) = try makePageControl()
        pages.defersCurrentPageDisplay = true
        device.tap(at: CGPoint(x: 200, y: 313))
        #expect(pages.currentPage == 1 && pages.displayedPage == 0)
        pages.updateCurrentPageDisplay()
        #expect(pages.displayedPage == 1)
    }

    @Test("Accessibility: adjustable, \"page 2 of 5\"; increment and decrement page with .valueChanged")
    func accessibility() throws {
        let (_, pages) = try makePageControl()
        let log = ValueEventLog(pages)
        pages.currentPage = 1
        #expect(pages.isAccessibilityElement && pages.accessibilityTraits == .adjustable)
        #expect(pages.accessibilityValue == "page 2 of 5")
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 2)
        pages.accessibilityDecrement()
        pages.accessibilityDecrement()
        pages.accessibilityDecrement()
        #expect(pages.currentPage == 0)
        #expect(log.changes == 3)
    }

    @Test("Stored looks: tint colours, background style, indicator images")
    func storedLooks() throws {
        let (_, pages) = try makePageControl()
        let image = solidImage(8, 8)
        pages.preferredIndicatorImage = image
        pages.setIndicatorImage(image, forPage: 2)
        pages.backgroundStyle = .prominent
        pages.hidesForSinglePage = true
        #expect(pages.preferredIndicatorImage === image && pages.indicatorImage(forPage: 2) === image)
        #expect(pages.indicatorImage(forPage: 1) == nil)
        #expect(pages.backgroundStyle == .prominent && pages.hidesForSinglePage)
    }
}
