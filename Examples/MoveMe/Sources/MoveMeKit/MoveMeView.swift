// SPDX-License-Identifier: Apache-2.0
//
// The background view and the only class that handles events (moveme-events-views.md §1.5, §1.8, §1.10).
// The animations are in MoveMeView+Animation.swift.

import UIKit

/// The full-screen background view: it holds the placard, moves it with the finger and animates it.
public final class MoveMeView: UIView, @preconcurrency CAAnimationDelegate {
    /// The "Welcome" button.
    public private(set) var placardView: PlacardView!

    /// Where the placard's finger is now, in this view's coordinates (nil when no finger holds the placard).
    var placardTouchLocation: CGPoint?
    /// Counts placard touches, so a pulse step scheduled for one touch never runs after a later touch began or
    /// the snap-back started (see ``touchesEnded(_:with:)``).
    var placardTouchGeneration = 0

    /// A background view with the placard centred in it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpPlacardView()
    }

    /// MoveMe builds its interface in code; a nib would make the view here (nothing is decoded on Touchstone).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPlacardView()
    }

    /// The middle of this view, in its own coordinates: where the placard rests.
    ///
    /// The original uses `self.center`, a point in the superview's coordinates, which is only right while the
    /// view's frame starts at (0, 0) (spec §5.7); the middle of `bounds` is right wherever the view sits.
    public var restingCenter: CGPoint { CGPoint(x: bounds.midX, y: bounds.midY) }

    /// Creates the placard, which sizes itself from its image, and centres it.
    func setUpPlacardView() {
        let placard = PlacardView()
        placardView = placard
        placard.center = restingCenter
        addSubview(placard)
    }

    /// A touch on the placard starts the pulse; a double tap anywhere else shows the next greeting; every other
    /// touch is ignored. Only one finger is tracked (`isMultipleTouchEnabled` stays false).
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if touch.view !== placardView {
            if touch.tapCount == 2 { placardView.setupNextDisplayString() }
            return
        }
        let touchPoint = touch.location(in: self)
        placardTouchLocation = touchPoint
        placardTouchGeneration += 1
        animateFirstTouch(at: touchPoint)
    }

    /// The placard follows its finger, wherever the finger goes; the finger sits at the placard's centre.
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, touch.view === placardView else { return }
        let location = touch.location(in: self)
        placardTouchLocation = location
        placardView.center = location
    }

    /// Lifting the placard's finger sends it back to the centre; touches are ignored until it arrives.
    ///
    /// The original sample has a race here (spec §5.8): after a quick tap the snap-back starts before the
    /// pulse's second step, which then still moves the model to the touch point, so the placard ends away
    /// from the centre. That is a sample bug, not iPhone behaviour we copy: the touch generation advances
    /// here, and a pulse step for an older generation does nothing, so the placard always ends at the centre.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, touch.view === placardView else { return }
        placardTouchLocation = nil
        placardTouchGeneration += 1
        isUserInteractionEnabled = false
        animatePlacardViewToCenter()
    }

    /// An interruption (an incoming call) puts the placard back at once: centred, unscaled, not animated.
    /// `isUserInteractionEnabled` is left as it is. A pulse still running is stopped too, so what is shown
    /// matches the model at once (the original left it to finish on screen).
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        placardTouchLocation = nil
        placardTouchGeneration += 1
        placardView.layer.removeAllAnimations()
        placardView.center = restingCenter
        placardView.transform = .identity
    }

    /// The snap-back finished: the placard's transform is reset and touches are accepted again.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        placardView.transform = .identity
        isUserInteractionEnabled = true
    }
}
