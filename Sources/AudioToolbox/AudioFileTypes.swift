// SPDX-License-Identifier: Apache-2.0
//
// Audio File Services' types, property IDs, file types and result codes (AudioFile.h), with Apple's values.

/// An open audio file: an opaque reference `AudioFileOpenURL` or `AudioFileCreateWithURL` returns.
public typealias AudioFileID = OpaquePointer
/// A four-character code naming a file type (`kAudioFileWAVEType`, …).
public typealias AudioFileTypeID = UInt32
/// A four-character code naming a file property (`kAudioFilePropertyDataFormat`, …).
public typealias AudioFilePropertyID = UInt32

/// How a file is opened.
public enum AudioFilePermissions: Int8, Sendable {
    /// Read only.
    case readPermission = 1
    /// Write only.
    case writePermission = 2
    /// Read and write.
    case readWritePermission = 3
}

/// Options for creating a file.
public struct AudioFileFlags: OptionSet, Sendable {
    /// The raw value.
    public var rawValue: UInt32
    /// Wraps `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Replace an existing file (`AudioFileCreateWithURL` always does here).
    public static let eraseFile = AudioFileFlags(rawValue: 1)
    /// Do not page-align the audio data.
    public static let dontPageAlignAudioData = AudioFileFlags(rawValue: 2)
}

/// AIFF ('AIFF').
public let kAudioFileAIFFType: AudioFileTypeID = 0x4149_4646
/// AIFF-C ('AIFC').
public let kAudioFileAIFCType: AudioFileTypeID = 0x4149_4643
/// WAVE ('WAVE').
public let kAudioFileWAVEType: AudioFileTypeID = 0x5741_5645
/// Core Audio Format ('caff').
public let kAudioFileCAFType: AudioFileTypeID = 0x6361_6666
/// MPEG Layer 3 ('MPG3').
public let kAudioFileMP3Type: AudioFileTypeID = 0x4D50_4733
/// MPEG-4 audio ('m4af').
public let kAudioFileM4AType: AudioFileTypeID = 0x6D34_6166
/// FLAC ('flac').
public let kAudioFileFLACType: AudioFileTypeID = 0x666C_6163

/// The file's type (AudioFileTypeID).
public let kAudioFilePropertyFileFormat: AudioFilePropertyID = 0x6666_6D74
/// The audio data's format (AudioStreamBasicDescription).
public let kAudioFilePropertyDataFormat: AudioFilePropertyID = 0x6466_6D74
/// Whether the file is optimized (UInt32).
public let kAudioFilePropertyIsOptimized: AudioFilePropertyID = 0x6F70_746D
/// Bytes of audio data (UInt64).
public let kAudioFilePropertyAudioDataByteCount: AudioFilePropertyID = 0x6263_6E74
/// Packets of audio data (UInt64).
public let kAudioFilePropertyAudioDataPacketCount: AudioFilePropertyID = 0x7063_6E74
/// The largest packet in the file, in bytes (UInt32).
public let kAudioFilePropertyMaximumPacketSize: AudioFilePropertyID = 0x7073_7A65
/// The largest packet the format allows, in bytes (UInt32).
public let kAudioFilePropertyPacketSizeUpperBound: AudioFilePropertyID = 0x706B_7562
/// The duration in seconds (Float64).
public let kAudioFilePropertyEstimatedDuration: AudioFilePropertyID = 0x6564_7572
/// The bit rate in bits per second (UInt32).
public let kAudioFilePropertyBitRate: AudioFilePropertyID = 0x6272_6174
/// The codec's magic cookie; linear PCM has none.
public let kAudioFilePropertyMagicCookieData: AudioFilePropertyID = 0x6D67_6963

/// An unspecified error ('wht?').
public let kAudioFileUnspecifiedError: OSStatus = 0x7768_743F
/// The file type is not supported ('typ?').
public let kAudioFileUnsupportedFileTypeError: OSStatus = 0x7479_703F
/// The data format is not supported by this file type ('fmt?').
public let kAudioFileUnsupportedDataFormatError: OSStatus = 0x666D_743F
/// The property is not supported ('pty?').
public let kAudioFileUnsupportedPropertyError: OSStatus = 0x7074_793F
/// The property data's size is wrong ('!siz').
public let kAudioFileBadPropertySizeError: OSStatus = 0x2173_697A
/// The operation violates the file's permissions ('prm?').
public let kAudioFilePermissionsError: OSStatus = 0x7072_6D3F
/// The file is damaged or not of its announced type ('dta?').
public let kAudioFileInvalidFileError: OSStatus = 0x6474_613F
/// A packet offset is past the end of the file ('pck?').
public let kAudioFileInvalidPacketOffsetError: OSStatus = 0x7063_6B3F
/// The operation is not supported ('op??').
public let kAudioFileOperationNotSupportedError: OSStatus = 0x6F70_3F3F
/// The file is closed.
public let kAudioFileNotOpenError: OSStatus = -38
/// The end of the file was reached.
public let kAudioFileEndOfFileError: OSStatus = -39
/// An invalid file position.
public let kAudioFilePositionError: OSStatus = -40
/// No file at the URL.
public let kAudioFileFileNotFoundError: OSStatus = -43
