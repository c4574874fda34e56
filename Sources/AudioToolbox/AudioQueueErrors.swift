// SPDX-License-Identifier: Apache-2.0
//
// Audio Queue Services' result codes (AudioQueue.h), with Apple's values.

/// The buffer does not belong to the queue, or was freed.
public let kAudioQueueErr_InvalidBuffer: OSStatus = -66687
/// A playback buffer was enqueued with no data.
public let kAudioQueueErr_BufferEmpty: OSStatus = -66686
/// The queue is being disposed of.
public let kAudioQueueErr_DisposalPending: OSStatus = -66685
/// The property ID is not one the queue has.
public let kAudioQueueErr_InvalidProperty: OSStatus = -66684
/// The property data's size is wrong.
public let kAudioQueueErr_InvalidPropertySize: OSStatus = -66683
/// The parameter ID is not one the queue has.
public let kAudioQueueErr_InvalidParameter: OSStatus = -66682
/// The queue cannot start (an interruption is in progress).
public let kAudioQueueErr_CannotStart: OSStatus = -66681
/// The device is not available.
public let kAudioQueueErr_InvalidDevice: OSStatus = -66680
/// The buffer is enqueued and cannot be freed now.
public let kAudioQueueErr_BufferInQueue: OSStatus = -66679
/// The operation does not fit the queue's state.
public let kAudioQueueErr_InvalidRunState: OSStatus = -66678
/// The operation needs the other kind of queue (an input-only call on an output queue, or the reverse).
public let kAudioQueueErr_InvalidQueueType: OSStatus = -66677
/// The app may not use the microphone.
public let kAudioQueueErr_Permissions: OSStatus = -66676
/// The property value is not valid.
public let kAudioQueueErr_InvalidPropertyValue: OSStatus = -66675
/// Priming did not finish.
public let kAudioQueueErr_PrimeTimedOut: OSStatus = -66674
/// No codec for the format.
public let kAudioQueueErr_CodecNotFound: OSStatus = -66673
/// The codec cannot be used.
public let kAudioQueueErr_InvalidCodecAccess: OSStatus = -66672
/// The queue was invalidated (the media server died).
public let kAudioQueueErr_QueueInvalidated: OSStatus = -66671
/// Recording did not keep up.
public let kAudioQueueErr_RecordUnderrun: OSStatus = -66668
/// The buffer is already enqueued.
public let kAudioQueueErr_BufferEnqueuedTwice: OSStatus = -66666
/// The queue cannot start yet.
public let kAudioQueueErr_CannotStartYet: OSStatus = -66665
/// A buffer was enqueued while the queue was resetting.
public let kAudioQueueErr_EnqueueDuringReset: OSStatus = -66632
