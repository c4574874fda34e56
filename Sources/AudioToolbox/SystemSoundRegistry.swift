// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import Dispatch
import Foundation

/// The process's registered system sounds and their completion routines: System Sound Services' server.
///
/// Sounds play through the current app's audio engine (``AudioEngine/current``) at full volume, centred, once;
/// completions run later on the main queue. While an interruption is in progress nothing is heard (guide
/// §2.7.3, Table 7-2) and the sounds playing when it begins are stopped; completions still run.
final class SystemSoundRegistry: @unchecked Sendable {
    static let shared = SystemSoundRegistry()

    /// A completion routine registered with `AudioServicesAddSystemSoundCompletion`.
    struct Completion {
        let routine: AudioServicesSystemSoundCompletionProc
        let clientData: UnsafeMutableRawPointer?
    }

    private let lock = NSLock()
    private var sounds: [SystemSoundID: PCMBuffer] = [:]
    private var completions: [SystemSoundID: Completion] = [:]
    private var nextID: SystemSoundID = 4097
    /// Voices playing system sounds, to stop when an interruption begins.
    private var playing: [ObjectIdentifier: AudioVoice] = [:]
    /// Engines whose device events this registry observes.
    private var observedEngines: Set<ObjectIdentifier> = []

    /// System Sound Services plays sounds of at most this many seconds (guide §2.7.4: "duration < 30 s").
    static let maximumDuration = 30.0
    /// The file names System Sound Services accepts: CAF, AIFF and WAVE files (guide §2.7.4).
    static let fileExtensions: Set<String> = ["caf", "aif", "aiff", "aifc", "wav", "wave"]

    /// Registers the file at `url`; the new ID, or the status explaining the refusal.
    func register(_ url: URL) -> Result<SystemSoundID, OSStatusError> {
        let buffer: PCMBuffer
        guard Self.fileExtensions.contains(url.pathExtension.lowercased()) else {
            return .failure(refuse(url, "is not a .caf, .aif or .wav file", kAudioServicesSystemSoundUnspecifiedError))
        }
        do {
            let (encoding, duration) = try SoundFile.inspect(contentsOf: url)
            guard [.caf, .aiff, .wav].contains(encoding.container) else {
                return .failure(refuse(url, "is not in a CAF, AIFF or WAVE file", kAudioServicesSystemSoundUnspecifiedError))
            }
            guard encoding.isLinearPCM || encoding.codec == .imaADPCM else {
                return .failure(refuse(url, "is neither linear PCM nor IMA4", kAudioServicesSystemSoundUnspecifiedError))
            }
            guard duration <= Self.maximumDuration else {
                return .failure(refuse(url, "lasts \(duration) s, more than 30 s",
                                       kAudioServicesSystemSoundExceededMaximumDurationError))
            }
            buffer = try SoundFile.decode(contentsOf: url)
        } catch {
            return .failure(refuse(url, error.reason, kAudioServicesSystemSoundUnspecifiedError))
        }
        return .success(lock.withLock {
            let id = nextID
            nextID += 1
            sounds[id] = buffer
            return id
        })
    }

    private func refuse(_ url: URL, _ reason: String, _ status: OSStatus) -> OSStatusError {
        AudioDiagnostics.log("AudioServicesCreateSystemSoundID: \(url.lastPathComponent) \(reason)")
        return OSStatusError(status: status)
    }

    /// Forgets `id`; false when it was not registered.
    func dispose(_ id: SystemSoundID) -> Bool {
        lock.withLock {
            completions[id] = nil
            return sounds.removeValue(forKey: id) != nil
        }
    }

    func addCompletion(_ completion: Completion, for id: SystemSoundID) -> Bool {
        lock.withLock {
            guard sounds[id] != nil else { return false }
            completions[id] = completion
            return true
        }
    }

    func removeCompletion(for id: SystemSoundID) {
        lock.withLock { completions[id] = nil }
    }

    /// Plays `id` (vibrating first when `vibrates`); `block` and the registered completion run on the main queue
    /// when it ends, or at once when nothing plays.
    func play(_ id: SystemSoundID, alert: Bool, block: (() -> Void)?) {
        let engine = AudioEngine.current
        let blockHandoff = Handoff(block)
        if id == kSystemSoundID_Vibrate {
            if !engine.vibrationMotor.vibrate() { AudioDiagnostics.info("vibrate: this device has no vibration motor") }
            finish(id, block: blockHandoff)
            return
        }
        if alert && id == kSystemSoundID_UserPreferredAlert {
            AudioDiagnostics.info("AudioServicesPlayAlertSound: the user's alert sound is not available to apps")
            finish(id, block: blockHandoff)
            return
        }
        guard let buffer = lock.withLock({ sounds[id] }) else {
            AudioDiagnostics.log("AudioServicesPlaySystemSound: \(id) is not a registered system sound")
            finish(id, block: blockHandoff)
            return
        }
        if alert { engine.vibrationMotor.vibrate() }
        guard !engine.isInterrupted else {
            AudioDiagnostics.info("system sound \(id) silenced: an interruption is in progress")
            finish(id, block: blockHandoff)
            return
        }
        observe(engine)
        let voice = engine.makeVoice(buffer)
        let key = ObjectIdentifier(voice)
        lock.withLock { playing[key] = voice }
        voice.onFinish = { [weak self] in
            guard let self else { return }
            let voice = self.lock.withLock { self.playing.removeValue(forKey: key) }
            voice?.remove()
            self.finish(id, block: blockHandoff)
        }
        voice.play()
    }

    /// Stops the system sounds of `engine` when an interruption begins there.
    private func observe(_ engine: AudioEngine) {
        let first = lock.withLock { observedEngines.insert(ObjectIdentifier(engine)).inserted }
        guard first else { return }
        engine.addDeviceObserver { [weak self] event in
            guard let self, event == .interruptionBegan else { return }
            let voices = self.lock.withLock { () -> [AudioVoice] in
                let all = Array(self.playing.values.filter { $0.engine === engine })
                for voice in all { self.playing[ObjectIdentifier(voice)] = nil }
                return all
            }
            for voice in voices {
                voice.stop()
                voice.remove()
            }
        }
    }

    private func finish(_ id: SystemSoundID, block: Handoff) {
        let completion = lock.withLock { completions[id] }
        let routine = completion.map { CompletionHandoff(routine: $0.routine, clientData: $0.clientData) }
        DispatchQueue.main.async {
            block.body?()
            routine.map { $0.routine(id, $0.clientData) }
        }
    }

    /// A completion block handed to the main queue.
    private struct Handoff: @unchecked Sendable { let body: (() -> Void)? ; init(_ body: (() -> Void)?) { self.body = body } }
    private struct CompletionHandoff: @unchecked Sendable {
        let routine: AudioServicesSystemSoundCompletionProc
        let clientData: UnsafeMutableRawPointer?
    }
}

/// A refused request's status.
struct OSStatusError: Error { let status: OSStatus }
