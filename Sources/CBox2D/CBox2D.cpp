// SPDX-License-Identifier: Apache-2.0
//
// The C API of include/CBox2D.h over Box2D 2.4's C++ classes. Handles are Box2D's own objects cast to opaque
// structs; shapes carry UIKit's tags in their user data; contact events are buffered here and read by Swift after
// each step, so no Swift code runs inside Box2D except the contact filter.

#include "CBox2D.h"

#include <box2d/box2d.h>

#include <vector>

namespace {

class Filter final : public b2ContactFilter {
public:
    CBox2DShouldCollide function = nullptr;
    void *context = nullptr;

    bool ShouldCollide(b2Fixture *a, b2Fixture *b) override {
        if (function == nullptr) return true;
        return function(context, a->GetUserData().pointer, b->GetUserData().pointer) != 0;
    }
};

class Listener final : public b2ContactListener {
public:
    std::vector<CBox2DContactEvent> events;

    void BeginContact(b2Contact *contact) override {
        CBox2DContactEvent event{1, tagA(contact), tagB(contact), 0, 0};
        b2WorldManifold manifold;
        contact->GetWorldManifold(&manifold);
        int count = contact->GetManifold()->pointCount;
        if (count > 0) {
            for (int i = 0; i < count; i++) {
                event.x += manifold.points[i].x;
                event.y += manifold.points[i].y;
            }
            event.x /= count;
            event.y /= count;
        } else {
            b2Vec2 a = contact->GetFixtureA()->GetBody()->GetPosition();
            b2Vec2 b = contact->GetFixtureB()->GetBody()->GetPosition();
            event.x = (a.x + b.x) / 2;
            event.y = (a.y + b.y) / 2;
        }
        events.push_back(event);
    }

    void EndContact(b2Contact *contact) override {
        events.push_back(CBox2DContactEvent{0, tagA(contact), tagB(contact), 0, 0});
    }

private:
    static uintptr_t tagA(b2Contact *c) { return c->GetFixtureA()->GetUserData().pointer; }
    static uintptr_t tagB(b2Contact *c) { return c->GetFixtureB()->GetUserData().pointer; }
};

struct World {
    b2World world{b2Vec2(0, 0)};
    Filter filter;
    Listener listener;

    World() {
        world.SetContactFilter(&filter);
        world.SetContactListener(&listener);
    }
};

World *cast(CBox2DWorld *w) { return reinterpret_cast<World *>(w); }
const World *cast(const CBox2DWorld *w) { return reinterpret_cast<const World *>(w); }
b2Body *cast(CBox2DBody *b) { return reinterpret_cast<b2Body *>(b); }
const b2Body *cast(const CBox2DBody *b) { return reinterpret_cast<const b2Body *>(b); }
CBox2DJoint *handle(b2Joint *j) { return reinterpret_cast<CBox2DJoint *>(j); }

b2BodyType bodyType(int type) {
    switch (type) {
    case CBOX2D_STATIC: return b2_staticBody;
    case CBOX2D_KINEMATIC: return b2_kinematicBody;
    default: return b2_dynamicBody;
    }
}

void addFixture(b2Body *body, const b2Shape *shape, float friction, float restitution, uintptr_t tag) {
    b2FixtureDef def;
    def.shape = shape;
    def.density = 0;  // the body's mass is set explicitly (cbox2d_body_set_mass)
    def.friction = friction;
    def.restitution = restitution;
    def.userData.pointer = tag;
    // Adding a fixture recomputes the mass from densities; keep the explicit mass.
    b2MassData mass;
    body->GetMassData(&mass);
    body->CreateFixture(&def);
    if (body->GetType() == b2_dynamicBody) body->SetMassData(&mass);
}

}  // namespace

