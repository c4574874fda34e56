// SPDX-License-Identifier: Apache-2.0

/// A `CAEmitterCell` as the emitter reads it: frozen when the cells are handed to the layer, every number finite
/// and in range, the image cropped to `contentsRect` (infrastructure, not Apple API).
///
/// Immutable once made, so the render side (a render server's thread included) reads it while the app changes the
/// cell objects. Particles keep the model of the cell that bore them, so changing the layer's cells (or a cell
/// through a key path) affects new particles only, and living ones see out their lives.
final class EmitterCellModel: @unchecked Sendable {
    /// The cell's timing, in its parent's time (the emitter's, or the parent particle's age).
    struct Timing {
        var begin = 0.0, speed = 1.0, offset = 0.0
        /// How long the cell emits from its begin (infinite for a `duration` of 0).
        var active = Double.infinity

        /// Whether the cell emits at parent time `t`.
        func isActive(at t: Double) -> Bool {
            let local = (t - begin) * speed + offset
            return local >= 0 && local < active
        }

        /// Whether the cell may still emit at some parent time after `t`.
        func mayEmit(after t: Double) -> Bool {
            let local = (t - begin) * speed + offset
            if speed > 0 { return local < active }
            if speed < 0 { return local >= 0 }
            return isActive(at: t)
        }
    }

    let name: String?
    let enabled: Bool
    let birthRate: Double
    let lifetime: Double
    let lifetimeRange: Double
    let latitude: Double
    let longitude: Double
    let emissionRange: Double
    let velocity: Double
    let velocityRange: Double
    let acceleration: (x: Double, y: Double)
    let scale: Double
    let scaleRange: Double
    let scaleSpeed: Double
    let spin: Double
    let spinRange: Double
    let color: RGBA
    let colorRange: RGBA
    let colorSpeed: RGBA
    /// The image drawn, already cropped to `contentsRect`; nil draws nothing.
    let image: CGImage?
    /// The image's size in points at scale 1 (pixels ÷ `contentsScale`).
    let pointSize: CGSize
    /// Whether magnification keeps pixels sharp (`magnificationFilter` `"nearest"`).
    let nearest: Bool
    let timing: Timing
    let subcells: [EmitterCellModel]

    /// How many levels of sub-cells are emitted (deeper cells are ignored, logged).
    static let maximumDepth = 4

    /// The model of `cell` and its sub-cells; `problems` collects what was repaired, for one log line.
    init(_ cell: CAEmitterCell, depth: Int = 1, problems: inout [String]) {
        let label = cell.name.map { "\"\($0)\"" } ?? "(unnamed)"
        func finite(_ value: Double, _ key: String) -> Double {
            if value.isFinite { return value }
            problems.append("\(label).\(key) \(value) treated as 0")
            return 0
        }
        func nonNegative(_ value: Double, _ key: String) -> Double {
            let v = finite(value, key)
            if v >= 0 { return v }
            problems.append("\(label).\(key) \(v) treated as 0")
            return 0
        }
        name = cell.name
        enabled = cell.isEnabled
        birthRate = nonNegative(Double(cell.birthRate), "birthRate")
        lifetime = nonNegative(Double(cell.lifetime), "lifetime")
        lifetimeRange = abs(finite(Double(cell.lifetimeRange), "lifetimeRange"))
        latitude = finite(Double(cell.emissionLatitude), "emissionLatitude")
        longitude = finite(Double(cell.emissionLongitude), "emissionLongitude")
        emissionRange = finite(Double(cell.emissionRange), "emissionRange")
        velocity = finite(Double(cell.velocity), "velocity")
        velocityRange = abs(finite(Double(cell.velocityRange), "velocityRange"))
        acceleration = (finite(Double(cell.xAcceleration), "xAcceleration"),
                        finite(Double(cell.yAcceleration), "yAcceleration"))
        scale = finite(Double(cell.scale), "scale")
        scaleRange = abs(finite(Double(cell.scaleRange), "scaleRange"))
        scaleSpeed = finite(Double(cell.scaleSpeed), "scaleSpeed")
        spin = finite(Double(cell.spin), "spin")
        spinRange = abs(finite(Double(cell.spinRange), "spinRange"))
        color = cell.color?.rgba ?? RGBA(r: 1, g: 1, b: 1, a: 1)
        colorRange = RGBA(
            r: abs(finite(Double(cell.redRange), "redRange")), g: abs(finite(Double(cell.greenRange), "greenRange")),
            b: abs(finite(Double(cell.blueRange), "blueRange")), a: abs(finite(Double(cell.alphaRange), "alphaRange")))
        colorSpeed = RGBA(
            r: finite(Double(cell.redSpeed), "redSpeed"), g: finite(Double(cell.greenSpeed), "greenSpeed"),
            b: finite(Double(cell.blueSpeed), "blueSpeed"), a: finite(Double(cell.alphaSpeed), "alphaSpeed"))
        let contentsScale = cell.contentsScale.isFinite && cell.contentsScale > 0 ? Double(cell.contentsScale) : 1
        if cell.contents != nil, !(cell.contents is CGImage) {
            problems.append("\(label).contents is a \(type(of: cell.contents!)), not a CGImage; nothing drawn")
        }
        (image, pointSize) = Self.crop(cell.contents as? CGImage, to: cell.contentsRect, scale: contentsScale)
        nearest = cell.magnificationFilter == CALayerContentsFilter.nearest.rawValue
        var timing = Timing()
        timing.begin = finite(cell.beginTime, "beginTime")
        timing.speed = finite(Double(cell.speed), "speed")
        timing.offset = finite(cell.timeOffset, "timeOffset")
        timing.active = Self.activeDuration(cell)
        self.timing = timing
        if depth >= Self.maximumDepth, !(cell.emitterCells ?? []).isEmpty {
            problems.append("\(label): sub-cells nested deeper than \(Self.maximumDepth) levels ignored")
            subcells = []
        } else {
            subcells = (cell.emitterCells ?? []).map { EmitterCellModel($0, depth: depth + 1, problems: &problems) }
        }
    }

