// SPDX-License-Identifier: Apache-2.0
//
// Audio Queue Services' types (AudioQueue.h) as Swift imports them on iOS. `AudioQueueRef`, `AudioQueueBuffer`,
// `AudioQueueBufferRef`, `AudioQueueParameterEvent`, `AudioQueueLevelMeterState` and the `@convention(c)` callback
// types are declared in C (Sources/CAudioToolbox/include/CAudioToolbox.h).

import Dispatch

/// A queue's timeline (`AudioQueueCreateTimeline`); Touchstone's queues have a single implicit one.
public typealias AudioQueueTimelineRef = OpaquePointer
/// Identifies a queue parameter (`kAudioQueueParam_Volume`, …).
public typealias AudioQueueParameterID = UInt32
/// A parameter's value.
public typealias AudioQueueParameterValue = Float32
/// Identifies a queue property (`kAudioQueueProperty_IsRunning`, …).
public typealias AudioQueuePropertyID = UInt32

/// The block form of `AudioQueueOutputCallback` (`AudioQueueNewOutputWithDispatchQueue`).
public typealias AudioQueueOutputCallbackBlock = (AudioQueueRef, AudioQueueBufferRef) -> Void
/// The block form of `AudioQueueInputCallback` (`AudioQueueNewInputWithDispatchQueue`).
public typealias AudioQueueInputCallbackBlock = (AudioQueueRef, AudioQueueBufferRef, UnsafePointer<AudioTimeStamp>,
                                                 UInt32, UnsafePointer<AudioStreamPacketDescription>?) -> Void

/// Playback volume, 0 (silent) … 1 (full, the default), linear.
public let kAudioQueueParam_Volume: AudioQueueParameterID = 1
/// Playback rate, 0.5 … 2; Apple applies it only with time-pitch processing enabled, which Touchstone lacks: the
/// value is kept and read back but does not change playback.
public let kAudioQueueParam_PlayRate: AudioQueueParameterID = 2
/// Pitch shift in cents; kept and read back, no effect (time-pitch processing is not simulated).
public let kAudioQueueParam_Pitch: AudioQueueParameterID = 3
/// Seconds over which later volume changes ramp (0: at once).
public let kAudioQueueParam_VolumeRampTime: AudioQueueParameterID = 4
/// Stereo position, −1 (left) … 1 (right), 0 centred.
public let kAudioQueueParam_Pan: AudioQueueParameterID = 13

/// Whether the queue is running ('aqrn', UInt32, read-only; listenable).
public let kAudioQueueProperty_IsRunning: AudioQueuePropertyID = 0x6171_726E
/// The device's sample rate ('aqsr', Float64, read-only).
public let kAudioQueueDeviceProperty_SampleRate: AudioQueuePropertyID = 0x6171_7372
/// The device's channel count ('aqdc', UInt32, read-only).
public let kAudioQueueDeviceProperty_NumberChannels: AudioQueuePropertyID = 0x6171_6463
/// The queue's data format ('aqft', AudioStreamBasicDescription, read-only).
public let kAudioQueueProperty_StreamDescription: AudioQueuePropertyID = 0x6171_6674
/// The codec's magic cookie ('aqmc'); linear PCM has none.
public let kAudioQueueProperty_MagicCookie: AudioQueuePropertyID = 0x6171_6D63
/// Whether level metering is on ('aqme', UInt32, read-write).
public let kAudioQueueProperty_EnableLevelMetering: AudioQueuePropertyID = 0x6171_6D65
/// The level of each channel since the last read, linear ('aqmv', array of AudioQueueLevelMeterState).
public let kAudioQueueProperty_CurrentLevelMeter: AudioQueuePropertyID = 0x6171_6D76
/// The level of each channel since the last read, in decibels ('aqmd', array of AudioQueueLevelMeterState).
public let kAudioQueueProperty_CurrentLevelMeterDB: AudioQueuePropertyID = 0x6171_6D64
/// Whether time-pitch processing is on ('q_tp', UInt32); kept, not simulated.
public let kAudioQueueProperty_EnableTimePitch: AudioQueuePropertyID = 0x715F_7470
