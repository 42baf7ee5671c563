/// An element that shows a PNG image, stretched to its ``Element/size``, over its background.
///
/// The image is named by a file path; the platform layer decodes each file once and keeps it as
/// a texture for as long as its renderer lives, so many elements may show one image. The
/// element's opacity (and its ancestors') applies to the image; scale and rotation transform it
/// like any element.
@MainActor
open class ImageElement: Element {
  /// The PNG file shown (nil: none).
  public var imagePath: String?

  /// Creates an element showing the PNG at `imagePath`, with a zero frame.
  public init(imagePath: String? = nil) {
    self.imagePath = imagePath
    super.init()
    contentKind = .image
  }
}
