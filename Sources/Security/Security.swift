// SPDX-License-Identifier: Apache-2.0

// The Security framework's keychain, as iOS apps use it: `SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate` and
// `SecItemDelete` over generic and internet passwords, with Apple's `kSec…` keys and `errSec…` result codes.
//
// Each app's items live in one file outside every app container, encrypted with AES-GCM under a key derived from a
// device key (also outside every container) and the app's identifier, so one app cannot read another's items
// (docs/ARCHITECTURE.md, "Keychain (Security)").
//
// As on iOS, importing Security also brings the Core Foundation names its API uses (`CFDictionary`, `CFTypeRef`,
// `CFString`, `kCFBooleanTrue`, `OSStatus`), which Touchstone declares in CoreGraphics.
@_exported import CoreGraphics
