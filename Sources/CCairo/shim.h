// SPDX-License-Identifier: Apache-2.0
// Cairo, its PDF surface, and Pango over Cairo, in one module so the C types are declared once.
#include <cairo.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangofc-fontmap.h>
