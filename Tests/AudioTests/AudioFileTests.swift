// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import AudioToolbox
import Foundation
import Testing

@Suite("Audio File Services (guide §2.7.4, listing 7-7)")
struct AudioFileTests {
    private func open(_ url: URL) -> (OSStatus, AudioFileID?) {
        var file: AudioFileID?
        let status = AudioFileOpenURL(url as CFURL, .readPermission, 0, &file)
        return (status, file)
    }

    private func property<T>(_ file: AudioFileID, _ id: AudioFilePropertyID, _ initial: T) -> (OSStatus, T) {
        var value = initial
        var size = UInt32(MemoryLayout<T>.size)
        let status = AudioFileGetProperty(file, id, &size, &value)
        return (status, value)
    }

    @Test("A 16-bit stereo WAV: data format, packet count and sizes, duration; packets and bytes read as the file's samples")
    func readsWAV() throws {
        let folder = fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tone = PCMBuffer.tone(frequency: 300, seconds: 0.25, sampleRate: 22_050, channelCount: 2)
        let url = try writeFixture(tone, named: "tone.wav", in: folder, encoding: pcm16WAV)
        let decoded = try SoundFile.decode(contentsOf: url).samples
        let (status, file) = open(url)
        #expect(status == 0)
        let format = property(file!, kAudioFilePropertyDataFormat, AudioStreamBasicDescription()).1
        #expect(format.mSampleRate == 22_050 && format.mFormatID == kAudioFormatLinearPCM)
        #expect(format.mChannelsPerFrame == 2 && format.mBitsPerChannel == 16 && format.mBytesPerPacket == 4)
        #expect(format.mFormatFlags & kLinearPCMFormatFlagIsSignedInteger != 0)
        #expect(format.mFormatFlags & kAudioFormatFlagIsBigEndian == 0)
        #expect(property(file!, kAudioFilePropertyFileFormat, UInt32(0)).1 == kAudioFileWAVEType)
        #expect(property(file!, kAudioFilePropertyAudioDataPacketCount, UInt64(0)).1 == 5_513)
        #expect(property(file!, kAudioFilePropertyMaximumPacketSize, UInt32(0)).1 == 4)
        #expect(property(file!, kAudioFilePropertyPacketSizeUpperBound, UInt32(0)).1 == 4)
        #expect(abs(property(file!, kAudioFilePropertyEstimatedDuration, Float64(0)).1 - 0.25) < 0.001)
        var infoSize: UInt32 = 0, writable: UInt32 = 1
        #expect(AudioFileGetPropertyInfo(file!, kAudioFilePropertyDataFormat, &infoSize, &writable) == 0)
        #expect(infoSize == 40 && writable == 0)

        var packets = [Int16](repeating: 0, count: 6_000 * 2)
        var bytes = UInt32(packets.count * 2), count: UInt32 = 6_000
        #expect(AudioFileReadPacketData(file!, false, &bytes, nil, 0, &count, &packets) == 0)
        #expect(count == 5_513 && bytes == 5_513 * 4)
        #expect(packets.prefix(5_513 * 2).map { Float($0) / 32_768 } == decoded)
        count = 10
        #expect(AudioFileReadPacketData(file!, false, &bytes, nil, 5_513, &count, &packets) == 0)
        #expect(count == 0)
        var tail = [UInt8](repeating: 0, count: 16)
        var tailSize: UInt32 = 16
        #expect(AudioFileReadBytes(file!, false, Int64(5_513 * 4 - 8), &tailSize, &tail) == kAudioFileEndOfFileError)
        #expect(tailSize == 8)
        #expect(AudioFileClose(file!) == 0)
        #expect(AudioFileClose(file!) == kAudio_ParamError)
    }

