// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import Foundation

/// Plays a sound file or a buffer of file data (guide §2.7.4, listings 7-4..7-6): any length, looping, several at
/// once, per-player volume and pan, seeking, level metering.
///
/// The whole file is decoded when the player is made (libsndfile: WAV, AIFF, CAF with linear PCM, IMA4 or Apple
/// Lossless, FLAC, Ogg, MP3); a missing file throws `NSOSStatusErrorDomain` −43, an empty or unknown one 'typ?'
/// (1954115647), a damaged or truncated one 'dta?' (1685348671). Playback runs on the device's audio engine and
/// follows the device's clock: ``currentTime`` advances with it, and the player ends exactly ``duration`` seconds
/// (times the loops) after it started, when `audioPlayerDidFinishPlaying(_:successfully: true)` is called on the
/// main queue. Playing activates the audio session; interruptions and the screen lock act as
/// ``AVAudioSession`` describes.
open class AVAudioPlayer: NSObject {
    let voice: AudioVoice
    let session: AVAudioSession
    private let fileURL: URL?
    private let fileData: Data?
    private let lock = NSLock()
    private var meters: [(average: Float, peak: Float)] = []
    private var meteringStorage = false
    private var rateEnabled = false
    private var rateStorage: Float = 1
    private weak var delegateStorage: AVAudioPlayerDelegate?

    /// A player for the sound file at `url`. Throws an `NSError` in `NSOSStatusErrorDomain` when the file is
    /// missing, unreadable or damaged.
    public init(contentsOf url: URL) throws {
        let buffer: PCMBuffer
        do { buffer = try SoundFile.decode(contentsOf: url) } catch {
            AudioDiagnostics.log("AVAudioPlayer(contentsOf: \(url.lastPathComponent)): \(error.reason)")
            throw error.nsError
        }
        (voice, session, fileURL, fileData) = Self.make(buffer, engine: .current, url: url, data: nil)
        super.init()
        setUp()
    }

