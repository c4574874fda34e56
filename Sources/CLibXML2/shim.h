// SPDX-License-Identifier: Apache-2.0
// libxml2's tolerant HTML parser (Debian's libxml2-dev): NSAttributedString's HTML reading and the web views.
//
// Debian builds libxml2 with ICU, and <libxml/encoding.h> then includes ICU's headers, whose enums clash with
// the copy Foundation carries (_FoundationICU). Nothing here uses libxml2's ICU converters (UIKit hands the parser
// UTF-8 or a name libxml2 knows), so the ICU part of its headers is left out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
