// SPDX-License-Identifier: Apache-2.0

// Most iOS files import Foundation beside UIKit: nothing UIKit adds may make such a file ambiguous (issue 11 §4).
import CoreGraphics
import Foundation
import QuartzCore
import Testing
import UIKit

@MainActor
@Suite("Source compatibility: files that import Foundation too")
struct FoundationAndUIKitTests {
    @Test("Foundation and UIKit names resolve in a file that imports both")
    func namesResolve() {
        let data = Data([1, 2, 3]) as CFData
        let box = NSValue(cgPoint: CGPoint(x: 1, y: 2))
        let undo = UndoManager()
        let key: NSAttributedString.Key = .font
        let inset = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))

        #expect(CFDataGetLength(data) == 3)
        #expect(box.cgPointValue == CGPoint(x: 1, y: 2))
        #expect(!undo.canUndo)
        #expect(key.rawValue == "NSFont")
        #expect(inset == CGRect(x: 2, y: 1, width: 4, height: 6))
    }

    @Test("IndexPath has UIKit's row, item and section")
    func indexPathRowsAndSections() {
        var path = IndexPath(row: 3, section: 1)
        let item = IndexPath(item: 7, section: 2)

        #expect(path.section == 1)
        #expect(path.row == 3)
        #expect(Array(path) == [1, 3])
        #expect(item.item == 7 && item.section == 2)
        path.row = 4
        #expect(path == IndexPath(indexes: [1, 4]))
    }
}
