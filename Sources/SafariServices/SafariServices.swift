// SPDX-License-Identifier: Apache-2.0
//
// Safari Services: the in-app browser (`SFSafariViewController`) and the Reading List, over Touchstone's web views.
//
// As Apple's framework does, importing SafariServices makes UIKit visible too.

@_exported import UIKit