    @Test("Created WAV, CAF and AIFF files read back packet for packet; AIFF is big-endian")
    func writesAndReadsBack() throws {
        let folder = fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let samples: [Int16] = (0..<2_000).map { Int16(truncatingIfNeeded: $0 * 31 - 30_000) }
        for (name, type) in [("a.wav", kAudioFileWAVEType), ("a.caf", kAudioFileCAFType), ("a.aiff", kAudioFileAIFFType)] {
            let url = folder.appendingPathComponent(name)
            var format = linearPCM(rate: 8_000)
            let bigEndian = type == kAudioFileAIFFType
            if bigEndian { format.mFormatFlags |= kAudioFormatFlagIsBigEndian }
            let stored = bigEndian ? samples.map { $0.bigEndian } : samples
            var file: AudioFileID?
            #expect(AudioFileCreateWithURL(url as CFURL, type, &format, .eraseFile, &file) == 0)
            var count: UInt32 = 1_000
            #expect(AudioFileWritePackets(file!, false, 2_000, nil, 0, &count, stored) == 0)
            count = 1_000
            #expect(AudioFileWritePackets(file!, false, 2_000, nil, 7, &count, stored) == kAudioFileInvalidPacketOffsetError)
            stored.suffix(1_000).withUnsafeBytes { tail in
                #expect(AudioFileWritePackets(file!, false, 2_000, nil, 1_000, &count, tail.baseAddress!) == 0)
            }
            AudioFileClose(file!)

            let (status, reopened) = open(url)
            #expect(status == 0)
            let read = property(reopened!, kAudioFilePropertyDataFormat, AudioStreamBasicDescription()).1
            #expect((read.mFormatFlags & kAudioFormatFlagIsBigEndian != 0) == bigEndian)
            var back = [Int16](repeating: 0, count: 2_000)
            var bytes: UInt32 = 4_000, packets: UInt32 = 2_000
            #expect(AudioFileReadPacketData(reopened!, false, &bytes, nil, 0, &packets, &back) == 0)
            #expect(packets == 2_000)
            #expect(back == stored, "\(name)")
            AudioFileClose(reopened!)
        }
    }

    @Test("Missing, foreign, cut and compressed files, unknown properties and writes to read-only files give Apple's codes")
    func errors() throws {
        let folder = fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(open(folder.appendingPathComponent("none.wav")).0 == kAudioFileFileNotFoundError)
        let text = folder.appendingPathComponent("text.wav")
        try Data("not a sound".utf8).write(to: text)
        #expect(open(text).0 == kAudioFileUnsupportedFileTypeError)
        let whole = try writeFixture(.tone(frequency: 440, seconds: 1), named: "whole.wav", in: folder, encoding: pcm16WAV)
        let data = try Data(contentsOf: whole)
        let cut = folder.appendingPathComponent("cut.wav")
        try data.prefix(data.count / 2).write(to: cut)
        #expect(open(cut).0 == kAudioFileInvalidFileError)
        let ima = try writeFixture(.tone(frequency: 440, seconds: 0.2), named: "ima.wav", in: folder,
                                   encoding: SoundFileEncoding(container: .wav, codec: .imaADPCM))
        #expect(open(ima).0 == kAudioFileUnsupportedDataFormatError)

        let (_, file) = open(whole)
        var value: UInt32 = 0
        var size: UInt32 = 4
        #expect(AudioFileGetProperty(file!, 0x7878_7878, &size, &value) == kAudioFileUnsupportedPropertyError)
        size = 2
        #expect(AudioFileGetProperty(file!, kAudioFilePropertyDataFormat, &size, &value) == kAudioFileBadPropertySizeError)
        var packets: UInt32 = 1
        #expect(AudioFileWritePackets(file!, false, 2, nil, 0, &packets, [Int16(0)]) == kAudioFilePermissionsError)
        var bytes: UInt32 = 2
        packets = 1
        var sample: Int16 = 0
        #expect(AudioFileReadPacketData(file!, false, &bytes, nil, 1_000_000, &packets, &sample)
                == kAudioFileInvalidPacketOffsetError)
        AudioFileClose(file!)

        var format = linearPCM()
        var created: AudioFileID?
        let url = folder.appendingPathComponent("x.mp3") as CFURL
        #expect(AudioFileCreateWithURL(url, kAudioFileMP3Type, &format, [], &created) == kAudioFileUnsupportedFileTypeError)
        format.mFormatFlags |= kAudioFormatFlagIsBigEndian
        #expect(AudioFileCreateWithURL(url, kAudioFileWAVEType, &format, [], &created) == kAudioFileUnsupportedDataFormatError)
        #expect(created == nil)
    }
}
