// SPDX-License-Identifier: Apache-2.0
//
// Calls Swift convenience initialisers with a metatype chosen at run time (docs/ARCHITECTURE.md, "Creating
// classes from their metatypes"). Each declaration names the allocating entry point of a convenience initialiser
// that QuartzCore or UIKit declares for this purpose (LayerFactory.swift, ObjectFactory.swift); its Swift
// calling convention passes the metatype as `self`, which Clang spells `swiftcall` with a `swift_context`
// parameter. Only the module that calls a function below references its symbol.

#ifndef TOUCHSTONE_DYNAMIC_INIT_H
#define TOUCHSTONE_DYNAMIC_INIT_H

#define TOUCHSTONE_SWIFTCALL __attribute__((swiftcall))
#define TOUCHSTONE_SELF __attribute__((swift_context))

// QuartzCore: CALayer.init(_touchstoneFactory:), CALayer.init(_touchstoneFactoryCopying:),
// CAAnimation.init(_touchstoneFactory:).
extern void *_Nonnull touchstone_swift_layer_init(void *_Nonnull TOUCHSTONE_SELF metatype) TOUCHSTONE_SWIFTCALL
    __asm__("$s10QuartzCore7CALayerC18_touchstoneFactoryACyt_tcfC");
extern void *_Nonnull touchstone_swift_layer_copy(void *_Nonnull layer, void *_Nonnull TOUCHSTONE_SELF metatype)
    TOUCHSTONE_SWIFTCALL __asm__("$s10QuartzCore7CALayerC25_touchstoneFactoryCopyingA2C_tcfC");
extern void *_Nonnull touchstone_swift_animation_init(void *_Nonnull TOUCHSTONE_SELF metatype) TOUCHSTONE_SWIFTCALL
    __asm__("$s10QuartzCore11CAAnimationC18_touchstoneFactoryACyt_tcfC");

// UIKit: UIResponder.init(_touchstoneFactory:).
extern void *_Nonnull touchstone_swift_responder_init(void *_Nonnull TOUCHSTONE_SELF metatype) TOUCHSTONE_SWIFTCALL
    __asm__("$s5UIKit11UIResponderC18_touchstoneFactoryACyt_tcfC");

// UIKit: UIBarItem.init(_touchstoneFactory:) (appearance proxies, Appearance/UIAppearance.swift).
extern void *_Nonnull touchstone_swift_bar_item_init(void *_Nonnull TOUCHSTONE_SELF metatype) TOUCHSTONE_SWIFTCALL
    __asm__("$s5UIKit9UIBarItemC18_touchstoneFactoryACyt_tcfC");

/// A new instance of the UIBarItem subclass `metatype`, made by its `init()`; returned at +1.
static inline void *_Nonnull touchstone_make_bar_item(void *_Nonnull metatype) {
    return touchstone_swift_bar_item_init(metatype);
}

// UIKit: UIBarAppearance, UIBarButtonItemAppearance and UITabBarItemAppearance init(_touchstoneFactory:), so an
// appearance's copy() keeps its class (Bars/BarAppearanceFactory.swift).
extern void *_Nonnull touchstone_swift_bar_appearance_init(void *_Nonnull TOUCHSTONE_SELF metatype) TOUCHSTONE_SWIFTCALL
    __asm__("$s5UIKit15UIBarAppearanceC18_touchstoneFactoryACyt_tcfC");
extern void *_Nonnull touchstone_swift_bar_button_item_appearance_init(void *_Nonnull TOUCHSTONE_SELF metatype)
    TOUCHSTONE_SWIFTCALL __asm__("$s5UIKit25UIBarButtonItemAppearanceC18_touchstoneFactoryACyt_tcfC");
extern void *_Nonnull touchstone_swift_tab_bar_item_appearance_init(void *_Nonnull TOUCHSTONE_SELF metatype)
    TOUCHSTONE_SWIFTCALL __asm__("$s5UIKit22UITabBarItemAppearanceC18_touchstoneFactoryACyt_tcfC");

