// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// The compositor's layer blits through Core Graphics' pixel kernels (docs/ARCHITECTURE.md, "Pixel kernels"): every
/// frame of every parallel-compositing scene is byte for byte the frame Cairo alone paints, on one thread and in
/// bands on two.
@Suite("Pixel kernels in the compositor", .freshLayerEnvironment,
       .enabled(if: PixelKernels.supported != PixelKernels.none, "no pixel kernel on this processor"))
struct PixelKernelCompositingTests {
    @Test("Frames blitted by the kernels are the frames Cairo paints", arguments: ParallelScene.all)
    func sameFramesAsCairo(_ scene: ParallelScene) {
        Scene.build { _ in
            let plain = scene.build(), fast = scene.build(), banded = scene.build()
            let cairo = Compositor(pixelWidth: 640, pixelHeight: 960, scale: 2, rootLayer: plain)!
            let kernels = Compositor(pixelWidth: 640, pixelHeight: 960, scale: 2, rootLayer: fast)!
            let kernelBands = Compositor(pixelWidth: 640, pixelHeight: 960, scale: 2, rootLayer: banded)!
            cairo.pixelKernelLevel = PixelKernels.none
            cairo.renderThreadCount = 1
            kernels.pixelKernelLevel = PixelKernels.supported
            kernels.renderThreadCount = 1
            kernelBands.pixelKernelLevel = PixelKernels.supported
            kernelBands.renderThreadCount = 2
            for frame in 0..<6 {
                if frame > 0 {
                    for root in [plain, fast, banded] { scene.step(root, frame) }
                }
                _ = cairo.renderFrame(at: Double(frame) / 60)
                _ = kernels.renderFrame(at: Double(frame) / 60)
                _ = kernelBands.renderFrame(at: Double(frame) / 60)
                let expected = cairo.framebufferBytes
                #expect(kernels.framebufferBytes == expected, "\(scene.name), frame \(frame), one thread")
                #expect(kernelBands.framebufferBytes == expected, "\(scene.name), frame \(frame), two threads")
            }
            #expect(cairo.kernelBlits == 0)
            // Image layers at whole pixels (most scenes have some) must have gone through the kernels.
            print("PixelKernelCompositingTests: \(scene.name): \(kernels.kernelBlits) kernel blits on one thread, \(kernelBands.kernelBlits) on two")
            if ["20-layer screen", "300 sprites"].contains(scene.name) {
                #expect(kernels.kernelBlits > 0 && kernelBands.kernelBlits > 0, "\(scene.name): no kernel blit")
            }
        }
    }
}
