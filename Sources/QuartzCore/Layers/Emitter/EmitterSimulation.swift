// SPDX-License-Identifier: Apache-2.0

/// The particles of one `CAEmitterLayer`, simulated on the layer's clock (infrastructure, not Apple API).
///
/// Time advances in fixed steps of ``step`` seconds from the moment the emitter started (its *origin*: the layer's
/// local time when a frame first showed it, or its begin time when a frame showed it before that). In each step
/// every active cell bears `birthRate × step` particles (fractions carry over), spread evenly through the step,
/// and every living particle of a cell with sub-cells bears its sub-cells' particles where it is. Randomness comes
/// from ``EmitterRandom`` seeded by the layer's `seed` and the step's number, so the particles are a function of
/// the seed, the parameters and the time: two identical layers look identical at the same time, in any process.
///
/// A particle's state is closed-form in its age (position `p₀ + v·age + a·age²/2`, scale, spin and colour linear
/// in age), so steps only bear and retire particles, and a frame evaluates the living ones at its exact time.
/// Frames advance the simulation incrementally; a time earlier than the simulated one restarts it from the
/// origin. A jump further ahead than the longest a particle can live (at most ``maximumSpan``) skips the
/// steps whose particles would all be gone. At most ``maximumParticles`` live at once (births beyond are dropped,
/// logged once), so no parameter can hang a frame or exhaust memory.
final class EmitterSimulation {
    /// Seconds per simulation step.
    static let step = 1.0 / 60
    /// The most particles alive at once.
    static let maximumParticles = 10_000
    /// The longest stretch of time simulated to catch up with a frame, in seconds.
    static let maximumSpan = 120.0

    /// One living particle: its birth values; its state at any age follows from them.
    struct Particle {
        let cell: EmitterCellModel
        let birth: Double
        let death: Double
        let x0: Double, y0: Double
        let vx: Double, vy: Double
        let scale0: Double, scaleSpeed: Double
        let spin: Double
        let color0: RGBA
        /// Fractional births carried over, per sub-cell.
        var subAccumulators: [Double]

        /// The position at emitter time `t`.
        func position(at t: Double) -> (x: Double, y: Double) {
            let age = t - birth
            return (x0 + vx * age + 0.5 * cell.acceleration.x * age * age,
                    y0 + vy * age + 0.5 * cell.acceleration.y * age * age)
        }
    }

    /// Local time the emitter started at; nil until a frame shows it.
    private(set) var origin: Double?
    /// Steps simulated since the origin.
    private(set) var stepIndex = 0
    private(set) var particles: [Particle] = []
    /// Fractional births carried over, per top-level cell.
    private var accumulators: [Double] = []
    private var loggedCap = false
    /// Set when the cap refused a birth this step: the step's remaining births are dropped without a search.
    private var full = false
    /// The emitter time the last ``evaluate(at:settings:)`` was for, and what it found.
    private(set) var evaluatedTime: Double?
    private var evaluatedMode = CAEmitterLayerRenderMode.unordered
    private(set) var sprites: [EmitterSprite] = []
    /// The area the sprites cover (layer bounds space); null without any.
    private(set) var extent = CGRect.null

    /// Brings the simulation to the layer's local time `local` with `settings`, evaluates the particles then, and
    /// returns whether the emitter may still change (living particles, or cells that emit now or later).
    func advance(toLocalTime local: Double, settings: EmitterSettings) -> Bool {
        guard local.isFinite else { return false }
        if origin == nil { origin = max(0, local) }
        let t = local - origin!
        guard t >= 0 else {
            reset()
            sprites = []
            extent = .null
            evaluatedTime = t
            return settings.mayEmit(after: t)
        }
        let target = Int((t / Self.step + 1e-9).rounded(.down))
        if target < stepIndex { reset() }
        let horizon = min(Self.maximumSpan, settings.horizon)
        let reach = Int((horizon / Self.step).rounded(.up)) + 1
        if target - stepIndex > reach {
            // Every particle born before this would be gone by the target: start afresh just before it.
            reset()
            stepIndex = target - reach
        }
        let moved = stepIndex < target || evaluatedTime != t
        while stepIndex < target {
            stepIndex += 1
            runStep(stepIndex, settings)
        }
        // (The compositor's snapshot and its painting both ask for the frame's time: evaluate once.)
        if moved || settings.renderMode != evaluatedMode { evaluate(at: t, settings: settings) }
        return particles.contains { $0.death > t } || settings.mayEmit(after: t)
    }

    private func reset() {
        particles.removeAll()
        accumulators.removeAll()
        stepIndex = 0
    }

    // MARK: Steps

    /// Bears this step's particles and retires the dead.
    private func runStep(_ n: Int, _ settings: EmitterSettings) {
        let end = Double(n) * Self.step, start = end - Self.step
        var random = EmitterRandom(seed: settings.seed, step: n)
        full = false
        let parents = particles.count
        let models = settings.cells?.models ?? []
        if accumulators.count != models.count { accumulators = Array(repeating: 0, count: models.count) }
        if settings.birthRate > 0 {
            for (i, cell) in models.enumerated()
            where cell.enabled && cell.birthRate > 0 && cell.timing.isActive(at: start) {
                accumulators[i] += cell.birthRate * settings.birthRate * Self.step
                let count = Self.take(&accumulators[i])
                for k in 0..<count {
                    let b = start + Self.step * Double(k + 1) / Double(count)
                    let origin = settings.birthPoint(&random)
                    guard bear(cell, at: b, x: origin.x, y: origin.y, settings: settings, random: &random) else {
                        break
                    }
                }
            }
            for p in 0..<parents where !particles[p].cell.subcells.isEmpty {
                emitSubcells(of: p, start: start, end: end, settings: settings, random: &random)
            }
        }
        if n % 8 == 0 || particles.count >= Self.maximumParticles { particles.removeAll { $0.death <= end } }
    }

