// SPDX-License-Identifier: Apache-2.0
//
// Audio Toolbox: System Sound Services and the Core Audio format constants, over Touchstone's audio engine.
// On Apple platforms AudioToolbox brings Core Foundation's names with it (OSStatus, CFURL, CFString); here those
// live in CoreGraphics (Support/CoreFoundationBridging.swift), so they are re-exported from there, never redeclared.

@_exported import CoreGraphics
import Foundation
