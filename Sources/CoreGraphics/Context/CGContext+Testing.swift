// SPDX-License-Identifier: Apache-2.0

import CCairo

extension CGContext {
    /// Puts Cairo into an error state as bad input once could, so tests can check the recovery: the context
    /// alone (an uninvertible matrix), or its surface too (a dashed stroke 1e15 wide, which makes Cairo 1.16 run
    /// out of memory for good).
    package func breakCairoForTesting(surface breakSurface: Bool) {
        cairo_save(cairo)
        if breakSurface {
            cairo_identity_matrix(cairo)
            cairo_set_line_width(cairo, 1e15)
            var dashes = [1e15, 1e15]
            cairo_set_dash(cairo, &dashes, 2, 0)
            cairo_move_to(cairo, 10, 10)
            cairo_line_to(cairo, 50, 50)
            cairo_stroke(cairo)
        } else {
            var singular = cairo_matrix_t(xx: 0, yx: 0, xy: 0, yy: 0, x0: 0, y0: 0)
            cairo_set_matrix(cairo, &singular)
        }
        cairo_restore(cairo)
    }

    /// Whether Cairo's context and surface are free of errors.
    package var cairoIsHealthy: Bool {
        cairo_status(cairo) == CAIRO_STATUS_SUCCESS && cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    }
}
