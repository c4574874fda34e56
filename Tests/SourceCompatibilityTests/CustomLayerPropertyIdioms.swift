// SPDX-License-Identifier: Apache-2.0
//
// The custom animatable layer property idiom of iOS code (issue 11 §2), written exactly as iOS developers write it
// without @NSManaged: a computed property over key-value coding, needsDisplay(forKey:), draw(in:), and an
// implicit animation of the custom key through action(forKey:). Swift 5 mode, as most iOS apps.

import UIKit

class ProgressLayer: CALayer {
    var progress: CGFloat {
        get { return value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }

    var fillColor: CGColor = UIColor.green.cgColor

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? ProgressLayer {
            fillColor = other.fillColor
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == "progress" {
            return true
        }
        return super.needsDisplay(forKey: key)
    }

    override class func defaultValue(forKey key: String) -> Any? {
        if key == "progress" {
            return 0
        }
        return super.defaultValue(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        if event == "progress" {
            let animation = CABasicAnimation(keyPath: event)
            animation.fromValue = presentation()?.value(forKey: event) ?? progress
            animation.duration = 1
            return animation
        }
        return super.action(forKey: event)
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(fillColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}