/// A new instance of the appearance class `metatype` (one of the three above or a subclass), made by its `init()`;
/// returned at +1. `kind` 0: bar appearance, 1: bar button item appearance, 2: tab bar item appearance.
static inline void *_Nonnull touchstone_make_bar_appearance(void *_Nonnull metatype, int kind) {
    switch (kind) {
    case 1: return touchstone_swift_bar_button_item_appearance_init(metatype);
    case 2: return touchstone_swift_tab_bar_item_appearance_init(metatype);
    default: return touchstone_swift_bar_appearance_init(metatype);
    }
}

// UIKit: UITableViewCell.init(_touchstoneTableFactory:), UITableViewHeaderFooterView.init(_touchstoneTableFactory:)
// (UITableViewCell+TableHooks.swift).
extern void *_Nonnull touchstone_swift_table_cell_init(void *_Nonnull TOUCHSTONE_SELF metatype) TOUCHSTONE_SWIFTCALL
    __asm__("$s5UIKit15UITableViewCellC23_touchstoneTableFactoryACyt_tcfC");
extern void *_Nonnull touchstone_swift_table_header_footer_init(void *_Nonnull TOUCHSTONE_SELF metatype)
    TOUCHSTONE_SWIFTCALL __asm__("$s5UIKit023UITableViewHeaderFooterC0C23_touchstoneTableFactoryACyt_tcfC");

/// A new instance of the CALayer subclass `metatype`, made by its `init()`; returned at +1.
static inline void *_Nonnull touchstone_make_layer(void *_Nonnull metatype) {
    return touchstone_swift_layer_init(metatype);
}
/// A new instance of the CALayer subclass `metatype`, made by its `init(layer:)` from `layer` (consumed, +1).
static inline void *_Nonnull touchstone_copy_layer(void *_Nonnull layer, void *_Nonnull metatype) {
    return touchstone_swift_layer_copy(layer, metatype);
}
/// A new instance of the CAAnimation subclass `metatype`, made by its `init()`; returned at +1.
static inline void *_Nonnull touchstone_make_animation(void *_Nonnull metatype) {
    return touchstone_swift_animation_init(metatype);
}
/// A new instance of the UIResponder subclass `metatype`, made by its `init()`; returned at +1.
static inline void *_Nonnull touchstone_make_responder(void *_Nonnull metatype) {
    return touchstone_swift_responder_init(metatype);
}

/// A new instance of the UITableViewCell subclass `metatype`, made by its `init(style:reuseIdentifier:)`; +1.
static inline void *_Nonnull touchstone_make_table_cell(void *_Nonnull metatype) {
    return touchstone_swift_table_cell_init(metatype);
}
/// A new instance of the UITableViewHeaderFooterView subclass `metatype`, made by its `init(reuseIdentifier:)`; +1.
static inline void *_Nonnull touchstone_make_table_header_footer(void *_Nonnull metatype) {
    return touchstone_swift_table_header_footer_init(metatype);
}

// UIKit: UIStoryboardSegue.init(_touchstoneFactory:) (a storyboard's custom segue classes,
// InterfaceBuilder/IBSegues.swift).
extern void *_Nonnull touchstone_swift_storyboard_segue_init(void *_Nonnull TOUCHSTONE_SELF metatype)
    TOUCHSTONE_SWIFTCALL __asm__("$s5UIKit17UIStoryboardSegueC18_touchstoneFactoryACyt_tcfC");

/// A new instance of the UIStoryboardSegue subclass `metatype`, made by its `init(identifier:source:destination:)`
/// with the arguments UIKit set aside; returned at +1.
static inline void *_Nonnull touchstone_make_storyboard_segue(void *_Nonnull metatype) {
    return touchstone_swift_storyboard_segue_init(metatype);
}

