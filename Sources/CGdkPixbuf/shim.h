// SPDX-License-Identifier: Apache-2.0
// gdk-pixbuf's in-memory loader: GIF, BMP, TIFF, ICO, CUR and XBM decode for CGImage.
#include <gdk-pixbuf/gdk-pixbuf.h>
