// SPDX-License-Identifier: Apache-2.0
//
// Audio File Services (AudioFile.h; guide listing 7-7) over libsndfile: linear PCM in WAVE, AIFF and CAF files.

import AudioEngine
import Foundation

/// Opens the audio file at `inFileRef` and writes its ID to `outAudioFile`.
///
/// Touchstone reads linear PCM (8–32-bit integers, 32/64-bit floats) in WAVE, AIFF and CAF files; the file is read
/// whole at open. Returns `kAudioFileFileNotFoundError` when nothing is there, `kAudioFileUnsupportedFileTypeError`
/// for a file libsndfile does not know, `kAudioFileInvalidFileError` for a damaged or cut one and
/// `kAudioFileUnsupportedDataFormatError` for compressed audio (IMA4, AAC, MP3, …: decode those with
/// AVAudioPlayer). The permissions and type hint are accepted; the file cannot be written through this ID.
public func AudioFileOpenURL(_ inFileRef: CFURL, _ inPermissions: AudioFilePermissions, _ inFileTypeHint: AudioFileTypeID,
                             _ outAudioFile: UnsafeMutablePointer<AudioFileID?>) -> OSStatus
{
    switch AudioFileObject.open(inFileRef as URL, permissions: inPermissions) {
    case .success(let file):
        outAudioFile.pointee = file.reference
        return kAudio_NoError
    case .failure(let error):
        return error.status
    }
}

/// Creates (replacing any file there) a `inFileType` file at `inFileRef` for linear PCM in the format at
/// `inFormat`, open for `AudioFileWritePackets`. WAVE takes little-endian data (8-bit unsigned), AIFF big-endian
/// integers, AIFC and CAF any. Returns `kAudioFileUnsupportedFileTypeError` for another type,
/// `kAudioFileUnsupportedDataFormatError` for a format the type cannot hold and `kAudioFilePermissionsError` when
/// the file cannot be created.
public func AudioFileCreateWithURL(_ inFileRef: CFURL, _ inFileType: AudioFileTypeID,
                                   _ inFormat: UnsafePointer<AudioStreamBasicDescription>, _ inFlags: AudioFileFlags,
                                   _ outAudioFile: UnsafeMutablePointer<AudioFileID?>) -> OSStatus
{
    switch AudioFileObject.create(inFileRef as URL, type: inFileType, description: inFormat.pointee) {
    case .success(let file):
        outAudioFile.pointee = file.reference
        return kAudio_NoError
    case .failure(let error):
        return error.status
    }
}

/// Closes the file (a written one gets its final header). Returns `kAudio_ParamError` for an unknown ID.
@discardableResult
public func AudioFileClose(_ inAudioFile: AudioFileID) -> OSStatus {
    guard let file = AudioFileObject.find(inAudioFile) else { return kAudio_ParamError }
    file.close()
    return kAudio_NoError
}

/// Reads up to `ioNumPackets` packets from packet `inStartingPacket` into `outBuffer`, at most `ioNumBytes` bytes;
/// sets both to what was read (0 packets at the end of the file). Packet descriptions are not written (linear PCM
/// has constant-size packets). A start past the end returns `kAudioFileInvalidPacketOffsetError`.
public func AudioFileReadPacketData(_ inAudioFile: AudioFileID, _ inUseCache: Bool,
                                    _ ioNumBytes: UnsafeMutablePointer<UInt32>,
                                    _ outPacketDescriptions: UnsafeMutablePointer<AudioStreamPacketDescription>?,
                                    _ inStartingPacket: Int64, _ ioNumPackets: UnsafeMutablePointer<UInt32>,
                                    _ outBuffer: UnsafeMutableRawPointer?) -> OSStatus
{
    guard let file = AudioFileObject.find(inAudioFile), let outBuffer else { return kAudio_ParamError }
    guard !file.isWritable else { return kAudioFilePermissionsError }
    guard let read = file.readPackets(from: inStartingPacket, count: Int(ioNumPackets.pointee),
                                      maxBytes: Int(ioNumBytes.pointee), into: outBuffer)
    else { return kAudioFileInvalidPacketOffsetError }
    ioNumPackets.pointee = UInt32(read.packets)
    ioNumBytes.pointee = UInt32(read.bytes)
    return kAudio_NoError
}

/// Reads `ioNumPackets` packets from `inStartingPacket` into `outBuffer`, which must have room for them, and sets
/// `outNumBytes` and `ioNumPackets` to what was read (0 packets at the end: guide listing 7-7 stops its queue then).
/// Deprecated by Apple in favour of `AudioFileReadPacketData`.
@available(*, deprecated, message: "Use AudioFileReadPacketData")
public func AudioFileReadPackets(_ inAudioFile: AudioFileID, _ inUseCache: Bool,
                                 _ outNumBytes: UnsafeMutablePointer<UInt32>,
                                 _ outPacketDescriptions: UnsafeMutablePointer<AudioStreamPacketDescription>?,
                                 _ inStartingPacket: Int64, _ ioNumPackets: UnsafeMutablePointer<UInt32>,
                                 _ outBuffer: UnsafeMutableRawPointer?) -> OSStatus
{
    outNumBytes.pointee = UInt32.max
    return AudioFileReadPacketData(inAudioFile, inUseCache, outNumBytes, outPacketDescriptions, inStartingPacket,
                                   ioNumPackets, outBuffer)
}

