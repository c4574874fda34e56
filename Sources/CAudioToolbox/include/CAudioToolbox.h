// SPDX-License-Identifier: Apache-2.0
//
// Core Audio's and Audio Queue Services' C structures and callback types (CoreAudioTypes.h, AudioQueue.h), declared
// in C so that Swift imports them exactly as it does Apple's: structs with `init()` and a memberwise initialiser,
// read-only `const` fields, option sets, and `@convention(c)` callbacks taking `AudioQueueRef` and
// `AudioQueueBufferRef`. AudioToolbox re-exports this module; nothing else imports it (scripts/check-layering).

#ifndef TOUCHSTONE_C_AUDIO_TOOLBOX_H
#define TOUCHSTONE_C_AUDIO_TOOLBOX_H

#include <stdint.h>

#define TS_ENUM_ATTRIBUTES __attribute__((enum_extensibility(open)))
#define TS_OPTIONS_ATTRIBUTES __attribute__((flag_enum, enum_extensibility(open)))

#pragma clang assume_nonnull begin

/// Describes a stream of audio data: rate, format, packet and frame layout. For linear PCM one packet is one
/// frame and mBytesPerPacket == mBytesPerFrame == mChannelsPerFrame * mBitsPerChannel / 8 (interleaved, packed).
typedef struct AudioStreamBasicDescription {
    double mSampleRate;
    uint32_t mFormatID;
    uint32_t mFormatFlags;
    uint32_t mBytesPerPacket;
    uint32_t mFramesPerPacket;
    uint32_t mBytesPerFrame;
    uint32_t mChannelsPerFrame;
    uint32_t mBitsPerChannel;
    uint32_t mReserved;
} AudioStreamBasicDescription;

/// Where one packet lies in a buffer of packets (variable-size formats); linear PCM needs none.
typedef struct AudioStreamPacketDescription {
    int64_t mStartOffset;
    uint32_t mVariableFramesInPacket;
    uint32_t mDataByteSize;
} AudioStreamPacketDescription;

/// SMPTE frame rates.
enum TS_ENUM_ATTRIBUTES SMPTETimeType : uint32_t {
    kSMPTETimeType24 = 0,
    kSMPTETimeType25 = 1,
    kSMPTETimeType30Drop = 2,
    kSMPTETimeType30 = 3,
    kSMPTETimeType2997 = 4,
    kSMPTETimeType2997Drop = 5,
    kSMPTETimeType60 = 6,
    kSMPTETimeType5994 = 7,
};
typedef enum SMPTETimeType SMPTETimeType;

/// SMPTE time flags.
enum TS_OPTIONS_ATTRIBUTES SMPTETimeFlags : uint32_t {
    kSMPTETimeUnknown = 0,
    kSMPTETimeValid = 1U << 0,
    kSMPTETimeRunning = 1U << 1,
};
typedef enum SMPTETimeFlags SMPTETimeFlags;

/// A SMPTE time. Touchstone never fills one; it gives AudioTimeStamp Apple's shape.
typedef struct SMPTETime {
    int16_t mSubframes;
    int16_t mSubframeDivisor;
    uint32_t mCounter;
    SMPTETimeType mType;
    SMPTETimeFlags mFlags;
    int16_t mHours;
    int16_t mMinutes;
    int16_t mSeconds;
    int16_t mFrames;
} SMPTETime;

/// Which fields of an AudioTimeStamp are valid.
enum TS_OPTIONS_ATTRIBUTES AudioTimeStampFlags : uint32_t {
    kAudioTimeStampNothingValid = 0,
    kAudioTimeStampSampleTimeValid = 1U << 0,
    kAudioTimeStampHostTimeValid = 1U << 1,
    kAudioTimeStampRateScalarValid = 1U << 2,
    kAudioTimeStampWordClockTimeValid = 1U << 3,
    kAudioTimeStampSMPTETimeValid = 1U << 4,
    kAudioTimeStampSampleHostTimeValid = (1U << 0) | (1U << 1),
};
typedef enum AudioTimeStampFlags AudioTimeStampFlags;

/// A point in time in several time bases. Audio queues fill mSampleTime (frames on the queue's timeline, at its
/// sample rate) and mHostTime (the engine's clock in nanoseconds).
typedef struct AudioTimeStamp {
    double mSampleTime;
    uint64_t mHostTime;
    double mRateScalar;
    uint64_t mWordClockTime;
    SMPTETime mSMPTETime;
    AudioTimeStampFlags mFlags;
    uint32_t mReserved;
} AudioTimeStamp;

/// One buffer of audio data: interleaved channels, or one channel of a non-interleaved stream.
typedef struct AudioBuffer {
    uint32_t mNumberChannels;
    uint32_t mDataByteSize;
    void *_Nullable mData;
} AudioBuffer;

/// A variable-length list of buffers (mNumberBuffers of them; the struct declares room for one).
typedef struct AudioBufferList {
    uint32_t mNumberBuffers;
    AudioBuffer mBuffers[1];
} AudioBufferList;

/// An extended audio file (opaque).
typedef struct OpaqueExtAudioFile *ExtAudioFileRef;

/// An audio queue (opaque).
typedef struct OpaqueAudioQueue *AudioQueueRef;

/// A buffer an audio queue owns: the app fills (playback) or reads (recording) mAudioData. The capacity, the data
/// pointer and the packet description storage never change.
typedef struct AudioQueueBuffer {
    const uint32_t mAudioDataBytesCapacity;
    void *const mAudioData;
    uint32_t mAudioDataByteSize;
    void *_Nullable mUserData;
    const uint32_t mPacketDescriptionCapacity;
    AudioStreamPacketDescription *const _Nullable mPacketDescriptions;
    uint32_t mPacketDescriptionCount;
} AudioQueueBuffer;

/// A pointer to an audio queue buffer.
typedef AudioQueueBuffer *AudioQueueBufferRef;

/// A parameter change that travels with a buffer and takes effect when that buffer starts playing.
typedef struct AudioQueueParameterEvent {
    uint32_t mID;
    float mValue;
} AudioQueueParameterEvent;

/// One channel's level: average (RMS) and peak power, linear or in decibels.
typedef struct AudioQueueLevelMeterState {
    float mAveragePower;
    float mPeakPower;
} AudioQueueLevelMeterState;

/// Called when a playback queue is done with a buffer.
typedef void (*AudioQueueOutputCallback)(void *_Nullable inUserData, AudioQueueRef inAQ, AudioQueueBufferRef inBuffer);

/// Called when a recording queue has filled a buffer.
typedef void (*AudioQueueInputCallback)(void *_Nullable inUserData, AudioQueueRef inAQ, AudioQueueBufferRef inBuffer,
                                        const AudioTimeStamp *inStartTime, uint32_t inNumberPacketDescriptions,
                                        const AudioStreamPacketDescription *_Nullable inPacketDescs);

/// Called when a queue property changes.
typedef void (*AudioQueuePropertyListenerProc)(void *_Nullable inUserData, AudioQueueRef inAQ, uint32_t inID);

#pragma clang assume_nonnull end

#endif
