// SPDX-License-Identifier: Apache-2.0

import QuartzCore

extension UIView {
    /// The parts of Apple's view description after the class and address, read from the backing layer so any
    /// thread may print a view: `frame = (0 0; 320 480); transform = [0.5, 0, 0, 0.5, 0, 0]; alpha = 0.5;
    /// hidden = YES; opaque = NO; layer = <CALayer: 0x…>` (the optional parts only when they differ from the
    /// defaults, as Apple prints them).
    nonisolated package var descriptionDetails: String {
        let layer = accessingMainActorState { self.layer }
        var parts = ["frame = \(ObjectDescription.rect(layer.frame))"]
        let transform = layer.affineTransform()
        if !transform.isIdentity {
            let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
            parts.append("transform = [\(values.map(ObjectDescription.number).joined(separator: ", "))]")
        }
        if layer.masksToBounds { parts.append("clipsToBounds = YES") }
        if layer.opacity != 1 { parts.append("alpha = \(ObjectDescription.number(CGFloat(layer.opacity)))") }
        if layer.isHidden { parts.append("hidden = YES") }
        if !layer.isOpaque { parts.append("opaque = NO") }
        parts.append("layer = \(ObjectDescription.describe(layer))")
        return parts.joined(separator: "; ")
    }
}
