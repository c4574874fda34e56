// SPDX-License-Identifier: Apache-2.0

/// How the render server composites a layer: as a cached bitmap, as an opacity group, and how its backing store
/// is drawn.
///
/// Each property is stored with the layer's other properties, so it is copied to presentation layers, read and
/// set through `value(forKey:)`/`setValue(_:forKey:)` (`defaultValue(forKey:)` gives its default) and sent to the
/// render server with the next commit.
extension CALayer {
    /// Whether the layer and its sublayers are composited as one cached bitmap (default false).
    ///
    /// As on iOS, the layer is rendered — contents, background, border, sublayers, mask and shadow — into a bitmap
    /// in its own coordinate space at ``rasterizationScale`` pixels per point, and that bitmap is composited with
    /// the layer's transform and opacity (opacity is not rasterized, so the layer fades as a group). The
    /// compositor keeps the bitmap from frame to frame and draws it again only when something in the subtree
    /// changes, so a complex subtree that only moves costs one image per frame. A bitmap at a lower scale than the
    /// screen's looks blurred; a layer scaled up by its transform shows the bitmap's pixels, as on iOS.
    ///
    /// A layer whose rasterized bitmap would exceed 4,096 pixels on a side, or whose mapping has perspective, is
    /// drawn without rasterization (logged once per layer size).
    public var shouldRasterize: Bool {
        get { props.extra.isEmpty ? false : props.extraBool(RasterizationKeys.shouldRasterize, false) }
        set { setExtra(RasterizationKeys.shouldRasterize, newValue, animatable: false) }
    }

    /// The pixels per point of the bitmap ``shouldRasterize`` makes (default 1, as on iOS; apps usually set the
    /// screen's scale). Animatable. Non-finite values are ignored (logged); zero or negative ones rasterize at 1.
    public var rasterizationScale: CGFloat {
        get { props.extra.isEmpty ? 1 : props.extraNumber(RasterizationKeys.rasterizationScale, 1) }
        set { setExtra(RasterizationKeys.rasterizationScale, newValue) }
    }

    /// Whether drawing commands sent to the context in `draw(in:)` may be queued and run on a background thread
    /// (default false).
    ///
    /// As on iOS, `draw(in:)` (or the delegate's, a view's `draw(_:)`) is still called on the thread running the
    /// display pass — UIKit's main thread — in the usual order, but the context it is given records the drawing
    /// instead of rasterising it. At the end of the pass the recordings of every such layer are played into
    /// pixels on the render worker threads at once, and each layer gets its new contents before the frame is
    /// composited, so the frame shows them exactly when it would have without the flag. The pixels are the same
    /// as drawing directly. The context has the bitmap's size but no memory (`data` is nil). A `display()` an app
    /// calls itself, outside a display pass, draws directly.
    public var drawsAsynchronously: Bool {
        get { props.extra.isEmpty ? false : props.extraBool(RasterizationKeys.drawsAsynchronously, false) }
        set { setExtra(RasterizationKeys.drawsAsynchronously, newValue, animatable: false) }
    }

    /// Whether the layer's opacity applies to it and its sublayers as one group (default true, as for iOS 7 and
    /// later apps).
    ///
    /// With true, a layer at opacity 0.5 is composited as a flattened image at half opacity: overlapping sublayers
    /// do not show through each other. With false, the opacity multiplies into each sublayer and the layer's own
    /// content separately, so overlapping parts show each other (and cost no offscreen group).
    public var allowsGroupOpacity: Bool {
        get { props.extra.isEmpty ? true : props.extraBool(RasterizationKeys.allowsGroupOpacity, true) }
        set { setExtra(RasterizationKeys.allowsGroupOpacity, newValue, animatable: false) }
    }

    /// Whether the layer's edges are antialiased when its transform rotates or skews it (default false, as iOS reads
    /// it from the `UIViewEdgeAntialiasing` Info.plist key).
    ///
    /// Stored and reported; Touchstone's renderer antialiases every edge whatever it says (see
    /// ``edgeAntialiasingMask``).
    public var allowsEdgeAntialiasing: Bool {
        get { props.extra.isEmpty ? false : props.extraBool(RasterizationKeys.allowsEdgeAntialiasing, false) }
        set { setExtra(RasterizationKeys.allowsEdgeAntialiasing, newValue, animatable: false) }
    }

    /// The bias added to the level of detail when the `.trilinear` minification filter picks a mipmap level
    /// (default 0). Stored and reported; Touchstone samples contents without mipmaps.
    public var minificationFilterBias: Float {
        get { props.extra.isEmpty ? 0 : Float(props.extraNumber(RasterizationKeys.minificationFilterBias, 0)) }
        set { setExtra(RasterizationKeys.minificationFilterBias, newValue, animatable: false) }
    }

    /// Whether the layer asks for extended-dynamic-range contents (iOS 17; default false). Touchstone's display is
    /// standard range, so contents are shown clamped to it.
    public var wantsExtendedDynamicRangeContent: Bool {
        get { props.extra.isEmpty ? false : props.extraBool(RasterizationKeys.wantsExtendedDynamicRange, false) }
        set { setExtra(RasterizationKeys.wantsExtendedDynamicRange, newValue, animatable: false) }
    }
}

/// The storage keys of the rasterization and rendering-hint properties (their Objective-C key names), and their
/// defaults for `defaultValue(forKey:)`.
package enum RasterizationKeys {
    package static let shouldRasterize = "shouldRasterize"
    package static let rasterizationScale = "rasterizationScale"
    package static let drawsAsynchronously = "drawsAsynchronously"
    package static let allowsGroupOpacity = "allowsGroupOpacity"
    package static let allowsEdgeAntialiasing = "allowsEdgeAntialiasing"
    package static let minificationFilterBias = "minificationFilterBias"
    package static let wantsExtendedDynamicRange = "wantsExtendedDynamicRangeContent"

    /// Stored keys the renderer does not draw from (hints Touchstone stores and reports): their values, which may
    /// not be comparable (`filters` holds arbitrary objects), never count as a change to repaint.
    package static let unrendered: Set<String> = [
        drawsAsynchronously, allowsEdgeAntialiasing, minificationFilterBias, wantsExtendedDynamicRange,
        "filters", "compositingFilter", "backgroundFilters", "edgeAntialiasingMask", "contentsFormat", "cornerCurve",
    ]

    /// The default of each `CALayer` property kept in ``LayerProperties/extra`` (these and the rendering hints),
    /// as Swift values; nil for other keys.
    package static func defaultValue(forKey key: String) -> Any? {
        switch key {
        case shouldRasterize, drawsAsynchronously, allowsEdgeAntialiasing, wantsExtendedDynamicRange: false
        case allowsGroupOpacity: true
        case rasterizationScale: CGFloat(1)
        case minificationFilterBias: Float(0)
        case "cornerCurve": CALayerCornerCurve.circular.rawValue
        case "edgeAntialiasingMask": CAEdgeAntialiasingMask([.layerLeftEdge, .layerRightEdge, .layerBottomEdge,
                                                             .layerTopEdge]).rawValue
        case "contentsFormat": CALayerContentsFormat.RGBA8Uint.rawValue
        default: nil
        }
    }
}
