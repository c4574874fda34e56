// SPDX-License-Identifier: Apache-2.0

/// One plant of the Storyboards example's list.
public struct Plant: Equatable, Sendable {
    /// The kinds of plant, each with its picture in the app bundle (`Fern.png`, …).
    public enum Kind: String, CaseIterable, Sendable {
        case fern = "Fern", cactus = "Cactus", palm = "Palm"

        /// The name of the kind's picture in the app bundle.
        public var imageName: String { rawValue }

        /// How to look after a plant of this kind.
        public var care: String {
            switch self {
            case .fern: "Keep the soil moist and the light indirect; mist the fronds in dry weather."
            case .cactus: "Water sparingly, only when the soil is dry; give it as much sun as you can."
            case .palm: "Bright, indirect light; water when the top of the soil feels dry."
            }
        }
    }

    /// The plant's name, shown in its row and as the detail's title.
    public var name: String
    /// What kind of plant it is.
    public var kind: Kind

    /// A plant called `name` of `kind`.
    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// The plants the app starts with.
    public static let starters: [Plant] = [
        Plant(name: "Maidenhair Fern", kind: .fern), Plant(name: "Golden Barrel", kind: .cactus),
        Plant(name: "Kentia Palm", kind: .palm), Plant(name: "Boston Fern", kind: .fern),
    ]
}
