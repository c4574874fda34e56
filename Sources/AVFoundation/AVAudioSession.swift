// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import Foundation

/// The app's audio session: its category (how its audio behaves with the screen lock, the Ring/Silent switch and
/// other apps' audio), its activation, and interruptions (guide §2.7.3).
///
/// One per device: `sharedInstance()` is the session of the running app's audio engine. The simulated device
/// reports interruptions (an incoming call: `HardwareAction.incomingCall`/`callEnded`) and the screen lock through
/// the engine; the session applies its category's policy:
/// - **interruption began**: the session deactivates, every playing player and recording recorder pauses, then (on
///   the main queue) `interruptionNotification` (`.began`) is posted and the delegates are told
///   (`audioPlayerBeginInterruption(_:)` with the player already paused);
/// - **interruption ended**: the session reactivates when players were interrupted, `interruptionNotification`
///   (`.ended`, `.shouldResume`) is posted and the delegates get `audioPlayerEndInterruption(_:withOptions:)`; the
///   app resumes playback itself;
/// - **screen locked**: the default category (`soloAmbient`) and `ambient` stop the app's players; `playback`,
///   `record` and `playAndRecord` keep playing.
open class AVAudioSession: NSObject {
    let engine: AudioEngine
    private let lock = NSLock()
    private var categoryStorage = Category.soloAmbient
    private var modeStorage = Mode.default
    private var optionsStorage: CategoryOptions = []
    private var active = false
    private var permission = RecordPermission.undetermined
    private var players: [WeakReference<AVAudioPlayer>] = []
    private var recorders: [WeakReference<AVAudioRecorder>] = []
    private var interruptedPlayers: [AVAudioPlayer] = []
    private var interruptedRecorders: [AVAudioRecorder] = []
    private var otherAudio = false
    private let permissionAnswer: RecordPermission

    /// The session's delegate (iPhone OS 3's interruption callbacks, listing 7-10).
    @available(iOS, deprecated: 6.0, message: "Observe AVAudioSession.interruptionNotification")
    open weak var delegate: AVAudioSessionDelegate? {
        get { lock.withLock { delegateStorage } }
        set { lock.withLock { delegateStorage = newValue } }
    }
    private weak var delegateStorage: AVAudioSessionDelegate?

    /// The app's session.
    open class func sharedInstance() -> AVAudioSession { session(for: AudioEngine.current) }

    /// The session of `engine` (made on first use).
    package static func session(for engine: AudioEngine) -> AVAudioSession {
        engine.attachment("AVAudioSession") { AVAudioSession(engine: engine) }
    }

    private init(engine: AudioEngine) {
        self.engine = engine
        let answer = ProcessInfo.processInfo.environment["TOUCHSTONE_MICROPHONE_AUTHORIZATION"]
        switch answer {
        case nil, "allow": permissionAnswer = .granted
        case "deny": permissionAnswer = .denied
        default:
            AudioDiagnostics.log("TOUCHSTONE_MICROPHONE_AUTHORIZATION=\(answer ?? ""): expected allow or deny; allowing")
            permissionAnswer = .granted
        }
        super.init()
        let this = Unchecked(value: WeakReference(object: self))
        engine.addDeviceObserver { event in this.value.object?.deviceDidChange(event) }
    }

    // MARK: Category and mode

    /// The category (`soloAmbient` until the app sets one).
    open var category: Category { lock.withLock { categoryStorage } }
    /// The mode (`default` until the app sets one).
    open var mode: Mode { lock.withLock { modeStorage } }
    /// The category's options.
    open var categoryOptions: CategoryOptions { lock.withLock { optionsStorage } }

    /// Sets the category, keeping the mode and clearing the options.
    open func setCategory(_ category: Category) throws {
        lock.withLock {
            categoryStorage = category
            optionsStorage = []
        }
    }

