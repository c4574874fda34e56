// SPDX-License-Identifier: Apache-2.0
//
// WebKit on Touchstone: WKWebView and its configuration, navigation and delegate types over UIKit's static HTML
// page view (Sources/UIKit/Web/). There is no browser engine and no JavaScript (docs/ARCHITECTURE.md, "Web views").
// Like Apple's, the module brings UIKit with it.

@_exported import UIKit