extern "C" {

CBox2DWorld *cbox2d_world_create(void) { return reinterpret_cast<CBox2DWorld *>(new World()); }

void cbox2d_world_destroy(CBox2DWorld *world) { delete cast(world); }

void cbox2d_world_set_filter(CBox2DWorld *world, CBox2DShouldCollide filter, void *context) {
    cast(world)->filter.function = filter;
    cast(world)->filter.context = context;
}

void cbox2d_world_step(CBox2DWorld *world, float dt, int velocityIterations, int positionIterations) {
    cast(world)->world.Step(dt, velocityIterations, positionIterations);
}

int cbox2d_world_contact_event_count(const CBox2DWorld *world) {
    return static_cast<int>(cast(world)->listener.events.size());
}

CBox2DContactEvent cbox2d_world_contact_event(const CBox2DWorld *world, int index) {
    return cast(world)->listener.events.at(static_cast<size_t>(index));
}

void cbox2d_world_clear_contact_events(CBox2DWorld *world) { cast(world)->listener.events.clear(); }

int cbox2d_world_awake_dynamic_count(const CBox2DWorld *world) {
    int count = 0;
    for (const b2Body *body = cast(world)->world.GetBodyList(); body; body = body->GetNext()) {
        if (body->GetType() == b2_dynamicBody && body->IsAwake()) count++;
    }
    return count;
}

CBox2DBody *cbox2d_body_create(CBox2DWorld *world, int type, float x, float y, float angle) {
    b2BodyDef def;
    def.type = bodyType(type);
    def.position.Set(x, y);
    def.angle = angle;
    return reinterpret_cast<CBox2DBody *>(cast(world)->world.CreateBody(&def));
}

void cbox2d_body_destroy(CBox2DWorld *world, CBox2DBody *body) { cast(world)->world.DestroyBody(cast(body)); }

void cbox2d_body_set_type(CBox2DBody *body, int type) {
    b2Body *b = cast(body);
    if (b->GetType() == bodyType(type)) return;
    b2MassData mass;
    b->GetMassData(&mass);
    b->SetType(bodyType(type));
    if (b->GetType() == b2_dynamicBody) b->SetMassData(&mass);
}

void cbox2d_body_set_mass(CBox2DBody *body, float mass, float inertia) {
    b2MassData data;
    data.mass = mass;
    data.center.SetZero();
    data.I = inertia;
    cast(body)->SetMassData(&data);
}

float cbox2d_body_mass(const CBox2DBody *body) { return cast(body)->GetMass(); }

void cbox2d_body_set_transform(CBox2DBody *body, float x, float y, float angle) {
    cast(body)->SetTransform(b2Vec2(x, y), angle);
}

void cbox2d_body_get_transform(const CBox2DBody *body, float *x, float *y, float *angle) {
    const b2Body *b = cast(body);
    *x = b->GetPosition().x;
    *y = b->GetPosition().y;
    *angle = b->GetAngle();
}

void cbox2d_body_set_velocity(CBox2DBody *body, float vx, float vy, float angular) {
    cast(body)->SetLinearVelocity(b2Vec2(vx, vy));
    cast(body)->SetAngularVelocity(angular);
}

void cbox2d_body_get_velocity(const CBox2DBody *body, float *vx, float *vy, float *angular) {
    const b2Body *b = cast(body);
    *vx = b->GetLinearVelocity().x;
    *vy = b->GetLinearVelocity().y;
    *angular = b->GetAngularVelocity();
}

void cbox2d_body_set_damping(CBox2DBody *body, float linear, float angular) {
    cast(body)->SetLinearDamping(linear);
    cast(body)->SetAngularDamping(angular);
}

void cbox2d_body_set_fixed_rotation(CBox2DBody *body, int fixed) {
    b2Body *b = cast(body);
    if (b->IsFixedRotation() == (fixed != 0)) return;
    b2MassData mass;
    b->GetMassData(&mass);
    b->SetFixedRotation(fixed != 0);  // recomputes the mass from the (density-free) fixtures: restore it
    if (b->GetType() == b2_dynamicBody) b->SetMassData(&mass);
}

void cbox2d_body_apply_force(CBox2DBody *body, float fx, float fy, float px, float py, int wake) {
    cast(body)->ApplyForce(b2Vec2(fx, fy), b2Vec2(px, py), wake != 0);
}

void cbox2d_body_apply_impulse(CBox2DBody *body, float ix, float iy, float px, float py) {
    cast(body)->ApplyLinearImpulse(b2Vec2(ix, iy), b2Vec2(px, py), true);
}

void cbox2d_body_set_awake(CBox2DBody *body, int awake) { cast(body)->SetAwake(awake != 0); }

int cbox2d_body_is_awake(const CBox2DBody *body) { return cast(body)->IsAwake() ? 1 : 0; }

void cbox2d_body_clear_shapes(CBox2DBody *body) {
    b2Body *b = cast(body);
    b2MassData mass;
    b->GetMassData(&mass);
    while (b2Fixture *fixture = b->GetFixtureList()) b->DestroyFixture(fixture);
    if (b->GetType() == b2_dynamicBody) b->SetMassData(&mass);
}

void cbox2d_body_add_box(CBox2DBody *body, float hw, float hh, float friction, float restitution, uintptr_t tag) {
    // Box2D pads polygons with a skin of b2_polygonRadius (1 point at UIKit's scale); shrink the box by it so
    // that items rest on boundaries and each other where their bounds say.
    b2PolygonShape shape;
    shape.SetAsBox(b2Max(hw - b2_polygonRadius, 0.5f * b2_linearSlop), b2Max(hh - b2_polygonRadius, 0.5f * b2_linearSlop));
    addFixture(cast(body), &shape, friction, restitution, tag);
}

void cbox2d_body_add_circle(CBox2DBody *body, float radius, float cx, float cy, float friction, float restitution,
                            uintptr_t tag) {
    b2CircleShape shape;
    shape.m_radius = radius;
    shape.m_p.Set(cx, cy);
    addFixture(cast(body), &shape, friction, restitution, tag);
}

int cbox2d_body_add_polygon(CBox2DBody *body, const float *xy, int count, float friction, float restitution,
                            uintptr_t tag) {
    if (count < 3 || count > b2_maxPolygonVertices) return 0;
    b2Vec2 points[b2_maxPolygonVertices];
    for (int i = 0; i < count; i++) points[i].Set(xy[2 * i], xy[2 * i + 1]);
    // Box2D 2.4's Set() asserts (or silently makes a 2×2 m box) when the hull is degenerate: check first that the
    // points are distinct by more than Box2D's weld distance and enclose some area (they arrive in hull order).
    float area = 0;
    for (int i = 0; i < count; i++) {
        const b2Vec2 &a = points[i], &b = points[(i + 1) % count];
        if (b2DistanceSquared(a, b) < 0.25f * b2_linearSlop * b2_linearSlop) return 0;
        area += b2Cross(a, b);
    }
    if (b2Abs(area) < 1e-5f) return 0;
    b2PolygonShape shape;
    shape.Set(points, count);
    addFixture(cast(body), &shape, friction, restitution, tag);
    return 1;
}

void cbox2d_body_add_edge(CBox2DBody *body, float x1, float y1, float x2, float y2, float friction,
                          float restitution, uintptr_t tag) {
    b2EdgeShape shape;
    shape.SetTwoSided(b2Vec2(x1, y1), b2Vec2(x2, y2));
    addFixture(cast(body), &shape, friction, restitution, tag);
}

void cbox2d_body_set_material(CBox2DBody *body, float friction, float restitution) {
    for (b2Fixture *f = cast(body)->GetFixtureList(); f; f = f->GetNext()) {
        f->SetFriction(friction);
        f->SetRestitution(restitution);
    }
    for (b2ContactEdge *edge = cast(body)->GetContactList(); edge; edge = edge->next) {
        edge->contact->ResetFriction();
        edge->contact->ResetRestitution();
    }
}

void cbox2d_body_refilter(CBox2DBody *body) {
    for (b2Fixture *f = cast(body)->GetFixtureList(); f; f = f->GetNext()) f->Refilter();
}

CBox2DJoint *cbox2d_joint_distance(CBox2DWorld *world, CBox2DBody *a, float ax, float ay, CBox2DBody *b, float bx,
                                   float by, float length, float minLength, float maxLength, float frequency,
                                   float dampingRatio) {
    b2DistanceJointDef def;
    def.Initialize(cast(a), cast(b), b2Vec2(ax, ay), b2Vec2(bx, by));
    def.length = b2Max(length, b2_linearSlop);
    def.minLength = b2Max(minLength, b2_linearSlop);
    def.maxLength = b2Max(maxLength, def.minLength);
    def.collideConnected = true;
    if (frequency > 0) b2LinearStiffness(def.stiffness, def.damping, frequency, dampingRatio, def.bodyA, def.bodyB);
    return handle(cast(world)->world.CreateJoint(&def));
}

CBox2DJoint *cbox2d_joint_revolute(CBox2DWorld *world, CBox2DBody *a, float ax, float ay, CBox2DBody *b, float bx,
                                   float by, int limit, float lower, float upper, float frictionTorque) {
    b2RevoluteJointDef def;
    def.bodyA = cast(a);
    def.bodyB = cast(b);
    def.localAnchorA.Set(ax, ay);
    def.localAnchorB.Set(bx, by);
    def.referenceAngle = def.bodyB->GetAngle() - def.bodyA->GetAngle();
    def.enableLimit = limit != 0;
    def.lowerAngle = lower;
    def.upperAngle = upper;
    def.enableMotor = frictionTorque > 0;
    def.motorSpeed = 0;
    def.maxMotorTorque = frictionTorque;
    return handle(cast(world)->world.CreateJoint(&def));
}

CBox2DJoint *cbox2d_joint_prismatic(CBox2DWorld *world, CBox2DBody *a, CBox2DBody *b, float x, float y, float axisX,
                                    float axisY, int limit, float lower, float upper, float friction) {
    b2PrismaticJointDef def;
    b2Vec2 axis(axisX, axisY);
    axis.Normalize();
    def.Initialize(cast(a), cast(b), b2Vec2(x, y), axis);
    def.enableLimit = limit != 0;
    def.lowerTranslation = lower;
    def.upperTranslation = upper;
    def.enableMotor = friction > 0;
    def.motorSpeed = 0;
    def.maxMotorForce = friction;
    return handle(cast(world)->world.CreateJoint(&def));
}

CBox2DJoint *cbox2d_joint_weld(CBox2DWorld *world, CBox2DBody *a, CBox2DBody *b, float x, float y) {
    b2WeldJointDef def;
    def.Initialize(cast(a), cast(b), b2Vec2(x, y));
    return handle(cast(world)->world.CreateJoint(&def));
}

CBox2DJoint *cbox2d_joint_mouse(CBox2DWorld *world, CBox2DBody *ground, CBox2DBody *body, float grabX, float grabY,
                                float x, float y, float maxForce, float frequency, float dampingRatio) {
    b2MouseJointDef def;
    def.bodyA = cast(ground);
    def.bodyB = cast(body);
    // The joint holds the body by the point under the target at creation (a finger's grab point): create it on
    // the grab point, then move the target.
    def.target.Set(grabX, grabY);
    def.maxForce = maxForce;
    b2LinearStiffness(def.stiffness, def.damping, frequency, dampingRatio, def.bodyA, def.bodyB);
    b2MouseJoint *joint = static_cast<b2MouseJoint *>(cast(world)->world.CreateJoint(&def));
    joint->SetTarget(b2Vec2(x, y));
    cast(body)->SetAwake(true);
    return handle(joint);
}

void cbox2d_joint_destroy(CBox2DWorld *world, CBox2DJoint *joint) {
    cast(world)->world.DestroyJoint(reinterpret_cast<b2Joint *>(joint));
}

}  // extern "C"
