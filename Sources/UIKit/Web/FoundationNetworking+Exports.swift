// SPDX-License-Identifier: Apache-2.0

// On iOS `import UIKit` brings Foundation's URL loading (`URLRequest`, `URLSession`), which Linux keeps in
// FoundationNetworking; UIWebView's API names `URLRequest`, so UIKit re-exports it as Apple's effectively does.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
