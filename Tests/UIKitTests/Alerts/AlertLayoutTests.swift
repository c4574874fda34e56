// SPDX-License-Identifier: Apache-2.0

import Testing
@testable import UIKit

@MainActor
@Suite("Alert button placement")
struct AlertLayoutTests {
    private func layout(
        _ kind: AlertKind, _ appearance: AlertAppearance, _ buttons: [AlertButtonSpec], title: String? = "Title",
        width: CGFloat = 270
    ) -> AlertLayout {
        AlertLayout.compute(kind: kind, appearance: appearance, title: title, message: "Message", buttons: buttons,
                            width: width, hairline: 0.5)
    }

    @Test("Two alert buttons sit side by side, the cancel button on the left even when added second")
    func pairPutsCancelLeft() {
        let result = layout(.alert, .modern, [AlertButtonSpec(title: "OK"), AlertButtonSpec(title: "Cancel", role: .cancel)])
        #expect(!result.isStacked)
        #expect(result.displayOrder == [1, 0])
        #expect(result.buttonFrames[1].minX == 0)
        #expect(result.buttonFrames[0].minX == 135)
        #expect(result.buttonFrames[0].minY == result.buttonFrames[1].minY)
        #expect(result.buttonFrames[0].height == 44)
        // Hairlines: one above the pair, one between them.
        #expect(result.separators.count == 2)
        #expect(result.separators[1].width == 0.5)
    }

    @Test("Three or more alert buttons stack in order, the cancel button moved to the bottom")
    func stackPutsCancelLast() {
        let buttons = [AlertButtonSpec(title: "Cancel", role: .cancel), AlertButtonSpec(title: "Save"),
                       AlertButtonSpec(title: "Don't Save", role: .destructive)]
        for appearance in [AlertAppearance.modern, .classic] {
            let result = layout(.alert, appearance, buttons, width: AlertMetrics.alertWidth(appearance))
            #expect(result.isStacked)
            #expect(result.displayOrder == [1, 2, 0])
            #expect(result.buttonFrames[1].maxY <= result.buttonFrames[2].minY)
            #expect(result.buttonFrames[2].maxY <= result.buttonFrames[0].minY)
        }
    }

    @Test("Two buttons whose titles do not fit half the width stack instead")
    func longTitlesStack() {
        let result = layout(.alert, .modern, [AlertButtonSpec(title: "Cancel", role: .cancel),
                                              AlertButtonSpec(title: "Remove From All Devices Now")])
        #expect(result.isStacked)
        #expect(result.displayOrder == [1, 0])
        #expect(result.buttonFrames[0].width == 270)
    }

    @Test("A modern sheet puts the cancel button in its own group 8 points below the rest")
    func modernSheetCancelGroup() {
        let buttons = [AlertButtonSpec(title: "Cancel", role: .cancel), AlertButtonSpec(title: "Delete", role: .destructive),
                       AlertButtonSpec(title: "Share")]
        let result = layout(.actionSheet, .modern, buttons, width: 377)
        #expect(result.displayOrder == [1, 2, 0])
        #expect(result.groupFrames.count == 2)
        #expect(result.buttonFrames[0].minY == result.buttonFrames[2].maxY + 8)
        #expect(result.groupFrames[1] == result.buttonFrames[0])
        #expect(result.buttonFrames[1].height == 57)
        #expect(result.size.height == result.buttonFrames[0].maxY)
    }

    @Test("An iPhone OS 3 pair keeps its order (the cancel button, index 0, is on the left); no title, no text")
    func classicPair() {
        let result = layout(.alert, .classic, [AlertButtonSpec(title: "Cancel", role: .cancel), AlertButtonSpec(title: "OK")],
                            title: nil, width: 284)
        #expect(result.displayOrder == [0, 1])
        #expect(result.titleFrame == nil)
        #expect(result.messageFrame != nil)
        #expect(result.buttonFrames[0].minX == 11)
        #expect(result.buttonFrames[1].maxX == 273)
    }

    @Test("Title and message wrap: a longer message makes a taller panel")
    func textWraps() {
        let short = AlertLayout.compute(kind: .alert, appearance: .modern, title: "T", message: "Short",
                                        buttons: [AlertButtonSpec(title: "OK")], width: 270, hairline: 0.5)
        let long = AlertLayout.compute(
            kind: .alert, appearance: .modern, title: "T",
            message: String(repeating: "A long message that wraps onto several lines. ", count: 4),
            buttons: [AlertButtonSpec(title: "OK")], width: 270, hairline: 0.5)
        #expect(long.size.height > short.size.height + 40)
        #expect(long.messageFrame!.width == 238)
    }
}
