extension DecodedImage {
    /// The image on a `width` × `height` canvas, anchored at the top left, the new area fully
    /// transparent (so images of two sizes can be compared on the canvas that holds both).
    /// Never crops: a side smaller than the image's own keeps the image's. Returns the image itself
    /// when nothing grows.
    public func padded(toWidth canvasWidth: Int, height canvasHeight: Int) -> DecodedImage {
        let newWidth = max(canvasWidth, width), newHeight = max(canvasHeight, height)
        if newWidth == width && newHeight == height { return self }
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for y in 0..<height {
            out.replaceSubrange((y * newWidth * 4)..<(y * newWidth * 4 + width * 4), with: rgba[(y * width * 4)..<((y + 1) * width * 4)])
        }
        return DecodedImage(width: newWidth, height: newHeight, rgba: out)
    }
}
