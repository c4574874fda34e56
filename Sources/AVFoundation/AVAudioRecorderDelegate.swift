// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What an audio recorder tells its delegate, on the main queue; every method is optional.
public protocol AVAudioRecorderDelegate: NSObjectProtocol {
    /// Recording stopped (``AVAudioRecorder/stop()`` or the end of `record(forDuration:)`).
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
    /// Encoding failed (never, in the simulation).
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?)
    /// An interruption began; the recorder is already paused.
    func audioRecorderBeginInterruption(_ recorder: AVAudioRecorder)
    /// The interruption ended; by default calls ``audioRecorderEndInterruption(_:withFlags:)``.
    func audioRecorderEndInterruption(_ recorder: AVAudioRecorder, withOptions flags: Int)
    /// The interruption ended (iOS 4); by default calls ``audioRecorderEndInterruption(_:)``.
    func audioRecorderEndInterruption(_ recorder: AVAudioRecorder, withFlags flags: Int)
    /// The interruption ended (iPhone OS 3).
    func audioRecorderEndInterruption(_ recorder: AVAudioRecorder)
}

extension AVAudioRecorderDelegate {
    /// Does nothing (the default of an optional method).
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
    /// Does nothing (the default of an optional method).
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?) {}
    /// Does nothing (the default of an optional method).
    public func audioRecorderBeginInterruption(_ recorder: AVAudioRecorder) {}
    /// Calls the `withFlags:` form (the default of an optional method).
    public func audioRecorderEndInterruption(_ recorder: AVAudioRecorder, withOptions flags: Int) {
        audioRecorderEndInterruption(recorder, withFlags: flags)
    }
    /// Calls the form without flags (the default of an optional method).
    public func audioRecorderEndInterruption(_ recorder: AVAudioRecorder, withFlags flags: Int) {
        audioRecorderEndInterruption(recorder)
    }
    /// Does nothing (the default of an optional method).
    public func audioRecorderEndInterruption(_ recorder: AVAudioRecorder) {}
}
