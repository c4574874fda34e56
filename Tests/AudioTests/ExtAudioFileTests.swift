// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import AudioToolbox
import Foundation
import Testing

@Suite("Extended Audio File Services")
struct ExtAudioFileTests {
    @Test("A stereo IMA4 WAV reads as 16-bit client frames, then as non-interleaved float at half the rate; seek and tell")
    func readsClientFormats() throws {
        let folder = fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = try writeFixture(.tone(frequency: 200, seconds: 0.5, sampleRate: 22_050, channelCount: 2),
                                   named: "ima.wav", in: folder, encoding: SoundFileEncoding(container: .wav, codec: .imaADPCM))
        let decoded = try SoundFile.decode(contentsOf: url)
        var file: ExtAudioFileRef?
        #expect(ExtAudioFileOpenURL(url as CFURL, &file) == 0)
        var fileFormat = AudioStreamBasicDescription()
        var size = UInt32(MemoryLayout<AudioStreamBasicDescription>.size)
        #expect(ExtAudioFileGetProperty(file!, kExtAudioFileProperty_FileDataFormat, &size, &fileFormat) == 0)
        #expect(fileFormat.mFormatID == kAudioFormatAppleIMA4 && fileFormat.mChannelsPerFrame == 2)
        var length: Int64 = 0
        size = 8
        ExtAudioFileGetProperty(file!, kExtAudioFileProperty_FileLengthFrames, &size, &length)
        #expect(length == Int64(decoded.frameCount))

        var samples = [Int16](repeating: 0, count: 2_000)
        var list = AudioBufferList(mNumberBuffers: 1, mBuffers: AudioBuffer(mNumberChannels: 2, mDataByteSize: 4_000, mData: nil))
        var frames: UInt32 = 1_000
        let unset = samples.withUnsafeMutableBytes { bytes -> OSStatus in
            list.mBuffers.mData = bytes.baseAddress
            return ExtAudioFileRead(file!, &frames, &list)
        }
        #expect(unset == kExtAudioFileError_InvalidOperationOrder)
        var client = linearPCM(rate: 22_050, channels: 2)
        #expect(ExtAudioFileSetProperty(file!, kExtAudioFileProperty_ClientDataFormat,
                                        UInt32(MemoryLayout<AudioStreamBasicDescription>.size), &client) == 0)
        let status = samples.withUnsafeMutableBytes { bytes -> OSStatus in
            list.mBuffers.mData = bytes.baseAddress
            return ExtAudioFileRead(file!, &frames, &list)
        }
        #expect(status == 0 && frames == 1_000 && list.mBuffers.mDataByteSize == 4_000)
        let worst = zip(samples, decoded.samples).map { abs(Float($0) / 32_768 - $1) }.max() ?? 1
        #expect(worst <= 1.0 / 32_768)
        var tell: Int64 = 0
        ExtAudioFileTell(file!, &tell)
        #expect(tell == 1_000)

        var planar = linearPCM(rate: 11_025, channels: 2, float: true)
        planar.mFormatFlags |= kAudioFormatFlagIsNonInterleaved
        planar.mBytesPerFrame = 4
        planar.mBytesPerPacket = 4
        #expect(ExtAudioFileSetProperty(file!, kExtAudioFileProperty_ClientDataFormat,
                                        UInt32(MemoryLayout<AudioStreamBasicDescription>.size), &planar) == 0)
        #expect(ExtAudioFileSeek(file!, 2_000) == 0)
        let lists = AudioBufferList.allocate(maximumBuffers: 2)
        defer { free(lists.unsafeMutablePointer) }
        var left = [Float](repeating: 0, count: 100), right = [Float](repeating: 0, count: 100)
        frames = 100
        let planarStatus = left.withUnsafeMutableBytes { l in
            right.withUnsafeMutableBytes { r -> OSStatus in
                lists[0] = AudioBuffer(mNumberChannels: 1, mDataByteSize: 400, mData: l.baseAddress)
                lists[1] = AudioBuffer(mNumberChannels: 1, mDataByteSize: 400, mData: r.baseAddress)
                return ExtAudioFileRead(file!, &frames, lists.unsafeMutablePointer)
            }
        }
        #expect(planarStatus == 0 && frames == 100)
        #expect(left[10] == decoded.samples[(2_000 + 20) * 2])
        #expect(right[10] == decoded.samples[(2_000 + 20) * 2 + 1])
        #expect(ExtAudioFileSeek(file!, -1) == kExtAudioFileError_InvalidSeek)
        #expect(ExtAudioFileSeek(file!, length) == 0)
        frames = 100
        _ = left.withUnsafeMutableBytes { l -> OSStatus in
            lists[0].mData = l.baseAddress
            lists[1].mData = l.baseAddress
            return ExtAudioFileRead(file!, &frames, lists.unsafeMutablePointer)
        }
        #expect(frames == 0)
        var aac = client
        aac.mFormatID = kAudioFormatMPEG4AAC
        #expect(ExtAudioFileSetProperty(file!, kExtAudioFileProperty_ClientDataFormat, 40, &aac)
                == kExtAudioFileError_NonPCMClientFormat)
        #expect(ExtAudioFileDispose(file!) == 0)
        #expect(ExtAudioFileDispose(file!) == kAudio_ParamError)
        #expect(ExtAudioFileOpenURL(folder.appendingPathComponent("none.caf") as CFURL, &file) == kAudioFileFileNotFoundError)
    }
}
