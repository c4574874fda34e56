// SPDX-License-Identifier: Apache-2.0

extension CGContext {
    /// Paints `shading` over the whole clipping area, through the current transform, alpha and blend mode.
    ///
    /// Axial and radial shadings draw as the matching gradient does, with `extendStart` and `extendEnd` in place of
    /// the before-start and after-end options; the function is sampled for this draw (``CGShading``).
    public func drawShading(_ shading: CGShading) {
        var options: CGGradientDrawingOptions = []
        if shading.extendStart { options.insert(.drawsBeforeStartLocation) }
        if shading.extendEnd { options.insert(.drawsAfterEndLocation) }
        let gradient = shading.sampledGradient()
        switch shading.geometry {
        case .axial(let start, let end):
            drawLinearGradient(gradient, start: start, end: end, options: options)
        case .radial(let start, let startRadius, let end, let endRadius):
            drawRadialGradient(gradient, startCenter: start, startRadius: startRadius, endCenter: end,
                               endRadius: endRadius, options: options)
        }
    }
}
