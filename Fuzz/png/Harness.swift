// PNG bytes → decode → draw as a nine-slice image and as a plain image.
import Foundation
import SegmentRender

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    guard let image = try? PNGCodec.decode(bytes, pixelBudget: 1 << 20) else { return 0 }
    var canvas = Framebuffer(width: 64, height: 48)
    canvas.draw(image.framebuffer, in: Rect(x: 3.5, y: 2.25, width: 40.5, height: 30))
    if let resizable = try? ResizableImage(image: RasterImage(pixels: image.framebuffer, scale: 1, name: "fuzz"),
                                           capInsets: CapInsets(top: 1, left: 1, bottom: 1, right: 1), mode: .stretch) {
        canvas.draw(resizable, in: Rect(x: 0, y: 0, width: 60, height: 40), scale: 1)
    }
    if let ninePatch = try? ResizableImage.ninePatch(image, scale: 1, name: "fuzz.9.png") {
        canvas.draw(ninePatch, in: Rect(x: 0, y: 0, width: 50, height: 30), scale: 1)
    }
    return 0
}
