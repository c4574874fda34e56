// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import UIKit

/// The content offset is the bounds' origin, every change of it is a scroll the delegate hears about, and a
/// subclass can narrow `delegate` to its own protocol as UITableView's does.
@MainActor
@Suite("UIScrollView: offset and delegate")
struct ScrollViewOffsetTests {
    final class Recorder: UIScrollViewDelegate {
        var offsets: [CGPoint] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
    }

    @Test("contentOffset reads and writes bounds.origin and tells the delegate")
    func offsetIsBoundsOrigin() {
        let scroll = UIScrollView(frame: CGRect(x: 10, y: 20, width: 100, height: 200))
        let recorder = Recorder()
        scroll.delegate = recorder
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        #expect(scroll.bounds == CGRect(x: 0, y: 50, width: 100, height: 200))
        #expect(scroll.frame == CGRect(x: 10, y: 20, width: 100, height: 200))
        scroll.bounds.origin = CGPoint(x: 5, y: 60)
        #expect(scroll.contentOffset == CGPoint(x: 5, y: 60))
        scroll.contentOffset = CGPoint(x: 5, y: 60)  // no change: no scroll
        #expect(recorder.offsets == [CGPoint(x: 0, y: 50), CGPoint(x: 5, y: 60)])
        #expect(scroll.clipsToBounds)
    }

    @Test("Non-finite offsets and invalid content sizes are ignored")
    func badValuesIgnored() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 400)
        scroll.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        scroll.contentSize = CGSize(width: -1, height: 10)
        scroll.contentSize = CGSize(width: CGFloat.infinity, height: 10)
        #expect(scroll.contentOffset == .zero)
        #expect(scroll.contentSize == CGSize(width: 100, height: 400))
    }

    protocol ListDelegate: UIScrollViewDelegate { func picked() }

    final class List: UIScrollView {
        var delegate: ListDelegate? {
            get { _delegateStorage as? ListDelegate }
            set { _delegateStorage = newValue }
        }
    }

    final class ListRecorder: ListDelegate {
        var scrolls = 0
        var picks = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        func picked() { picks += 1 }
    }

    @Test("A subclass's narrower delegate shares the scroll view's storage")
    func subclassDelegate() {
        let list = List(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recorder = ListRecorder()
        list.delegate = recorder
        list.delegate?.picked()
        list.contentOffset = CGPoint(x: 0, y: 10)
        let asScroll: UIScrollView = list
        #expect(asScroll.delegate === recorder)
        #expect(recorder.scrolls == 1 && recorder.picks == 1)
    }
}
