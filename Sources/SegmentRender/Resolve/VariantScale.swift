/// The scale a render at `scale` takes its image from, among the scales an image has: that scale
/// when present, else the nearest higher (downsampling keeps detail), else the nearest lower — as
/// UIImage picks `@2x`/`@3x` files. `available` must not be empty.
func variantScale<S: Collection>(for scale: Int, among available: S) -> Int where S.Element == Int {
    if available.contains(scale) { return scale }
    let sorted = available.sorted()
    return sorted.first(where: { $0 > scale }) ?? sorted.last!
}
