// SegmentRender's API hands out Raster's types (Framebuffer, DecodedImage, PNGCodec, RGBA8, Rect…),
// so `import SegmentRender` brings them along.
@_exported import Raster
