// SPDX-License-Identifier: Apache-2.0
//
// A small C API over Box2D 2.4 (C++), for UIKit Dynamics (Sources/UIKit/Dynamics/, the only importer; see
// docs/ARCHITECTURE.md, "UIKit Dynamics"). Swift sees plain C: opaque handles, floats in metres, seconds and
// radians, and integer tags that name UIKit's items and boundaries. Nothing of Box2D's C++ crosses this header.

#ifndef TOUCHSTONE_CBOX2D_H
#define TOUCHSTONE_CBOX2D_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A physics world: bodies, joints, the contact filter and the contact events of the last steps.
typedef struct CBox2DWorld CBox2DWorld;
/// A rigid body of a world (owned by the world).
typedef struct CBox2DBody CBox2DBody;
/// A joint between two bodies of a world (owned by the world).
typedef struct CBox2DJoint CBox2DJoint;

/// Whether the shapes tagged `tagA` and `tagB` may collide (non-zero: yes). Called during a step.
typedef int (*CBox2DShouldCollide)(void *_Nullable context, uintptr_t tagA, uintptr_t tagB);

/// A contact that began (`began` 1, with the mean contact point) or ended (`began` 0) between two tagged shapes.
typedef struct {
    int began;
    uintptr_t tagA;
    uintptr_t tagB;
    float x;
    float y;
} CBox2DContactEvent;

enum { CBOX2D_STATIC = 0, CBOX2D_KINEMATIC = 1, CBOX2D_DYNAMIC = 2 };

CBox2DWorld *_Nonnull cbox2d_world_create(void);
void cbox2d_world_destroy(CBox2DWorld *_Nonnull world);
/// Installs the contact filter; a null function lets every pair collide.
void cbox2d_world_set_filter(CBox2DWorld *_Nonnull world, CBox2DShouldCollide _Nullable filter,
                             void *_Nullable context);
void cbox2d_world_step(CBox2DWorld *_Nonnull world, float dt, int velocityIterations, int positionIterations);
int cbox2d_world_contact_event_count(const CBox2DWorld *_Nonnull world);
CBox2DContactEvent cbox2d_world_contact_event(const CBox2DWorld *_Nonnull world, int index);
void cbox2d_world_clear_contact_events(CBox2DWorld *_Nonnull world);
/// The dynamic bodies that are awake.
int cbox2d_world_awake_dynamic_count(const CBox2DWorld *_Nonnull world);

CBox2DBody *_Nonnull cbox2d_body_create(CBox2DWorld *_Nonnull world, int type, float x, float y, float angle);
void cbox2d_body_destroy(CBox2DWorld *_Nonnull world, CBox2DBody *_Nonnull body);
void cbox2d_body_set_type(CBox2DBody *_Nonnull body, int type);
/// Sets the mass (kg) and the rotational inertia about the centre (kg·m²); fixtures carry no density.
void cbox2d_body_set_mass(CBox2DBody *_Nonnull body, float mass, float inertia);
float cbox2d_body_mass(const CBox2DBody *_Nonnull body);
void cbox2d_body_set_transform(CBox2DBody *_Nonnull body, float x, float y, float angle);
void cbox2d_body_get_transform(const CBox2DBody *_Nonnull body, float *_Nonnull x, float *_Nonnull y,
                               float *_Nonnull angle);
void cbox2d_body_set_velocity(CBox2DBody *_Nonnull body, float vx, float vy, float angular);
void cbox2d_body_get_velocity(const CBox2DBody *_Nonnull body, float *_Nonnull vx, float *_Nonnull vy,
                              float *_Nonnull angular);
void cbox2d_body_set_damping(CBox2DBody *_Nonnull body, float linear, float angular);
void cbox2d_body_set_fixed_rotation(CBox2DBody *_Nonnull body, int fixed);
/// Applies a force (N) at a world point; `wake` 0 leaves a sleeping body asleep (and the force unapplied).
void cbox2d_body_apply_force(CBox2DBody *_Nonnull body, float fx, float fy, float px, float py, int wake);
/// Applies an impulse (N·s) at a world point, waking the body.
void cbox2d_body_apply_impulse(CBox2DBody *_Nonnull body, float ix, float iy, float px, float py);
void cbox2d_body_set_awake(CBox2DBody *_Nonnull body, int awake);
int cbox2d_body_is_awake(const CBox2DBody *_Nonnull body);

