// SPDX-License-Identifier: Apache-2.0

import AudioEngine
@testable import AudioToolbox
import Foundation
import Testing
import TouchstoneTesting
import UIKit

@Suite("Audio Queue Services: delivery, reset, pan, prime and listeners")
@MainActor
struct AudioQueueControlTests {
    /// Counts callbacks and the threads they ran on.
    final class Calls: @unchecked Sendable {
        let lock = NSLock()
        var buffers: [AudioQueueBufferRef] = []
        var onCallingThread = 0
        var listenerCalls = 0
        var thread: Thread?
    }

    @Test("With no run loop the callback runs on the queue's internal thread; with the current one, on this thread as it turns")
    func deliveryTargets() throws {
        let (device, _, _) = try launchAudioDevice()
        var format = linearPCM()
        let calls = Calls()
        let userData = Unmanaged.passUnretained(calls).toOpaque()
        let callback: AudioQueueOutputCallback = { userData, _, buffer in
            let calls = Unmanaged<Calls>.fromOpaque(userData!).takeUnretainedValue()
            calls.lock.withLock {
                calls.buffers.append(buffer)
                if Thread.current === calls.thread { calls.onCallingThread += 1 }
            }
        }
        calls.thread = Thread.current
        var threaded: AudioQueueRef?, onLoop: AudioQueueRef?
        #expect(AudioQueueNewOutput(&format, callback, userData, nil, nil, 0, &threaded) == 0)
        #expect(AudioQueueNewOutput(&format, callback, userData, CFRunLoopGetCurrent(), CFRunLoopMode.defaultMode.rawValue,
                                    0, &onLoop) == 0)
        for queue in [threaded!, onLoop!] {
            var buffer: AudioQueueBufferRef?
            AudioQueueAllocateBuffer(queue, 882, &buffer)
            buffer!.pointee.mAudioDataByteSize = 882
            AudioQueueEnqueueBuffer(queue, buffer!, 0, nil)
            AudioQueueStart(queue, nil)
        }
        device.advance(by: 0.05)
        AudioQueueObject.find(threaded)!.delivery.waitForDispatchQueue()
        let beforeTurn = calls.lock.withLock { calls.buffers.count }
        CFRunLoopRunInMode(.defaultMode, 0, false)
        let afterTurn = calls.lock.withLock { (calls.buffers.count, calls.onCallingThread) }

        #expect(beforeTurn >= 1)  // the internal thread's (the device's turns may have turned this loop too)
        #expect(afterTurn.0 == 2)
        #expect(afterTurn.1 == 1)  // the run loop's, on this thread
        AudioQueueDispose(threaded!, true)
        AudioQueueDispose(onLoop!, true)
    }

    @Test("Reset returns the enqueued buffers and keeps the queue running; a new buffer plays at once")
    func reset() throws {
        let (device, engine, sink) = try launchAudioDevice()
        let format = linearPCM()
        let player = BlockQueue(format: format)
        let queue = player.queue!
        let first = player.buffer(frames: 44_100, value: 0.5, format: format)
        let second = player.buffer(frames: 4_410, value: 0.25, format: format)
        AudioQueueEnqueueBuffer(queue, first, 0, nil)
        var prepared: UInt32 = 0
        #expect(AudioQueuePrime(queue, 0, &prepared) == 0)
        #expect(prepared == 44_100)
        AudioQueueStart(queue, nil)
        device.advance(by: 0.1)
        #expect(AudioQueueReset(queue) == 0)
        #expect(isRunning(queue))
        #expect(player.returned == [first])
        engine.pump()
        let start = engine.renderFrame
        AudioQueueEnqueueBuffer(queue, second, 0, nil)
        device.advance(by: 0.2)

        #expect(sink.channel(0, frames: start..<(start + 4_410)).allSatisfy { $0 == 0.25 })
        #expect(player.returned == [first, second])
        #expect(isRunning(queue))
        AudioQueueDispose(queue, true)
    }

    @Test("Pan moves a mono queue between the stereo channels; PlayRate is kept and read back")
    func panAndStoredParameters() throws {
        let (device, engine, sink) = try launchAudioDevice()
        let format = linearPCM()
        let player = BlockQueue(format: format)
        let queue = player.queue!
        #expect(AudioQueueSetParameter(queue, kAudioQueueParam_Pan, -1) == 0)
        AudioQueueEnqueueBuffer(queue, player.buffer(frames: 4_410, value: 0.5, format: format), 0, nil)
        engine.pump()
        let start = engine.renderFrame
        AudioQueueStart(queue, nil)
        device.advance(by: 0.2)
        #expect(sink.channel(0, frames: start..<(start + 4_410)).allSatisfy { $0 == 0.5 })
        #expect(sink.channel(1, frames: start..<(start + 4_410)).allSatisfy { $0 == 0 })
        var value: AudioQueueParameterValue = 0
        AudioQueueGetParameter(queue, kAudioQueueParam_Pan, &value)
        #expect(value == -1)
        AudioQueueSetParameter(queue, kAudioQueueParam_PlayRate, 1.5)
        AudioQueueGetParameter(queue, kAudioQueueParam_PlayRate, &value)
        #expect(value == 1.5)
        AudioQueueDispose(queue, true)
    }

    @Test("An IsRunning listener hears start and stop; once removed it hears nothing")
    func listeners() throws {
        let (device, _, _) = try launchAudioDevice()
        let format = linearPCM()
        let player = BlockQueue(format: format)
        let queue = player.queue!
        let calls = Calls()
        let proc: AudioQueuePropertyListenerProc = { userData, _, id in
            let calls = Unmanaged<Calls>.fromOpaque(userData!).takeUnretainedValue()
            if id == kAudioQueueProperty_IsRunning { calls.lock.withLock { calls.listenerCalls += 1 } }
        }
        let userData = Unmanaged.passUnretained(calls).toOpaque()
        #expect(AudioQueueAddPropertyListener(queue, kAudioQueueProperty_IsRunning, proc, userData) == 0)
        #expect(AudioQueueAddPropertyListener(queue, 0x7878_7878, proc, userData) == kAudioQueueErr_InvalidProperty)
        AudioQueueStart(queue, nil)
        AudioQueueStop(queue, true)
        _ = player.returned  // the listener shares the callback queue
        #expect(calls.lock.withLock { calls.listenerCalls } == 2)
        #expect(AudioQueueRemovePropertyListener(queue, kAudioQueueProperty_IsRunning, proc, userData) == 0)
        AudioQueueStart(queue, nil)
        device.advance(by: 0.05)
        AudioQueueStop(queue, true)
        _ = player.returned
        #expect(calls.lock.withLock { calls.listenerCalls } == 2)
        AudioQueueDispose(queue, true)
    }

    @Test("An incoming call pauses a playing queue; AudioQueueStart fails during it and resumes the sound after it")
    func interruption() throws {
        let (device, engine, sink) = try launchAudioDevice()
        let format = linearPCM()
        let player = BlockQueue(format: format)
        let queue = player.queue!
        AudioQueueEnqueueBuffer(queue, player.buffer(frames: 8_820, value: 0.5, format: format), 0, nil)
        engine.pump()
        let start = engine.renderFrame
        AudioQueueStart(queue, nil)
        device.advance(by: 0.05)
        device.simulateIncomingCall()
        device.advance(by: 0.05)
        engine.pump()
        let silentFrom = engine.renderFrame - 1_000
        #expect(AudioQueueStart(queue, nil) == kAudioQueueErr_CannotStart)
        device.advance(by: 0.5)
        #expect(player.returned.isEmpty)
        #expect(sink.channel(0, frames: silentFrom..<engine.renderFrame).allSatisfy { $0 == 0 })
        device.simulateIncomingCall(ended: true)
        #expect(AudioQueueStart(queue, nil) == 0)
        device.advance(by: 0.3)

        #expect(player.returned.count == 1)
        #expect(sink.channel(0, frames: start..<engine.renderFrame).filter { $0 == 0.5 }.count == 8_820)
        AudioQueueDispose(queue, true)
    }

    @Test("Callbacks for the main run loop arrive through the main queue, in order")
    func mainRunLoop() async throws {
        let (device, _, _) = try launchAudioDevice()
        var format = linearPCM()
        let calls = Calls()
        let callback: AudioQueueOutputCallback = { userData, _, buffer in
            let calls = Unmanaged<Calls>.fromOpaque(userData!).takeUnretainedValue()
            calls.lock.withLock { calls.buffers.append(buffer) }
        }
        var queue: AudioQueueRef?
        #expect(AudioQueueNewOutput(&format, callback, Unmanaged.passUnretained(calls).toOpaque(), CFRunLoopGetMain(),
                                    CFRunLoopMode.commonModes.rawValue, 0, &queue) == 0)
        var buffers: [AudioQueueBufferRef] = []
        for _ in 0..<3 {
            var buffer: AudioQueueBufferRef?
            AudioQueueAllocateBuffer(queue!, 882, &buffer)
            buffer!.pointee.mAudioDataByteSize = 882
            AudioQueueEnqueueBuffer(queue!, buffer!, 0, nil)
            buffers.append(buffer!)
        }
        AudioQueueStart(queue!, nil)
        device.advance(by: 0.1)
        await drainMainQueue()
        #expect(calls.lock.withLock { calls.buffers } == buffers)
        AudioQueueDispose(queue!, true)
    }
}
