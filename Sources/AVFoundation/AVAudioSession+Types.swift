// SPDX-License-Identifier: Apache-2.0

import Foundation

extension AVAudioSession {
    /// An audio session category: a set of audio behaviours (guide §2.7.3, Table 7-1).
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// The raw value Apple uses.
        public let rawValue: String
        /// A value from its raw string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A value from its raw string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Sounds that mix with others and are silenced by the Ring/Silent switch and the screen lock.
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// The default: silences other audio, stops on screen lock and with the Ring/Silent switch.
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        /// Playback that matters to the app: keeps playing when the screen locks.
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        /// Recording (output silenced).
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        /// Recording and playback at once (VoIP).
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        /// Separate streams to several routes.
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
        /// Offline processing (deprecated in iOS 10).
        @available(iOS, deprecated: 10.0)
        public static let audioProcessing = Category(rawValue: "AVAudioSessionCategoryAudioProcessing")

        /// Whether audio of this category keeps playing while the screen is locked.
        var continuesWhenLocked: Bool { [.playback, .playAndRecord, .record, .multiRoute].contains(self) }
        /// Whether the category allows recording.
        var allowsRecording: Bool { [.record, .playAndRecord, .multiRoute].contains(self) }
    }

    /// An audio session mode: specialises the category for a use (voice chat, video recording, …).
    public struct Mode: RawRepresentable, Hashable, Sendable {
        /// The raw value Apple uses.
        public let rawValue: String
        /// A value from its raw string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A value from its raw string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The default mode: the category's behaviour unchanged.
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        /// Two-way voice (VoIP): voice processing on.
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        /// Game Center voice chat.
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        /// Recording video: the camera's microphone.
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        /// Measuring input or output: no signal processing.
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        /// Movie playback: signal processing for film sound.
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        /// Two-way video calls.
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        /// Continuous spoken audio (books, podcasts), paused rather than ducked.
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        /// Short spoken prompts (navigation instructions).
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// Options that refine a category.
    public struct CategoryOptions: OptionSet, Sendable {
        /// The raw bits, Apple's values.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Mix with other apps' audio instead of silencing it.
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        /// Lower other apps' audio while this session plays.
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        /// Allow Bluetooth hands-free devices for input.
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        /// Play through the speaker rather than the receiver (play-and-record).
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        /// Pause other apps' spoken audio and mix with the rest.
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        /// Allow Bluetooth hands-free devices for input.
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        /// Allow AirPlay output.
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        /// Keep running when the microphone is muted by the system.
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    /// Options for `setActive(_:options:)`.
    public struct SetActiveOptions: OptionSet, Sendable {
        /// The raw bits, Apple's values.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Tell other apps' sessions they may resume when this one deactivates.
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// Whether an interruption began or ended (`AVAudioSessionInterruptionTypeKey`).
    public enum InterruptionType: UInt, Sendable {
        case began = 1
        case ended = 0
    }

    /// Options of an ended interruption (`AVAudioSessionInterruptionOptionKey`).
    public struct InterruptionOptions: OptionSet, Sendable {
        /// The raw bits, Apple's values.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The app may resume playback.
        public static let shouldResume = InterruptionOptions(rawValue: 1)
    }

    /// Why the audio route changed (`AVAudioSessionRouteChangeReasonKey`).
    public enum RouteChangeReason: UInt, Sendable {
        case unknown = 0, newDeviceAvailable = 1, oldDeviceUnavailable = 2, categoryChange = 3, override = 4
        case wakeFromSleep = 6, noSuitableRouteForCategory = 7, routeConfigurationChange = 8
    }

    /// The app's permission to record (`recordPermission`): Apple's four-character codes.
    public enum RecordPermission: UInt, Sendable {
        case undetermined = 1_970_168_948  // 'undt'
        case denied = 1_684_369_017  // 'deny'
        case granted = 1_735_552_628  // 'grnt'
    }

    /// Posted on the main queue when an interruption begins or ends; `userInfo` holds
    /// `AVAudioSessionInterruptionTypeKey` (an `InterruptionType` raw value, `UInt`) and, when it ended,
    /// `AVAudioSessionInterruptionOptionKey`.
    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    /// Posted when the audio route changes (a headset plugged in). The simulation has no headset: never posted.
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
    /// Posted when the media server restarted (never, in the simulation).
    public static let mediaServicesWereResetNotification =
        Notification.Name("AVAudioSessionMediaServicesWereResetNotification")
    /// Posted when another app's primary audio starts or stops (never, in the simulation).
    public static let silenceSecondaryAudioHintNotification =
        Notification.Name("AVAudioSessionSilenceSecondaryAudioHintNotification")
}

/// The interruption notification's key for its `AVAudioSession.InterruptionType` raw value.
public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
/// The interruption notification's key for its `AVAudioSession.InterruptionOptions` raw value (ended only).
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
/// The route change notification's key for its `AVAudioSession.RouteChangeReason` raw value.
public let AVAudioSessionRouteChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"
/// The route change notification's key for the previous route.
public let AVAudioSessionRouteChangePreviousRouteKey = "AVAudioSessionRouteChangePreviousRouteKey"