// UIKit: UICollectionViewLayoutAttributes.init(_touchstoneFactory:) (copies of the layout's own attributes class)
// and UICollectionViewLayoutInvalidationContext.init(_touchstoneFactory:) (a layout's invalidationContextClass).
extern void *_Nonnull touchstone_swift_layout_attributes_init(void *_Nonnull TOUCHSTONE_SELF metatype)
    TOUCHSTONE_SWIFTCALL __asm__("$s5UIKit32UICollectionViewLayoutAttributesC18_touchstoneFactoryACyt_tcfC");
extern void *_Nonnull touchstone_swift_invalidation_context_init(void *_Nonnull TOUCHSTONE_SELF metatype)
    TOUCHSTONE_SWIFTCALL __asm__("$s5UIKit41UICollectionViewLayoutInvalidationContextC18_touchstoneFactoryACyt_tcfC");

/// A new instance of the UICollectionViewLayoutAttributes subclass `metatype`, made by its `init()`; +1.
static inline void *_Nonnull touchstone_make_layout_attributes(void *_Nonnull metatype) {
    return touchstone_swift_layout_attributes_init(metatype);
}
/// A new instance of the UICollectionViewLayoutInvalidationContext subclass `metatype`, made by its `init()`; +1.
static inline void *_Nonnull touchstone_make_invalidation_context(void *_Nonnull metatype) {
    return touchstone_swift_invalidation_context_init(metatype);
}

// QuartzCore: which implementation of CALayer.draw(in:) a layer class has (LayerDrawing.swift). Objective-C
// would compare method implementations; Swift's runtime answers the same question for a class method through its
// method descriptor and the declaring class's descriptor.
extern const char touchstone_layer_draw_method __asm__("$s10QuartzCore7CALayerC4draw2iny0B8Graphics9CGContextC_tFTq");
extern const char touchstone_layer_class_descriptor __asm__("$s10QuartzCore7CALayerCMn");
extern void *_Nullable swift_lookUpClassMethod(const void *_Nonnull metadata, const void *_Nonnull method,
                                               const void *_Nonnull description);

/// The implementation of `draw(in:)` in the vtable of the CALayer subclass `metadata`.
static inline const void *_Nullable touchstone_layer_draw_implementation(const void *_Nonnull metadata) {
    return swift_lookUpClassMethod(metadata, &touchstone_layer_draw_method, &touchstone_layer_class_descriptor);
}

// UIKit: which implementation of UIView.hitTest(_:with:) a view class has (UIView+HitTesting.swift), so the default
// hit test can walk views that do not override it in a loop instead of one native call per level.
extern const char touchstone_view_hit_test_method
    __asm__("$s5UIKit6UIViewC7hitTest_4withACSg10Foundation7CGPointV_AA7UIEventCSgtFTq");
extern const char touchstone_view_class_descriptor __asm__("$s5UIKit6UIViewCMn");

/// The implementation of `hitTest(_:with:)` in the vtable of the UIView subclass `metadata`.
static inline const void *_Nullable touchstone_view_hit_test_implementation(const void *_Nonnull metadata) {
    return swift_lookUpClassMethod(metadata, &touchstone_view_hit_test_method, &touchstone_view_class_descriptor);
}

// MapKit: MKAnnotationView.init(_touchstoneFactory:) (MapKit/AnnotationViewFactory.swift), so a registered
// annotation view class runs its own init(annotation:reuseIdentifier:).
extern void *_Nonnull touchstone_swift_annotation_view_init(void *_Nonnull TOUCHSTONE_SELF metatype)
    TOUCHSTONE_SWIFTCALL __asm__("$s6MapKit16MKAnnotationViewC18_touchstoneFactoryACyt_tcfC");

/// A new instance of the MKAnnotationView subclass `metatype`, made by its `init(annotation:reuseIdentifier:)`; +1.
static inline void *_Nonnull touchstone_make_annotation_view(void *_Nonnull metatype) {
    return touchstone_swift_annotation_view_init(metatype);
}

#endif
