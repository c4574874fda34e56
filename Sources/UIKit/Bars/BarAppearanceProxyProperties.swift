// SPDX-License-Identifier: Apache-2.0

import Foundation

extension AppearanceProperty {
    /// The bars' appearance properties appearance proxies carry (`UINavigationBar.appearance().standardAppearance
    /// = …`): a proxy or a bar has one set when the bar's own copy is not nil.
    package static var barAppearanceProperties: [AppearanceProperty] {
        [
            .accessors("standardAppearance", get: { (b: UINavigationBar) in b.appearanceSlots.standard },
                       set: { $0.appearanceSlots.standard = $1?.copy(); $0.appearancesDidChange() }),
            .accessors("compactAppearance", get: { (b: UINavigationBar) in b.appearanceSlots.compact },
                       set: { $0.appearanceSlots.compact = $1?.copy(); $0.appearancesDidChange() }),
            .accessors("scrollEdgeAppearance", get: { (b: UINavigationBar) in b.appearanceSlots.scrollEdge },
                       set: { $0.appearanceSlots.scrollEdge = $1?.copy(); $0.appearancesDidChange() }),
            .accessors("compactScrollEdgeAppearance", get: { (b: UINavigationBar) in b.appearanceSlots.compactScrollEdge },
                       set: { $0.appearanceSlots.compactScrollEdge = $1?.copy(); $0.appearancesDidChange() }),
            .accessors("standardAppearance", get: { (b: UIToolbar) in b.appearanceSlots.standard },
                       set: { $0.appearanceSlots.standard = $1?.copy(); $0.lookDidChange() }),
            .accessors("compactAppearance", get: { (b: UIToolbar) in b.appearanceSlots.compact },
                       set: { $0.appearanceSlots.compact = $1?.copy(); $0.lookDidChange() }),
            .accessors("scrollEdgeAppearance", get: { (b: UIToolbar) in b.appearanceSlots.scrollEdge },
                       set: { $0.appearanceSlots.scrollEdge = $1?.copy(); $0.lookDidChange() }),
            .accessors("compactScrollEdgeAppearance", get: { (b: UIToolbar) in b.appearanceSlots.compactScrollEdge },
                       set: { $0.appearanceSlots.compactScrollEdge = $1?.copy(); $0.lookDidChange() }),
            .accessors("standardAppearance", get: { (b: UITabBar) in b.appearanceSlots.standard },
                       set: { $0.appearanceSlots.standard = $1?.copy(); $0.lookDidChange() }),
            .accessors("scrollEdgeAppearance", get: { (b: UITabBar) in b.appearanceSlots.scrollEdge },
                       set: { $0.appearanceSlots.scrollEdge = $1?.copy(); $0.lookDidChange() }),
        ]
    }
}