    /// How long `cell` emits from its begin time: `repeatDuration`, else `duration` × repeats (× 2 when it
    /// autoreverses); infinite for a `duration` of 0 or an infinite repeat count.
    private static func activeDuration(_ cell: CAEmitterCell) -> Double {
        if cell.repeatDuration > 0, cell.repeatDuration.isFinite { return cell.repeatDuration }
        guard cell.duration > 0, cell.duration.isFinite else { return .infinity }
        let repeats = cell.repeatCount.isNaN || cell.repeatCount <= 0 ? 1 : Double(cell.repeatCount)
        return cell.duration * repeats * (cell.autoreverses ? 2 : 1)
    }

    /// `image` cropped to the unit rectangle `rect` (y down), and its size in points.
    private static func crop(_ image: CGImage?, to rect: CGRect, scale: Double) -> (CGImage?, CGSize) {
        guard let image, image.width > 0, image.height > 0 else { return (nil, .zero) }
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let r = rect.allFinite ? rect.standardized.intersection(unit) : unit
        guard !r.isNull, !r.isEmpty else { return (nil, .zero) }
        var cropped: CGImage? = image
        if r != unit {
            let w = CGFloat(image.width), h = CGFloat(image.height)
            cropped = image.cropping(to: CGRect(x: r.minX * w, y: r.minY * h, width: r.width * w, height: r.height * h))
        }
        guard let result = cropped else { return (nil, .zero) }
        return (result, CGSize(width: Double(result.width) / scale, height: Double(result.height) / scale))
    }

    /// The longest a particle of this cell, or of its sub-cells after it, can last: how far back a simulation
    /// must reach to show every particle alive now. `lifetimeScale` is the layer's `lifetime`.
    func horizon(lifetimeScale: Double) -> Double {
        let own = (lifetime + lifetimeRange) * lifetimeScale
        return own + (subcells.map { $0.horizon(lifetimeScale: lifetimeScale) }.max() ?? 0)
    }
}

/// The cells a `CAEmitterLayer` was given and their frozen models, stored as the layer's `emitterCells` property so
/// that presentation copies and a render server's mirror carry them (infrastructure, not Apple API).
final class EmitterCellList: @unchecked Sendable {
    /// The cell objects, as `emitterCells` returns them.
    let cells: [CAEmitterCell]
    /// Their models, in the same order.
    let models: [EmitterCellModel]

    /// Freezes `cells` (logging once what had to be repaired).
    init(_ cells: [CAEmitterCell]) {
        self.cells = cells
        var problems: [String] = []
        models = cells.map { EmitterCellModel($0, problems: &problems) }
        if !problems.isEmpty {
            Diagnostics.log("CAEmitterLayer.emitterCells: " + problems.joined(separator: "; "))
        }
    }
}

extension CGRect {
    /// Whether every coordinate is finite.
    fileprivate var allFinite: Bool { origin.x.isFinite && origin.y.isFinite && width.isFinite && height.isFinite }
}