    /// Sets the category and its options.
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        lock.withLock {
            categoryStorage = category
            optionsStorage = options
        }
    }

    /// Sets the category, mode and options together.
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        lock.withLock {
            categoryStorage = category
            modeStorage = mode
            optionsStorage = options
        }
    }

    /// Sets the mode.
    open func setMode(_ mode: Mode) throws {
        lock.withLock { modeStorage = mode }
    }

    // MARK: Activation

    /// Activates or deactivates the session ("activating the session activates its category"). Activating during an
    /// interruption fails with `AVAudioSession.ErrorCode.cannotInterruptOthers` ('!int') in `NSOSStatusErrorDomain`.
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        if active && engine.isInterrupted {
            throw NSError(domain: "NSOSStatusErrorDomain", code: 560_557_684,
                          userInfo: [NSDebugDescriptionErrorKey: "an interruption is in progress"])
        }
        lock.withLock { self.active = active }
    }

    /// Whether the session is active (explicitly, or because a player started playing).
    package var isActive: Bool { lock.withLock { active } }

    /// Whether another app (the iPod) is playing audio. The simulated device has no other app playing.
    open var isOtherAudioPlaying: Bool { lock.withLock { otherAudio } }
    /// Whether another app's primary audio is playing (iOS 8).
    open var secondaryAudioShouldBeSilencedHint: Bool { isOtherAudioPlaying }

    /// Sets ``isOtherAudioPlaying`` (tests; a future iPod simulation).
    package func setOtherAudioPlaying(_ playing: Bool) { lock.withLock { otherAudio = playing } }

    // MARK: Hardware

    /// The hardware sample rate: 44.1 kHz (the engine's output rate).
    open var sampleRate: Double { engine.sampleRate }
    /// The preferred sample rate (the simulation always runs at ``sampleRate``).
    open private(set) var preferredSampleRate: Double = 0
    /// Records the preferred sample rate; the hardware rate does not change.
    open func setPreferredSampleRate(_ sampleRate: Double) throws { preferredSampleRate = sampleRate }
    /// The system output volume, 0…1: the simulated device's is 0.5.
    open var outputVolume: Float { 0.5 }
    /// Output channels: 2.
    open var outputNumberOfChannels: Int { 2 }
    /// Input channels: 1 (the simulated microphone).
    open var inputNumberOfChannels: Int { 1 }
    /// Whether an input is available: the simulated microphone always is.
    open var isInputAvailable: Bool { true }
    /// The I/O buffer duration: 1024 frames.
    open var ioBufferDuration: TimeInterval { 1024 / engine.sampleRate }
    /// The output latency.
    open var outputLatency: TimeInterval { 0.005 }
    /// The input latency.
    open var inputLatency: TimeInterval { 0.005 }

    // MARK: Recording permission

    /// Whether the user allowed recording: undetermined until ``requestRecordPermission(_:)`` asks (or a recorder
    /// records). `TOUCHSTONE_MICROPHONE_AUTHORIZATION=allow|deny` is the simulated user's answer (default allow).
    open var recordPermission: RecordPermission { lock.withLock { permission } }

    /// Asks the user for permission to record once; `response` gets the answer later on the main queue.
    open func requestRecordPermission(_ response: @escaping (Bool) -> Void) {
        let granted = resolvePermission()
        MainQueue.later { response(granted) }
    }

    /// The permission, asking (the simulated user answers at once) when undetermined.
    func resolvePermission() -> Bool {
        lock.withLock {
            if permission == .undetermined { permission = permissionAnswer }
            return permission == .granted
        }
    }

    // MARK: Players and recorders

    func register(_ player: AVAudioPlayer) {
        lock.withLock {
            players.removeAll { $0.object == nil }
            players.append(WeakReference(object: player))
        }
    }

    func register(_ recorder: AVAudioRecorder) {
        lock.withLock {
            recorders.removeAll { $0.object == nil }
            recorders.append(WeakReference(object: recorder))
        }
    }

    /// A player or recorder started: playing activates the session (iOS activates it implicitly).
    func activateImplicitly() { lock.withLock { active = true } }

    private func deviceDidChange(_ event: AudioDeviceEvent) {
        switch event {
        case .interruptionBegan: beginInterruption()
        case .interruptionEnded: endInterruption()
        case .screenLocked: screenDidLock()
        case .screenUnlocked: break
        }
    }

    private func beginInterruption() {
        let (players, recorders) = lock.withLock { () -> ([AVAudioPlayer], [AVAudioRecorder]) in
            active = false
            interruptedPlayers = self.players.compactMap(\.object).filter(\.isPlaying)
            interruptedRecorders = self.recorders.compactMap(\.object).filter(\.isRecording)
            return (interruptedPlayers, interruptedRecorders)
        }
        for player in players { player.pause() }
        for recorder in recorders { recorder.pause() }
        MainQueue.later { [self] in
            NotificationCenter.default.post(name: Self.interruptionNotification, object: self, userInfo: [
                AVAudioSessionInterruptionTypeKey: InterruptionType.began.rawValue,
            ])
            delegateStorageSnapshot()?.beginInterruption()
            for player in players { player.delegate?.audioPlayerBeginInterruption(player) }
            for recorder in recorders { recorder.delegate?.audioRecorderBeginInterruption(recorder) }
        }
    }

    private func endInterruption() {
        let (players, recorders) = lock.withLock { () -> ([AVAudioPlayer], [AVAudioRecorder]) in
            let interrupted = (interruptedPlayers, interruptedRecorders)
            // "The player reactivates the session" before telling its delegate (guide §2.7.3, Table 7-2).
            if !interrupted.0.isEmpty || !interrupted.1.isEmpty { active = true }
            interruptedPlayers = []
            interruptedRecorders = []
            return interrupted
        }
        let options = InterruptionOptions.shouldResume.rawValue
        MainQueue.later { [self] in
            NotificationCenter.default.post(name: Self.interruptionNotification, object: self, userInfo: [
                AVAudioSessionInterruptionTypeKey: InterruptionType.ended.rawValue,
                AVAudioSessionInterruptionOptionKey: options,
            ])
            delegateStorageSnapshot()?.endInterruption(withFlags: Int(options))
            for player in players { player.delegate?.audioPlayerEndInterruption(player, withOptions: Int(options)) }
            for recorder in recorders {
                recorder.delegate?.audioRecorderEndInterruption(recorder, withOptions: Int(options))
            }
        }
    }

    private func screenDidLock() {
        let (category, players) = lock.withLock { (categoryStorage, self.players.compactMap(\.object)) }
        guard !category.continuesWhenLocked else { return }
        for player in players where player.isPlaying {
            AudioDiagnostics.info("screen locked: category \(category.rawValue) stops the app's audio")
            player.pause()
        }
    }

    private func delegateStorageSnapshot() -> AVAudioSessionDelegate? { lock.withLock { delegateStorage } }
}
