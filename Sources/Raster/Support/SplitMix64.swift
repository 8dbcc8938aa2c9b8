/// A small deterministic generator (SplitMix64): the same numbers for the same seed on every
/// machine, for generated test inputs that must reproduce. Not for anything that must be unguessable.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    package var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
