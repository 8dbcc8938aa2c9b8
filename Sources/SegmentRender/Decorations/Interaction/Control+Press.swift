import Raster

/// How a held segment looks, style by style (`press` in the config, `--press` on the command line),
/// at `press.time` seconds after touch-down:
/// - uikit13, an unselected segment: its title fades to 30 % over 0.35 s (ease-in-ease-out);
/// - uikit13, the selected segment: the thumb and its title shrink to 95 % about their centres on a
///   critically damped spring (response 0.3 s);
/// - uikit26, an unselected segment: as uikit13 (not measured);
/// - uikit26, the selected segment: the thumb becomes a glass lens (``Lens``) growing out of it on
///   the style's spring, magnifying what is under it (``uikit26Held(_:at:dark:bounds:)``);
/// - uikit7, an unselected segment: its slot tinted at 20 % at once (UIKit's highlighted state);
/// - material3, any tab: a bounded ripple from the touch point (``Ripple``), in the selected
///   label's colour at 10 %; hovered, focused or dragged (`press.interaction`), a state layer over
///   the tab (``StateLayer``) at 8, 10 or 16 %;
/// - hm (HMSegmentedControl and JX bars), bsc, the dock, a disabled segment: no look; the iOS looks
///   draw a press only (a hovered, focused or dragged segment looks as it does at rest), and none
///   once it is released (`press.release`); material3's ripple and layers fade out after it.
extension Control {
    /// `state` with `press` (the config's, or a press animation's frame) drawn, if the style has a
    /// look for it: each family says (``StyleFamily/pressed(_:_:selected:on:)``), its look in its own
    /// file beside this one.
    func pressLook(_ state: FrameState, press: PressConfig?) -> FrameState {
        guard let press, press.segment < state.segments.count, press.segment < state.layout.segments.count,
            !isDisabled(press.segment), config.dock == nil
        else { return state }
        let selected = state.layout.selectedSegmentIndex == press.segment
        return config.style.family.pressed(state, press, selected: selected, on: self)
    }
}