/// Reads up to `ioNumBytes` bytes of audio data from byte `inStartingByte` and sets `ioNumBytes` to the bytes read;
/// returns `kAudioFileEndOfFileError` when fewer were left.
public func AudioFileReadBytes(_ inAudioFile: AudioFileID, _ inUseCache: Bool, _ inStartingByte: Int64,
                               _ ioNumBytes: UnsafeMutablePointer<UInt32>, _ outBuffer: UnsafeMutableRawPointer) -> OSStatus
{
    guard let file = AudioFileObject.find(inAudioFile) else { return kAudio_ParamError }
    guard !file.isWritable else { return kAudioFilePermissionsError }
    let wanted = Int(ioNumBytes.pointee)
    guard let read = file.readBytes(from: inStartingByte, count: wanted, into: outBuffer) else {
        return kAudioFilePositionError
    }
    ioNumBytes.pointee = UInt32(read)
    return read < wanted ? kAudioFileEndOfFileError : kAudio_NoError
}

/// Appends `ioNumPackets` packets (`inNumBytes` bytes at `inBuffer`, in the file's format) at packet
/// `inStartingPacket`, which must be the number of packets written so far (files are written front to back here:
/// another start returns `kAudioFileInvalidPacketOffsetError`). A file opened with `AudioFileOpenURL` returns
/// `kAudioFilePermissionsError`.
public func AudioFileWritePackets(_ inAudioFile: AudioFileID, _ inUseCache: Bool, _ inNumBytes: UInt32,
                                  _ inPacketDescriptions: UnsafePointer<AudioStreamPacketDescription>?,
                                  _ inStartingPacket: Int64, _ ioNumPackets: UnsafeMutablePointer<UInt32>,
                                  _ inBuffer: UnsafeRawPointer) -> OSStatus
{
    guard let file = AudioFileObject.find(inAudioFile) else { return kAudio_ParamError }
    guard file.isWritable else { return kAudioFilePermissionsError }
    let bytes = min(Int(inNumBytes), Int(ioNumPackets.pointee) * file.format.bytesPerFrame)
    guard let written = file.writePackets(UnsafeRawBufferPointer(start: inBuffer, count: bytes), at: inStartingPacket)
    else { return kAudioFileInvalidPacketOffsetError }
    ioNumPackets.pointee = UInt32(written)
    return kAudio_NoError
}

/// The size of property `id`'s value, or nil when files have no such property.
private func fileProperty(_ file: AudioFileObject, _ id: AudioFilePropertyID) -> (size: Int, write: (UnsafeMutableRawPointer) -> Void)? {
    let format = file.format
    switch id {
    case kAudioFilePropertyFileFormat:
        return (4, { $0.storeBytes(of: file.fileType, as: UInt32.self) })
    case kAudioFilePropertyDataFormat:
        return (MemoryLayout<AudioStreamBasicDescription>.size,
                { $0.storeBytes(of: format.streamDescription, as: AudioStreamBasicDescription.self) })
    case kAudioFilePropertyIsOptimized:
        return (4, { $0.storeBytes(of: UInt32(1), as: UInt32.self) })
    case kAudioFilePropertyAudioDataByteCount:
        return (8, { $0.storeBytes(of: UInt64(file.packetCount * format.bytesPerFrame), as: UInt64.self) })
    case kAudioFilePropertyAudioDataPacketCount:
        return (8, { $0.storeBytes(of: UInt64(file.packetCount), as: UInt64.self) })
    case kAudioFilePropertyMaximumPacketSize, kAudioFilePropertyPacketSizeUpperBound:
        return (4, { $0.storeBytes(of: UInt32(format.bytesPerFrame), as: UInt32.self) })
    case kAudioFilePropertyEstimatedDuration:
        return (8, { $0.storeBytes(of: Double(file.packetCount) / format.sampleRate, as: Float64.self) })
    case kAudioFilePropertyBitRate:
        return (4, { $0.storeBytes(of: UInt32(format.sampleRate * Double(format.bytesPerFrame * 8)), as: UInt32.self) })
    default:
        return nil
    }
}

/// Writes property `inPropertyID`'s size to `outDataSize` and whether it can be set (never, here) to `isWritable`.
/// Returns `kAudioFileUnsupportedPropertyError` for a property files do not have.
public func AudioFileGetPropertyInfo(_ inAudioFile: AudioFileID, _ inPropertyID: AudioFilePropertyID,
                                     _ outDataSize: UnsafeMutablePointer<UInt32>?,
                                     _ isWritable: UnsafeMutablePointer<UInt32>?) -> OSStatus
{
    guard let file = AudioFileObject.find(inAudioFile) else { return kAudio_ParamError }
    guard let property = fileProperty(file, inPropertyID) else { return kAudioFileUnsupportedPropertyError }
    outDataSize?.pointee = UInt32(property.size)
    isWritable?.pointee = 0
    return kAudio_NoError
}

/// Reads property `inPropertyID` into `outPropertyData`, which holds `ioDataSize` bytes (set to the bytes written):
/// the data format (listing 7-7), packet and byte counts, the packet size bounds, the duration, …
/// Returns `kAudioFileBadPropertySizeError` for a buffer too small and `kAudioFileUnsupportedPropertyError` for an
/// unknown property.
public func AudioFileGetProperty(_ inAudioFile: AudioFileID, _ inPropertyID: AudioFilePropertyID,
                                 _ ioDataSize: UnsafeMutablePointer<UInt32>,
                                 _ outPropertyData: UnsafeMutableRawPointer) -> OSStatus
{
    guard let file = AudioFileObject.find(inAudioFile) else { return kAudio_ParamError }
    guard let property = fileProperty(file, inPropertyID) else { return kAudioFileUnsupportedPropertyError }
    guard Int(ioDataSize.pointee) >= property.size else { return kAudioFileBadPropertySizeError }
    property.write(outPropertyData)
    ioDataSize.pointee = UInt32(property.size)
    return kAudio_NoError
}
