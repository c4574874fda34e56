// SPDX-License-Identifier: Apache-2.0

/// Clear-box views of an emitter's simulation for tests (package access; not Apple API).
extension CAEmitterLayer {
    /// How many particles the simulation holds (living ones, and dead ones not yet retired).
    package var simulatedParticleCount: Int { withSimulation { $0.particles.count } }

    /// How many particles the last frame showed.
    package var drawnParticleCount: Int { withSimulation { $0.sprites.count } }
}
