// SPDX-License-Identifier: Apache-2.0

/// Identifies a sound registered with System Sound Services (or one of the predefined IDs below).
public typealias SystemSoundID = UInt32

/// Vibrates the device: `AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)` (listing 7-3). A device without a
/// vibration motor (an iPod touch profile) does nothing.
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF
/// The user's preferred alert sound. Apps cannot play it (guide §2.7.4): `AudioServicesPlayAlertSound` with it plays
/// nothing.
public let kSystemSoundID_UserPreferredAlert: SystemSoundID = 0x0000_1000
/// Flashes the screen (macOS); does nothing on a phone.
public let kSystemSoundID_FlashScreen: SystemSoundID = 0x0000_0FFE

/// A function called when a system sound finishes playing, with the sound and the client data it was registered
/// with (`AudioServicesAddSystemSoundCompletion`).
public typealias AudioServicesSystemSoundCompletionProc = @convention(c) (SystemSoundID, UnsafeMutableRawPointer?) -> Void
