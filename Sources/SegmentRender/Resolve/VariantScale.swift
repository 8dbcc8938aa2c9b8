/// The scale a render at `scale` takes its image from, among the scales an image has: that scale
/// when present, else the nearest higher (downsampling keeps detail; a 2.625 render takes `@3x`),
/// else the nearest lower — as UIImage picks `@2x`/`@3x` files. `available` must not be empty.
func variantScale<S: Collection>(for scale: Double, among available: S) -> Int where S.Element == Int {
    let sorted = available.sorted()
    return sorted.first(where: { Double($0) >= scale }) ?? sorted.last!
}
