// SPDX-License-Identifier: Apache-2.0

import UIKit

/// The tab bar icons the app draws itself (the tab bar draws their shapes in its colours, as iOS does with tab images): 25-point template images.
enum TabIcons {
    /// Four rounded squares in a grid.
    static let photos = draw { context in
        for (x, y) in [(3.0, 3.0), (14.0, 3.0), (3.0, 14.0), (14.0, 14.0)] {
            context.addPath(UIBezierPath(roundedRect: CGRect(x: x, y: y, width: 8, height: 8), cornerRadius: 2).cgPath)
        }
        context.fillPath()
    }

    /// A picker wheel: a band across the middle with a row line above and below it.
    static let pickers = draw { context in
        context.addPath(UIBezierPath(roundedRect: CGRect(x: 2, y: 9.5, width: 21, height: 6), cornerRadius: 3).cgPath)
        context.fillPath()
        context.fill(CGRect(x: 6, y: 4, width: 13, height: 2))
        context.fill(CGRect(x: 6, y: 19, width: 13, height: 2))
    }

    private static func draw(_ body: (CGContext) -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 25, height: 25)).image { renderer in
            UIColor.black.setFill()
            body(renderer.cgContext)
        }
    }
}
