// SPDX-License-Identifier: Apache-2.0
//
// The Swift overlay's view of a variable-length `AudioBufferList` (CoreAudio's `UnsafeMutableAudioBufferListPointer`
// and `AudioBufferList.allocate(maximumBuffers:)`), which Swift code uses to reach buffers past the first.

import Foundation

/// A collection view of the `mNumberBuffers` buffers of an `AudioBufferList` in memory.
public struct UnsafeMutableAudioBufferListPointer: MutableCollection, RandomAccessCollection {
    /// The list.
    public var unsafeMutablePointer: UnsafeMutablePointer<AudioBufferList>
    /// The list, read-only.
    public var unsafePointer: UnsafePointer<AudioBufferList> { UnsafePointer(unsafeMutablePointer) }

    /// A view of the list at `p`.
    public init(_ p: UnsafeMutablePointer<AudioBufferList>) { unsafeMutablePointer = p }
    /// A view of the list at `p`, or nil.
    public init?(_ p: UnsafeMutablePointer<AudioBufferList>?) {
        guard let p else { return nil }
        unsafeMutablePointer = p
    }

    /// The number of buffers (`mNumberBuffers`).
    public var count: Int {
        get { Int(unsafeMutablePointer.pointee.mNumberBuffers) }
        nonmutating set { unsafeMutablePointer.pointee.mNumberBuffers = UInt32(newValue) }
    }
    /// 0.
    public var startIndex: Int { 0 }
    /// `count`.
    public var endIndex: Int { count }

    private var buffers: UnsafeMutablePointer<AudioBuffer> {
        UnsafeMutableRawPointer(unsafeMutablePointer).advanced(by: MemoryLayout<AudioBufferList>.offset(of: \.mBuffers)!)
            .assumingMemoryBound(to: AudioBuffer.self)
    }

    /// The buffer at `index`.
    public subscript(index: Int) -> AudioBuffer {
        get { buffers[index] }
        nonmutating set { buffers[index] = newValue }
    }
}

extension AudioBufferList {
    /// The bytes of a list of `maximumBuffers` buffers.
    public static func sizeInBytes(maximumBuffers: Int) -> Int {
        MemoryLayout<AudioBufferList>.size - MemoryLayout<AudioBuffer>.stride
            + max(1, maximumBuffers) * MemoryLayout<AudioBuffer>.stride
    }

    /// A zeroed list with room for `maximumBuffers` buffers and `mNumberBuffers` set to it; free it with
    /// `free(_:)` of its `unsafeMutablePointer` (as on Apple platforms).
    public static func allocate(maximumBuffers: Int) -> UnsafeMutableAudioBufferListPointer {
        let size = sizeInBytes(maximumBuffers: maximumBuffers)
        let raw = calloc(1, size)!  // malloc'd, as Apple's, so that the app's `free` releases it
        let list = UnsafeMutableAudioBufferListPointer(raw.assumingMemoryBound(to: AudioBufferList.self))
        list.count = max(1, maximumBuffers)
        return list
    }
}
