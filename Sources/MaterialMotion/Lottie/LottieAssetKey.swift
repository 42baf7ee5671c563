/// What an embedded image is of: an image element's file or a label's text.
enum LottieAssetKey: Hashable {
  /// The PNG file at this path.
  case file(String)
  /// This text, as the app draws it.
  case label(LottieLabel)

  /// The images the layers of a track with `key` show.
  static func keys(of key: LottieTrackKey) -> [LottieAssetKey] {
    (key.image.map { [.file($0)] } ?? []) + (key.label.map { [.label($0)] } ?? [])
  }
}