    /// Lets particle `p` bear its sub-cells' particles during the step from `start` to `end`.
    private func emitSubcells(of p: Int, start: Double, end: Double, settings: EmitterSettings,
                              random: inout EmitterRandom)
    {
        let parent = particles[p]
        guard parent.birth < end, parent.death > start else { return }
        let age = max(0, start - parent.birth)
        for (j, sub) in parent.cell.subcells.enumerated()
        where sub.enabled && sub.birthRate > 0 && sub.timing.isActive(at: age) {
            particles[p].subAccumulators[j] += sub.birthRate * settings.birthRate * Self.step
            let count = Self.take(&particles[p].subAccumulators[j])
            for k in 0..<count {
                let b = min(max(start + Self.step * Double(k + 1) / Double(count), parent.birth), parent.death)
                let at = parent.position(at: b)
                guard bear(sub, at: b, x: at.x, y: at.y, settings: settings, random: &random) else { return }
            }
        }
    }

    /// The whole births in `accumulator`, removed from it.
    private static func take(_ accumulator: inout Double) -> Int {
        let whole = (accumulator + 1e-9).rounded(.down)
        accumulator = max(0, accumulator - whole)
        return Int(min(whole, Double(maximumParticles)))
    }

    /// Adds one particle of `cell` born at emitter time `b` at (`x`, `y`); false when the particle cap refused it.
    @discardableResult
    private func bear(_ cell: EmitterCellModel, at b: Double, x: Double, y: Double, settings: EmitterSettings,
                      random: inout EmitterRandom) -> Bool
    {
        let life = max(0, cell.lifetime + cell.lifetimeRange * random.signed()) * settings.lifetime
        let angle = cell.longitude + cell.emissionRange * (random.unit() - 0.5)
        let speed = (cell.velocity + cell.velocityRange * random.signed()) * settings.velocity * cos(cell.latitude)
        let scale0 = (cell.scale + cell.scaleRange * random.signed()) * settings.scale
        let spin = (cell.spin + cell.spinRange * random.signed()) * settings.spin
        let c = cell.color, r = cell.colorRange
        let color = RGBA(r: c.r + r.r * random.signed(), g: c.g + r.g * random.signed(),
                         b: c.b + r.b * random.signed(), a: c.a + r.a * random.signed())
        guard life > 0 else { return true }
        guard !full else { return false }
        if particles.count >= Self.maximumParticles {
            particles.removeAll { $0.death <= b }
            guard particles.count < Self.maximumParticles else {
                full = true
                if !loggedCap {
                    loggedCap = true
                    Diagnostics.log("CAEmitterLayer: more than \(Self.maximumParticles) particles alive; "
                        + "further births dropped")
                }
                return false
            }
        }
        particles.append(Particle(
            cell: cell, birth: b, death: b + life, x0: x, y0: y, vx: speed * cos(angle), vy: speed * sin(angle),
            scale0: scale0, scaleSpeed: cell.scaleSpeed * settings.scale, spin: spin, color0: color,
            subAccumulators: Array(repeating: 0, count: cell.subcells.count)))
        return true
    }

    // MARK: Evaluation

    /// Works out the sprites the living particles show at emitter time `t`, in drawing order.
    private func evaluate(at t: Double, settings: EmitterSettings) {
        evaluatedTime = t
        evaluatedMode = settings.renderMode
        var out: [EmitterSprite] = []
        var box = CGRect.null
        for p in particles where p.birth <= t && t < p.death && p.cell.enabled {
            guard let image = p.cell.image else { continue }
            let age = t - p.birth
            let scale = p.scale0 + p.scaleSpeed * age
            func channel(_ v: Double, _ speed: Double) -> Double { min(1, max(0, v + speed * age)) }
            let s = p.cell.colorSpeed
            let color = RGBA(r: channel(p.color0.r, s.r), g: channel(p.color0.g, s.g), b: channel(p.color0.b, s.b),
                             a: channel(p.color0.a, s.a))
            let size = CGSize(width: p.cell.pointSize.width * scale, height: p.cell.pointSize.height * scale)
            guard scale > 0, color.a > 0, size.width > 0, size.height > 0 else { continue }
            let (x, y) = p.position(at: t)
            guard x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { continue }
            let sprite = EmitterSprite(center: CGPoint(x: x, y: y), size: size, angle: p.spin * age, color: color,
                                       image: image, nearest: p.cell.nearest)
            out.append(sprite)
            let radius = hypot(size.width, size.height) / 2 + 1
            box = box.union(CGRect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius))
        }
        if settings.renderMode == .oldestLast { out.reverse() }
        sprites = out
        extent = box
    }
}

/// One particle as drawn: centre and size in the layer's bounds space, rotation, colour and image.
struct EmitterSprite {
    var center: CGPoint
    var size: CGSize
    /// Radians, clockwise on screen.
    var angle: Double
    var color: RGBA
    var image: CGImage
    var nearest: Bool
}

/// A small, fast, seedable generator (SplitMix64): the emitter's only source of randomness, so particles are the
/// same on every run and platform.
struct EmitterRandom {
    private var state: UInt64

    /// The generator for simulation step `step` of an emitter with `seed`.
    init(seed: UInt32, step: Int) {
        state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(step)) &* 0xD1B5_4A32_D192_ED03
        _ = next()
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// A number in -1..<1.
    mutating func signed() -> Double { 2 * unit() - 1 }
}
