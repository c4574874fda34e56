// SPDX-License-Identifier: Apache-2.0
//
// System Sound Services (AudioServices.h): short sounds, alerts and vibration (guide §2.7.4, listings 7-1..7-3).

import Foundation

/// Registers the sound file at `inFileURL` and writes its new ID to `outSystemSoundID`.
///
/// System Sound Services plays only short, uncompressed sounds (guide §2.7.4): the file must be linear PCM or IMA4
/// in a CAF, AIFF or WAVE container and last at most 30 seconds. Returns `kAudioServicesNoError`, or
/// `kAudioServicesSystemSoundExceededMaximumDurationError` for a longer sound and
/// `kAudioServicesSystemSoundUnspecifiedError` for a missing, unreadable or other file (an MP3, AAC, …); the ID is
/// left alone then. Keep the ID for as long as the sound is played and dispose of it afterwards.
@discardableResult
public func AudioServicesCreateSystemSoundID(_ inFileURL: CoreGraphics.CFURL,
                                             _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus
{
    switch SystemSoundRegistry.shared.register(inFileURL as URL) {
    case .success(let id):
        outSystemSoundID.pointee = id
        return kAudioServicesNoError
    case .failure(let error):
        return error.status
    }
}

/// Forgets a sound `AudioServicesCreateSystemSoundID` registered (and its completion routine).
/// Returns `kAudioServicesSystemSoundUnspecifiedError` for an ID that is not registered.
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    SystemSoundRegistry.shared.dispose(inSystemSoundID) ? kAudioServicesNoError : kAudioServicesSystemSoundUnspecifiedError
}

/// Plays a registered sound at once, at the current system volume, without looping (listing 7-2); or vibrates for
/// `kSystemSoundID_Vibrate` (listing 7-3; nothing on a device without a vibration motor). Returns at once; the
/// sound's completion routine runs on the main queue when it ends. Silent during an interruption.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    SystemSoundRegistry.shared.play(inSystemSoundID, alert: false, block: nil)
}

/// Plays a registered sound as an alert: the sound, and a vibration when the device has a motor.
/// `kSystemSoundID_UserPreferredAlert` plays nothing (the system's alert sounds are not available to apps, guide
/// §2.7.4).
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
    SystemSoundRegistry.shared.play(inSystemSoundID, alert: true, block: nil)
}

/// Plays a system sound as `AudioServicesPlaySystemSound` does, then calls `inCompletionBlock` on the main queue
/// once it ended, whether anything played or not.
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID,
                                                       _ inCompletionBlock: (() -> Void)?)
{
    SystemSoundRegistry.shared.play(inSystemSoundID, alert: false, block: inCompletionBlock)
}

/// Plays an alert sound as `AudioServicesPlayAlertSound` does, then calls `inCompletionBlock` on the main queue
/// once it ended, whether anything played or not.
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID,
                                                      _ inCompletionBlock: (() -> Void)?)
{
    SystemSoundRegistry.shared.play(inSystemSoundID, alert: true, block: inCompletionBlock)
}

/// Calls `inCompletionRoutine` with `inClientData` each time the sound `inSystemSoundID` finishes playing, replacing
/// an earlier routine. Touchstone runs it on the main queue, whatever run loop and mode are passed. Returns
/// `kAudioServicesSystemSoundUnspecifiedError` for an unregistered sound.
@discardableResult
public func AudioServicesAddSystemSoundCompletion(_ inSystemSoundID: SystemSoundID, _ inRunLoop: CoreGraphics.CFRunLoop?,
                                                  _ inRunLoopMode: CoreGraphics.CFString?,
                                                  _ inCompletionRoutine: AudioServicesSystemSoundCompletionProc,
                                                  _ inClientData: UnsafeMutableRawPointer?) -> OSStatus
{
    let completion = SystemSoundRegistry.Completion(routine: inCompletionRoutine, clientData: inClientData)
    return SystemSoundRegistry.shared.addCompletion(completion, for: inSystemSoundID)
        ? kAudioServicesNoError : kAudioServicesSystemSoundUnspecifiedError
}

/// Stops calling the completion routine registered for `inSystemSoundID`.
public func AudioServicesRemoveSystemSoundCompletion(_ inSystemSoundID: SystemSoundID) {
    SystemSoundRegistry.shared.removeCompletion(for: inSystemSoundID)
}
