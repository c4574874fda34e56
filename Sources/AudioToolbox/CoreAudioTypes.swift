// SPDX-License-Identifier: Apache-2.0
//
// Core Audio's data-format and time types (CoreAudioTypes.h, which AudioToolbox re-exports on Apple platforms).
// The structs (`AudioStreamBasicDescription`, `AudioStreamPacketDescription`, `AudioTimeStamp`, `SMPTETime`) and
// the option sets (`AudioTimeStampFlags`, `SMPTETimeFlags`) are declared in C (Sources/CAudioToolbox) so Swift
// imports them as it does Apple's; this file adds their Swift-only names.

@_exported import CAudioToolbox

/// Flags that qualify an `AudioFormatID` (`AudioStreamBasicDescription.mFormatFlags`).
public typealias AudioFormatFlags = UInt32
