// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation
import Testing

@Suite("Shared frame surfaces")
struct SharedSurfaceTests {
    @Test("A surface created by the device and opened by the app shares both buffers' pixels")
    func sharesPixels() throws {
        let name = SharedSurface.uniqueName()
        let device = try SharedSurface.create(name: name, pixelWidth: 64, pixelHeight: 32)
        let app = try SharedSurface.open(name: name, pixelWidth: 64, pixelHeight: 32)
        #expect(app.bytesPerRow == 256 && app.bufferSize == 256 * 32)
        // Frame 1 goes to buffer 1, frame 2 to buffer 0: the app writes both, the device reads both back.
        app.buffer(forFrame: 1).storeBytes(of: 0xAABB_CCDD as UInt32, toByteOffset: 4 * 65, as: UInt32.self)
        app.buffer(forFrame: 2).storeBytes(of: 0x1122_3344 as UInt32, toByteOffset: 0, as: UInt32.self)
        #expect(device.buffer(forFrame: 1).load(fromByteOffset: 4 * 65, as: UInt32.self) == 0xAABB_CCDD)
        #expect(device.buffer(forFrame: 2).load(fromByteOffset: 0, as: UInt32.self) == 0x1122_3344)
        #expect(device.buffer(forFrame: 3).load(fromByteOffset: 4 * 65, as: UInt32.self) == 0xAABB_CCDD)
        #expect(device.buffer(forFrame: 1).baseAddress != device.buffer(forFrame: 2).baseAddress)
    }

    @Test("The creator's release removes the name; a second creation with the same name is refused meanwhile")
    func lifetime() throws {
        let name = SharedSurface.uniqueName()
        var device: SharedSurface? = try SharedSurface.create(name: name, pixelWidth: 8, pixelHeight: 8)
        #expect(throws: SharedSurfaceError.self) { try SharedSurface.create(name: name, pixelWidth: 8, pixelHeight: 8) }
        #expect(device != nil)
        device = nil
        #expect(throws: SharedSurfaceError.self) { try SharedSurface.open(name: name, pixelWidth: 8, pixelHeight: 8) }
    }

    @Test("Bad names and sizes are refused with the reason, and so is a surface of another size")
    func badInput() throws {
        #expect(throws: SharedSurfaceError.invalidName("no-slash")) {
            try SharedSurface.create(name: "no-slash", pixelWidth: 8, pixelHeight: 8)
        }
        #expect(throws: SharedSurfaceError.invalidName("/a/b")) {
            try SharedSurface.create(name: "/a/b", pixelWidth: 8, pixelHeight: 8)
        }
        #expect(throws: SharedSurfaceError.invalidSize(width: 0, height: 8)) {
            try SharedSurface.create(name: "/touchstone-test-zero", pixelWidth: 0, pixelHeight: 8)
        }
        #expect(throws: SharedSurfaceError.invalidSize(width: 100_000, height: 8)) {
            try SharedSurface.create(name: "/touchstone-test-huge", pixelWidth: 100_000, pixelHeight: 8)
        }
        let name = SharedSurface.uniqueName()
        let device = try SharedSurface.create(name: name, pixelWidth: 16, pixelHeight: 16)
        #expect(throws: SharedSurfaceError.sizeMismatch(expected: 32 * 4 * 16 * 2, actual: 16 * 4 * 16 * 2)) {
            try SharedSurface.open(name: name, pixelWidth: 32, pixelHeight: 16)
        }
        withExtendedLifetime(device) {}
    }
}
