// SPDX-License-Identifier: Apache-2.0

extension CGContext {
    // MARK: Line attributes

    /// Sets the stroke width in user-space units (as scaled by the CTM when stroking). Negative or non-finite
    /// widths are ignored (logged); 0 draws the thinnest visible line, as Quartz does.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return Diagnostics.log("setLineWidth: invalid width \(width) ignored") }
        state.lineWidth = width
    }

    /// Sets how the ends of open subpaths and dashes are stroked (default `.butt`).
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }

    /// Sets how corners between stroked segments are drawn (default `.miter`, limited by the miter limit).
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

    /// Sets the miter limit: joins whose miter length exceeds `limit` × line width are bevelled.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite, limit >= 0 else { return Diagnostics.log("setMiterLimit: invalid limit ignored") }
        state.miterLimit = limit
    }

    /// Sets the dash pattern: alternating painted and unpainted lengths, starting `phase` units into the pattern.
    /// An empty array (or one whose lengths are all zero) turns dashing off. Negative lengths are ignored (logged).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard phase.isFinite, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            return Diagnostics.log("setLineDash: negative or non-finite lengths ignored")
        }
        state.dashPhase = phase
        state.dashLengths = lengths.allSatisfy({ $0 == 0 }) ? [] : lengths
    }

    /// Sets the flatness (curve accuracy in device pixels). Recorded; Cairo's tolerance is derived from it.
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite, flatness > 0 else { return }
        state.flatness = flatness
    }

    // MARK: Colour

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) {
        state.fillColor = color
        if let space = color.colorSpace { state.fillColorSpace = space }
    }

    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color
        if let space = color.colorSpace { state.strokeColorSpace = space }
    }

    /// Sets the fill colour from RGB components (0…1) in device RGB (`CGContextSetRGBFillColor`).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the stroke colour from RGB components (0…1) in device RGB (`CGContextSetRGBStrokeColor`).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the fill colour to a gray level (0 black … 1 white).
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }

    /// Sets the stroke colour to a gray level (0 black … 1 white).
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

    /// Sets the fill colour space; the fill colour becomes that space's opaque black, as on Apple.
    public func setFillColorSpace(_ space: CGColorSpace) {
        state.fillColorSpace = space
        state.fillColor = CGColor(colorSpace: space, componentArray: Array(repeating: 0, count: space.numberOfComponents) + [1])
            ?? .black
    }

    /// Sets the stroke colour space; the stroke colour becomes that space's opaque black.
    public func setStrokeColorSpace(_ space: CGColorSpace) {
        state.strokeColorSpace = space
        state.strokeColor = CGColor(colorSpace: space, componentArray: Array(repeating: 0, count: space.numberOfComponents) + [1])
            ?? .black
    }

    /// Sets the fill colour from components (colour values then alpha) in the current fill colour space.
    public func setFillColor(_ components: UnsafePointer<CGFloat>) {
        if let c = CGColor(colorSpace: state.fillColorSpace, components: components) { state.fillColor = c }
    }

    /// Sets the stroke colour from components in the current stroke colour space.
    public func setStrokeColor(_ components: UnsafePointer<CGFloat>) {
        if let c = CGColor(colorSpace: state.strokeColorSpace, components: components) { state.strokeColor = c }
    }

    /// Sets the global alpha (0…1, clamped) applied to everything drawn.
    public func setAlpha(_ alpha: CGFloat) {
        guard !alpha.isNaN else { return Diagnostics.log("setAlpha: NaN ignored") }
        state.alpha = min(1, max(0, alpha))
    }

    /// Sets how drawing composites with what is already there.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Sets the rendering intent (recorded; rendering is sRGB only).
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) { state.renderingIntent = intent }

    // MARK: Quality

    /// The image interpolation quality used by `draw(_:in:)`.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Turns antialiasing on or off in the graphics state (effective only while ``setAllowsAntialiasing(_:)`` is on).
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }

    /// Allows or forbids antialiasing for the whole context (not part of the graphics state).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) { self.allowsAntialiasing = allowsAntialiasing }

    /// Turns font smoothing on or off (recorded).
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) { state.shouldSmoothFonts = shouldSmoothFonts }

    /// Allows font smoothing (recorded).
    public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) {}

    // MARK: Text state (recorded for CGContext-level text drawing)

    /// Sets extra space between glyphs in text space units; non-finite values are ignored.
    public func setCharacterSpacing(_ spacing: CGFloat) { if spacing.isFinite { state.characterSpacing = spacing } }

    /// Sets the font size in text space units; negative or non-finite sizes are ignored.
    public func setFontSize(_ size: CGFloat) { if size.isFinite && size >= 0 { state.fontSize = size } }

    /// Sets how glyphs are painted (fill, stroke, clip or a combination).
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) { state.textDrawingMode = mode }

    // MARK: Shadows

    /// Turns shadowing on with the default colour, black at 1/3 alpha.
    ///
    /// `offset` is in base space and ignores the CTM: +height moves the shadow up in bitmap and PDF contexts and
    /// down in contexts UIKit creates. `blur` is a non-negative radius in device pixels. Offsets and blurs beyond
    /// ±1e15 are clamped there (logged): the shadow is already invisible or off the destination.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Turns shadowing on with `color`; a nil colour turns it off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            return Diagnostics.log("setShadow: non-finite offset or blur ignored")
        }
        // Beyond this a shadow lands off any destination or spreads too thin to see; clamping keeps the extents
        // arithmetic (offsets, blur padding, unions) finite.
        let limit: CGFloat = 1e15
        func clamped(_ v: CGFloat) -> CGFloat { min(limit, max(-limit, v)) }
        if abs(offset.width) > limit || abs(offset.height) > limit || blur > limit {
            Diagnostics.log("setShadow: offset \(offset) or blur \(blur) beyond ±\(limit); clamped")
        }
        state.shadow = GraphicsState.Shadow(
            offset: CGSize(width: clamped(offset.width), height: clamped(offset.height)), blur: clamped(max(0, blur)),
            color: color)
    }
}
