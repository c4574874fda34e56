// SPDX-License-Identifier: Apache-2.0

/// A `CAEmitterLayer`'s own parameters as one frame presents them, repaired for the simulation: multipliers
/// finite (rates and lifetimes not negative), the shape and mode known (infrastructure, not Apple API).
struct EmitterSettings {
    var birthRate = 1.0
    var lifetime = 1.0
    var velocity = 1.0
    var scale = 1.0
    var spin = 1.0
    var position = CGPoint.zero
    var size = CGSize.zero
    var shape = CAEmitterLayerEmitterShape.point
    var mode = CAEmitterLayerEmitterMode.volume
    var renderMode = CAEmitterLayerRenderMode.unordered
    var seed: UInt32 = 0
    var cells: EmitterCellList?

    /// The settings in the presented values `props` (a non-finite number reads as its default; a negative birth
    /// rate or lifetime as 0).
    init(_ props: LayerProperties) {
        birthRate = max(0, Double(props.extraNumber("birthRate", 1)))
        lifetime = max(0, Double(props.extraNumber("lifetime", 1)))
        velocity = Double(props.extraNumber("velocity", 1))
        scale = Double(props.extraNumber("scale", 1))
        spin = Double(props.extraNumber("spin", 1))
        position = props.extraPoint("emitterPosition", .zero)
        if let s = props.extra["emitterSize"] as? CGSize, s.width.isFinite, s.height.isFinite { size = s }
        shape = props.extraValue("emitterShape", .point)
        mode = props.extraValue("emitterMode", .volume)
        renderMode = props.extraValue("renderMode", .unordered)
        if let value = props.extra["seed"] as? UInt32 {
            seed = value
        } else {
            // Key-value coding stores plain numbers.
            let n = props.extraNumber("seed", 0)
            seed = n >= 0 && n <= CGFloat(UInt32.max) ? UInt32(n) : 0
        }
        cells = props.extra["emitterCells"] as? EmitterCellList
    }

    /// How far back a simulation must reach to show every particle alive now (seconds).
    var horizon: Double {
        (cells?.models ?? []).map { $0.horizon(lifetimeScale: lifetime) }.max() ?? 0
    }

    /// Whether some top-level cell emits at emitter time `t` or later.
    func mayEmit(after t: Double) -> Bool {
        guard birthRate > 0 else { return false }
        return (cells?.models ?? []).contains { $0.enabled && $0.birthRate > 0 && $0.timing.mayEmit(after: t) }
    }

    /// Where a new top-level particle starts: a point of the emitter's shape chosen by its mode (see
    /// `CAEmitterLayerEmitterShape` and `CAEmitterLayerEmitterMode`).
    func birthPoint(_ random: inout EmitterRandom) -> (x: Double, y: Double) {
        let cx = Double(position.x), cy = Double(position.y)
        let w = Double(size.width), h = Double(size.height)
        switch shape {
        case .line:
            return (cx + w * (random.unit() - 0.5), cy)
        case .rectangle, .cuboid:
            guard mode == .outline else { return (cx + w * (random.unit() - 0.5), cy + h * (random.unit() - 0.5)) }
            // A point along the perimeter, each side in proportion to its length.
            let aw = abs(w), ah = abs(h)
            var d = random.unit() * 2 * (aw + ah)
            let left = cx - aw / 2, top = cy - ah / 2
            if d < aw { return (left + d, top) }
            d -= aw
            if d < ah { return (left + aw, top + d) }
            d -= ah
            if d < aw { return (left + aw - d, top + ah) }
            return (left, top + ah - (d - aw))
        case .circle, .sphere:
            let angle = 2 * Double.pi * random.unit()
            let radius = abs(w) * (mode == .outline ? 1 : random.unit().squareRoot())
            return (cx + radius * cos(angle), cy + radius * sin(angle))
        default:
            return (cx, cy)
        }
    }
}