/// Removes every shape of the body (ending their contacts).
void cbox2d_body_clear_shapes(CBox2DBody *_Nonnull body);
/// A rectangle of half-extents `hw`, `hh` centred on the body.
void cbox2d_body_add_box(CBox2DBody *_Nonnull body, float hw, float hh, float friction, float restitution,
                         uintptr_t tag);
void cbox2d_body_add_circle(CBox2DBody *_Nonnull body, float radius, float cx, float cy, float friction,
                            float restitution, uintptr_t tag);
/// A convex polygon of 3…8 points (x, y pairs, body coordinates); 0 when Box2D finds it degenerate (not added).
int cbox2d_body_add_polygon(CBox2DBody *_Nonnull body, const float *_Nonnull xy, int count, float friction,
                            float restitution, uintptr_t tag);
/// A two-sided segment (boundaries).
void cbox2d_body_add_edge(CBox2DBody *_Nonnull body, float x1, float y1, float x2, float y2, float friction,
                          float restitution, uintptr_t tag);
/// Sets friction and restitution of every shape of the body and re-runs the contact filter on them.
void cbox2d_body_set_material(CBox2DBody *_Nonnull body, float friction, float restitution);
/// Re-runs the contact filter for the body's shapes (after the filter's answers changed).
void cbox2d_body_refilter(CBox2DBody *_Nonnull body);

/// A distance joint between anchors (world points). `frequency` > 0 makes it a spring (Hz, damping ratio);
/// `minLength` < `maxLength` with no spring makes it a rope.
CBox2DJoint *_Nonnull cbox2d_joint_distance(CBox2DWorld *_Nonnull world, CBox2DBody *_Nonnull a, float ax, float ay,
                                            CBox2DBody *_Nonnull b, float bx, float by, float length,
                                            float minLength, float maxLength, float frequency, float dampingRatio);
/// A pin joining the point (ax, ay) of `a` to the point (bx, by) of `b` (each in its body's own coordinates);
/// optional limits on the relative angle (radians, from the current one) and a friction torque (N·m, 0 for none).
CBox2DJoint *_Nonnull cbox2d_joint_revolute(CBox2DWorld *_Nonnull world, CBox2DBody *_Nonnull a, float ax, float ay,
                                            CBox2DBody *_Nonnull b, float bx, float by, int limit, float lower,
                                            float upper, float frictionTorque);
/// A slide along a world axis through a world anchor, without rotation; optional translation limits (m) and
/// friction force (N).
CBox2DJoint *_Nonnull cbox2d_joint_prismatic(CBox2DWorld *_Nonnull world, CBox2DBody *_Nonnull a,
                                             CBox2DBody *_Nonnull b, float x, float y, float axisX, float axisY,
                                             int limit, float lower, float upper, float friction);
/// Glues two bodies at a world anchor.
CBox2DJoint *_Nonnull cbox2d_joint_weld(CBox2DWorld *_Nonnull world, CBox2DBody *_Nonnull a,
                                        CBox2DBody *_Nonnull b, float x, float y);
/// Pulls the point of `body` now at the world point `grab` towards the world target (x, y) with a spring (Hz,
/// damping ratio) of at most `maxForce` (N).
CBox2DJoint *_Nonnull cbox2d_joint_mouse(CBox2DWorld *_Nonnull world, CBox2DBody *_Nonnull ground,
                                         CBox2DBody *_Nonnull body, float grabX, float grabY, float x, float y,
                                         float maxForce, float frequency, float dampingRatio);
void cbox2d_joint_destroy(CBox2DWorld *_Nonnull world, CBox2DJoint *_Nonnull joint);

#ifdef __cplusplus
}
#endif

#endif
