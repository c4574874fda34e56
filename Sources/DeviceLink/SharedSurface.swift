// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why a shared surface could not be made or opened.
public enum SharedSurfaceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name is not a single-component POSIX shared-memory name (`/name`, at most 255 bytes).
    case invalidName(String)
    /// The size is empty, over 16,384 pixels a side, or overflows.
    case invalidSize(width: Int, height: Int)
    /// The system refused (`errno` given).
    case system(call: String, errno: Int32)
    /// The surface opened is not the size its peer announced (a stale or foreign object).
    case sizeMismatch(expected: Int, actual: Int)

    /// The failure in words, naming the call and the system's message or the two sizes.
    public var description: String {
        switch self {
        case .invalidName(let name): "invalid shared-memory name \(name.debugDescription)"
        case .invalidSize(let width, let height): "invalid surface size \(width)×\(height)"
        case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
        case .sizeMismatch(let expected, let actual): "surface is \(actual) bytes, expected \(expected)"
        }
    }
}

/// Pixels shared between an app process and the device: a POSIX shared-memory object holding two frame buffers,
/// so the app draws the next frame while the device shows the last (issue 19's frame transfer).
///
/// Pixels are 32-bit premultiplied BGRA in memory (Cairo's `ARGB32` on little-endian machines), rows
/// ``bytesPerRow`` apart, origin top-left. Frame *n* (counted from 1 by `frameReady`) lives in buffer *n* mod 2;
/// the device must finish reading a frame before the app presents the frame after next, which a 60 Hz device does
/// within one frame. The creator (the device) unlinks the name when the surface is released; openers only unmap.
public final class SharedSurface: @unchecked Sendable {
    /// The object's name (`/touchstone-…`).
    public let name: String
    /// The frame's size in pixels.
    public let pixelWidth: Int
    /// The frame's height in pixels.
    public let pixelHeight: Int
    /// The distance between rows, in bytes.
    public let bytesPerRow: Int
    /// The number of frame buffers.
    public static let bufferCount = 2

    private let base: UnsafeMutableRawPointer
    private let mappedSize: Int
    private let unlinksOnRelease: Bool

    /// The bytes of one buffer.
    public var bufferSize: Int { bytesPerRow * pixelHeight }

    private init(name: String, width: Int, height: Int, base: UnsafeMutableRawPointer, mappedSize: Int, owner: Bool) {
        self.name = name
        pixelWidth = width
        pixelHeight = height
        bytesPerRow = width * 4
        self.base = base
        self.mappedSize = mappedSize
        unlinksOnRelease = owner
    }

    deinit {
        munmap(base, mappedSize)
        if unlinksOnRelease { _ = name.withCString { shm_unlink($0) } }
    }

    /// Creates a new surface (failing if the name exists), readable and writable by this user only.
    public static func create(name: String, pixelWidth: Int, pixelHeight: Int) throws -> SharedSurface {
        let size = try validatedSize(name: name, width: pixelWidth, height: pixelHeight)
        let descriptor = name.withCString { shm_open($0, O_CREAT | O_EXCL | O_RDWR, 0o600) }
        guard descriptor >= 0 else { throw SharedSurfaceError.system(call: "shm_open", errno: errno) }
        defer { close(descriptor) }
        guard ftruncate(descriptor, off_t(size)) == 0 else {
            let code = errno
            _ = name.withCString { shm_unlink($0) }
            throw SharedSurfaceError.system(call: "ftruncate", errno: code)
        }
        guard let base = map(descriptor, size: size) else {
            let code = errno
            _ = name.withCString { shm_unlink($0) }
            throw SharedSurfaceError.system(call: "mmap", errno: code)
        }
        return SharedSurface(name: name, width: pixelWidth, height: pixelHeight, base: base, mappedSize: size, owner: true)
    }

    /// Opens a surface its creator announced with this size; a surface of another size is refused.
    public static func open(name: String, pixelWidth: Int, pixelHeight: Int) throws -> SharedSurface {
        let size = try validatedSize(name: name, width: pixelWidth, height: pixelHeight)
        let descriptor = name.withCString { shm_open($0, O_RDWR, 0) }
        guard descriptor >= 0 else { throw SharedSurfaceError.system(call: "shm_open", errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SharedSurfaceError.system(call: "fstat", errno: errno) }
        guard Int(status.st_size) == size else {
            throw SharedSurfaceError.sizeMismatch(expected: size, actual: Int(status.st_size))
        }
        guard let base = map(descriptor, size: size) else { throw SharedSurfaceError.system(call: "mmap", errno: errno) }
        return SharedSurface(name: name, width: pixelWidth, height: pixelHeight, base: base, mappedSize: size, owner: false)
    }

    /// A fresh name for a surface of the process `pid` (unique within the process by a counter).
    public static func uniqueName(for pid: Int32 = getpid()) -> String {
        let serial = nameCounter.withLock { counter -> Int in
            counter += 1
            return counter
        }
        return "/touchstone-\(pid)-\(serial)"
    }

    private static let nameCounter = NSLockedCounter()

    /// The buffer frame `sequence` is drawn in (frames count from 1).
    public func buffer(forFrame sequence: UInt64) -> UnsafeMutableRawBufferPointer {
        let index = Int(sequence % UInt64(Self.bufferCount))
        return UnsafeMutableRawBufferPointer(start: base + index * bufferSize, count: bufferSize)
    }

    private static func validatedSize(name: String, width: Int, height: Int) throws -> Int {
        let utf8 = Array(name.utf8)
        guard utf8.count >= 2, utf8.count <= 255, utf8.first == UInt8(ascii: "/"),
              !utf8.dropFirst().contains(UInt8(ascii: "/")), !utf8.contains(0) else {
            throw SharedSurfaceError.invalidName(name)
        }
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else {
            throw SharedSurfaceError.invalidSize(width: width, height: height)
        }
        return width * 4 * height * bufferCount
    }

    private static func map(_ descriptor: Int32, size: Int) -> UnsafeMutableRawPointer? {
        let address = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
        guard let address, address != MAP_FAILED else { return nil }
        return address
    }
}

/// A counter behind a lock (surface names).
private final class NSLockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func withLock<T>(_ body: (inout Int) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