    /// A player for the sound file at `url`; the type hint (a UTI) is not needed, libsndfile reads the header.
    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        try self.init(contentsOf: url)
    }

    /// A player for a whole sound file's bytes. Throws as ``init(contentsOf:)``.
    public init(data: Data) throws {
        let buffer: PCMBuffer
        do { buffer = try SoundFile.decode(data: data) } catch {
            AudioDiagnostics.log("AVAudioPlayer(data:): \(error.reason)")
            throw error.nsError
        }
        (voice, session, fileURL, fileData) = Self.make(buffer, engine: .current, url: nil, data: data)
        super.init()
        setUp()
    }

    /// A player for a whole sound file's bytes; the type hint is not needed.
    public convenience init(data: Data, fileTypeHint utiString: String?) throws {
        try self.init(data: data)
    }

    /// A player of `buffer` on `engine` (tests drive their own engine and clock).
    package init(buffer: PCMBuffer, engine: AudioEngine, url: URL? = nil) {
        (voice, session, fileURL, fileData) = Self.make(buffer, engine: engine, url: url, data: nil)
        super.init()
        setUp()
    }

    private static func make(_ buffer: PCMBuffer, engine: AudioEngine, url: URL?, data: Data?)
        -> (AudioVoice, AVAudioSession, URL?, Data?)
    {
        (engine.makeVoice(buffer), AVAudioSession.session(for: engine), url, data)
    }

    private func setUp() {
        session.register(self)
        let this = Unchecked(value: WeakReference(object: self))
        voice.onFinish = {
            MainQueue.later {
                guard let player = this.value.object else { return }
                player.delegate?.audioPlayerDidFinishPlaying(player, successfully: true)
            }
        }
    }

    deinit { voice.remove() }

    /// The delegate: told when playback ends and about interruptions, on the main queue.
    open weak var delegate: AVAudioPlayerDelegate? {
        get { lock.withLock { delegateStorage } }
        set { lock.withLock { delegateStorage = newValue } }
    }

    // MARK: Playing

    /// Readies playback (the file is already decoded): returns true.
    @discardableResult
    open func prepareToPlay() -> Bool { true }

    /// Plays from ``currentTime``, activating the audio session. Returns false (and plays nothing) during an
    /// interruption.
    @discardableResult
    open func play() -> Bool {
        guard !voice.engine.isInterrupted else {
            AudioDiagnostics.log("AVAudioPlayer.play(): an interruption is in progress")
            return false
        }
        session.activateImplicitly()
        voice.play()
        return true
    }

    /// Plays starting at `time` on ``deviceCurrentTime``'s clock (at once when that time has passed).
    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool {
        guard time.isFinite, !voice.engine.isInterrupted else { return false }
        session.activateImplicitly()
        voice.play(at: time)
        return true
    }

    /// Pauses; ``play()`` resumes where it left off.
    open func pause() { voice.pause() }

    /// Stops playback; ``currentTime`` stays where it was (set it to 0 to rewind), as Apple's player does.
    open func stop() { voice.stop() }

    /// Whether the player is playing (or waiting for its `play(atTime:)` time).
    open var isPlaying: Bool { voice.isActive }

    // MARK: Properties

    /// The playback gain, 0.0…1.0 (guide §2.7.4): values outside are stored clamped, non-finite ones ignored.
    open var volume: Float {
        get { voice.volume }
        set { voice.volume = newValue }
    }

    /// Moves ``volume`` to `volume` over `duration` seconds of the device's clock (iOS 10).
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) {
        voice.setVolume(volume, fadeDuration: duration)
    }

    /// The stereo position, −1.0 (left) … 1.0 (right), clamped.
    open var pan: Float {
        get { voice.pan }
        set { voice.pan = newValue }
    }

    /// Whether ``rate`` applies; set it before ``prepareToPlay()``.
    open var enableRate: Bool {
        get { lock.withLock { rateEnabled } }
        set {
            lock.withLock { rateEnabled = newValue }
            voice.rate = newValue ? rate : 1
        }
    }

    /// The playback speed, 0.5…2.0 (clamped); applies only while ``enableRate`` is true.
    open var rate: Float {
        get { lock.withLock { rateStorage } }
        set {
            guard newValue.isFinite else { return }
            let clamped = min(max(newValue, 0.5), 2)
            let enabled = lock.withLock { rateStorage = clamped; return rateEnabled }
            if enabled { voice.rate = clamped }
        }
    }

    /// How many times the sound repeats after the first play: 0 plays once, 1 twice, a negative number loops until
    /// ``stop()``.
    open var numberOfLoops: Int {
        get { voice.numberOfLoops }
        set { voice.numberOfLoops = newValue }
    }

    /// The playback position in seconds; setting it seeks (clamped to 0…``duration``).
    open var currentTime: TimeInterval {
        get { voice.currentTime }
        set { voice.currentTime = newValue }
    }

    /// The device's audio clock in seconds: the time base of ``play(atTime:)``.
    open var deviceCurrentTime: TimeInterval { voice.engine.clock.now }

    /// The sound's length in seconds.
    open var duration: TimeInterval { voice.buffer.duration }

    /// The sound's channel count.
    open var numberOfChannels: Int { voice.buffer.channelCount }

    /// The file the player was made with, or nil (``init(data:)``).
    open var url: URL? { fileURL }

    /// The data the player was made with, or nil (``init(contentsOf:)``).
    open var data: Data? { fileData }

    /// The decoded sound's format: `AVFormatIDKey` (linear PCM, or the file's codec), `AVSampleRateKey`,
    /// `AVNumberOfChannelsKey`.
    open var settings: [String: Any] {
        let encoding = voice.buffer.encoding
        let format: AudioFormatID = encoding.isAppleLossless ? kAudioFormatAppleLossless
            : encoding.codec == .imaADPCM ? kAudioFormatAppleIMA4
            : encoding.codec == .mpegLayer3 ? kAudioFormatMPEGLayer3
            : encoding.codec == .flac ? kAudioFormatFLAC : kAudioFormatLinearPCM
        return [AVFormatIDKey: format, AVSampleRateKey: voice.buffer.sampleRate,
                AVNumberOfChannelsKey: voice.buffer.channelCount]
    }

    // MARK: Metering

    /// Whether ``updateMeters()`` measures levels (off by default).
    open var isMeteringEnabled: Bool {
        get { lock.withLock { meteringStorage } }
        set {
            lock.withLock { meteringStorage = newValue }
            if newValue { _ = voice.takeMeters() }
        }
    }

    /// Measures the levels of what played since the last call, per channel, for ``averagePower(forChannel:)`` and
    /// ``peakPower(forChannel:)``. Does nothing while metering is off.
    open func updateMeters() {
        guard isMeteringEnabled else { return }
        let measured = voice.takeMeters()
        lock.withLock { meters = measured }
    }

    /// The average (RMS) power of `channelNumber` at the last ``updateMeters()``, in dBFS: 0 is full scale, −160
    /// silence (also for a channel the sound does not have, or before any update).
    open func averagePower(forChannel channelNumber: Int) -> Float {
        lock.withLock { meters.indices.contains(channelNumber) ? meters[channelNumber].average : -160 }
    }

    /// The peak power of `channelNumber` at the last ``updateMeters()``, in dBFS (see ``averagePower(forChannel:)``).
    open func peakPower(forChannel channelNumber: Int) -> Float {
        lock.withLock { meters.indices.contains(channelNumber) ? meters[channelNumber].peak : -160 }
    }
}
