// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// A layer that draws with UIKit inside its nonisolated `draw(in:)`, as iOS code does (thread-safe since iOS 4).
private final class UIKitDrawingLayer: CALayer {
    override var drawsOwnContent: Bool { true }

    override func draw(in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        UIColor.green.setFill()
        UIBezierPath(rect: bounds).fill()
        UIColor.blue.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).fill()
        UIGraphicsPopContext()
    }
}

/// Image contexts, renderers and UIKit drawing work off the main thread, each thread with its own context stack
/// (issue 11 §4).
@Suite("Thread-safe UIKit drawing")
struct ThreadSafeDrawingTests {
    /// Draws a square of `color` with text over it in an image context on the calling thread.
    private static func drawSwatch(_ color: UIColor) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 24, height: 24), false, 1)
        defer { UIGraphicsEndImageContext() }
        color.setFill()
        UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 24, height: 24), cornerRadius: 2).fill()
        "W".draw(at: CGPoint(x: 14, y: 10), withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    /// Runs `work` on a thread of its own and returns its result.
    private static func onNewThread<T>(_ work: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Thread {
            box.value = work()
            done.signal()
        }.start()
        done.wait()
        return box.value!
    }

    @Test("Threads drawing image contexts at the same time each get their own picture")
    func concurrentImageContexts() throws {
        let colors: [UIColor] = [.red, .green, .blue, .yellow, .cyan, .magenta, .orange, .purple]
        let expected = colors.map { RGBAImage(try! #require(Self.drawSwatch($0)?.cgImage))[4, 4] }
        let results = LockedResults(count: colors.count * 4)

        DispatchQueue.concurrentPerform(iterations: colors.count * 4) { i in
            let image = Self.drawSwatch(colors[i % colors.count])
            results.set(i, image.flatMap { $0.cgImage }.map { RGBAImage($0)[4, 4] })
        }

        for i in 0..<(colors.count * 4) {
            let pixel = try #require(results.get(i))
            #expect(pixel == expected[i % colors.count], "drawing \(i) got another thread's colour")
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("A context pushed on one thread is not current on another")
    func contextStacksArePerThread() {
        let ctx = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }

        let seenElsewhere = LockedResults(count: 1)
        let done = DispatchSemaphore(value: 0)
        Thread {
            seenElsewhere.set(0, UIGraphicsGetCurrentContext() == nil ? (0, 0, 0, 0) : (1, 1, 1, 1))
            done.signal()
        }.start()
        done.wait()

        #expect(UIGraphicsGetCurrentContext() === ctx)
        #expect(seenElsewhere.get(0)! == (0, 0, 0, 0))
    }

    @Test("UIGraphicsImageRenderer draws on a background queue")
    func rendererOffTheMainThread() throws {
        let image = Self.onNewThread {
            UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }

        let pixels = RGBAImage(try #require(image.cgImage))
        #expect(pixels[5, 5] == (255, 0, 0, 255))
    }

    @Test("A layer's nonisolated draw(in:) can draw with UIKit, on any thread")
    func layerDrawingWithUIKitOffTheMainThread() throws {
        let image = Self.onNewThread { () -> CGImage? in
            let layer = UIKitDrawingLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            let ctx = CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
            layer.display()
            layer.render(in: ctx)
            return ctx.makeImage()
        }

        let pixels = RGBAImage(try #require(image))
        #expect(pixels[1, 1] == (0, 255, 0, 255))
        #expect(pixels[10, 10] == (0, 0, 255, 255))
    }
}

/// Results written by several threads.
private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ value: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)?) { lock.withLock { values[i] = value } }
    func get(_ i: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? { lock.withLock { values[i] } }
}

/// One result handed from a thread to the thread that waits for it (the semaphore orders the accesses).
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
