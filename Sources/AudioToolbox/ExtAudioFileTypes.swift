// SPDX-License-Identifier: Apache-2.0
//
// Extended Audio File Services' property IDs and result codes (ExtendedAudioFile.h), with Apple's values.
// `ExtAudioFileRef`, `AudioBuffer` and `AudioBufferList` are declared in C (Sources/CAudioToolbox).

/// Identifies an extended audio file property.
public typealias ExtAudioFilePropertyID = UInt32

/// The file's data format (AudioStreamBasicDescription, read-only here).
public let kExtAudioFileProperty_FileDataFormat: ExtAudioFilePropertyID = 0x6666_6D74
/// The format the app reads in (AudioStreamBasicDescription, linear PCM; read-write).
public let kExtAudioFileProperty_ClientDataFormat: ExtAudioFilePropertyID = 0x6366_6D74
/// The file's length in sample frames at the file's rate (Int64).
public let kExtAudioFileProperty_FileLengthFrames: ExtAudioFilePropertyID = 0x2366_726D
/// The underlying `AudioFileID` (not available here).
public let kExtAudioFileProperty_AudioFile: ExtAudioFilePropertyID = 0x6166_696C

/// The property is not supported.
public let kExtAudioFileError_InvalidProperty: OSStatus = -66561
/// The property data's size is wrong.
public let kExtAudioFileError_InvalidPropertySize: OSStatus = -66562
/// The client format is not linear PCM.
public let kExtAudioFileError_NonPCMClientFormat: OSStatus = -66563
/// The channel map is invalid.
public let kExtAudioFileError_InvalidChannelMap: OSStatus = -66564
/// The calls came in an invalid order (reading a compressed file before setting a client format).
public let kExtAudioFileError_InvalidOperationOrder: OSStatus = -66565
/// The data format is invalid (a client format with another channel layout, or a buffer list that does not fit).
public let kExtAudioFileError_InvalidDataFormat: OSStatus = -66566
/// The seek offset is invalid.
public let kExtAudioFileError_InvalidSeek: OSStatus = -66568
