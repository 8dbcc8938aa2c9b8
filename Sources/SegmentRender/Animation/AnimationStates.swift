/// The states of one animation's frames, with the rest states at a selection change's two ends
/// laid out once instead of for every frame (they were most of a frame's layout).
/// `state(ofFrame:)` equals ``Control/frameState(_:frame:)``; a test compares every frame.
package struct AnimationStates: Sendable {
    package let control: Control
    package let plan: AnimationPlan
    private let ends: (start: FrameState, end: FrameState)?

    package init(control: Control, plan: AnimationPlan) {
        self.control = control
        self.plan = plan
        if case let .selection(a, b) = plan.endpoints {
            ends = (control.restState(a), control.restState(b))
        } else {
            ends = nil
        }
    }

    package func state(ofFrame k: Int) -> FrameState {
        guard let ends, case let .selection(a, b) = plan.endpoints else { return control.frameState(plan, frame: k) }
        return control.transitionState(from: a, ends.start, to: b, ends.end, progress: plan.progress(ofFrame: k), titlesOf: k == 0 ? a : b)
    }
}

extension Control {
    /// Every frame of `plan`, in order, as straight-alpha images: each drawn from the one before,
    /// redrawing only the rows that changed (the pixels are a fresh render's).
    package func animationFrames(_ plan: AnimationPlan) -> [DecodedImage] {
        var renderer = IncrementalRenderer()
        let states = AnimationStates(control: self, plan: plan)
        return (0..<plan.frameCount).map { k in DecodedImage(renderer.render(visibleList(states.state(ofFrame: k)), scale: config.scale)) }
    }
}
