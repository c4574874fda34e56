// SPDX-License-Identifier: Apache-2.0

import CCairo

extension CGContext {
    /// Draws `page` in the current user space, which is taken as the page's PDF space: a point (x, y) of the page
    /// lands at (x, y) of user space, so a page drawn without a transform shows its crop box where the box's
    /// coordinates say. Use ``CGPDFPage/getDrawingTransform(_:rect:rotate:preserveAspectRatio:)`` to fit it to a
    /// rectangle. The page is clipped to its crop box; the current alpha and blend mode apply to it as a whole.
    public func drawPDFPage(_ page: CGPDFPage) {
        let crop = page.getBoxRect(.cropBox)
        guard crop.width > 0, crop.height > 0 else { return }
        let extents = crop.applying(state.ctm.concatenating(quartzToCairo))
        composite(extents: extents) { cr, alpha in
            self.applyUserMatrix(to: cr)
            cairo_rectangle(cr, crop.minX, crop.minY, crop.width, crop.height)
            cairo_clip(cr)
            // poppler's page space: the crop box's top-left at the origin, y down.
            cairo_translate(cr, crop.minX, crop.maxY)
            cairo_scale(cr, 1, -1)
            // The page renders into a group with its own operators; the group then goes down with the context's
            // blend mode and alpha.
            cairo_push_group(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            page.render(into: cr)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
    }
}
