import CRaster
import CSDL2

#if canImport(Glibc)
  import Glibc
#endif

/// The decoded images an ``ElementRenderer`` draws `ImageElement`s from: each PNG file is read
/// once (through libpng) and kept until the cache goes: in memory for a canvas that draws from
/// memory (the software canvas), or in a texture of its renderer, sampled bilinearly, for one
/// that draws textures (the OpenGL canvas), with its mip levels (each half the one before) made
/// once beside it.
///
/// A file that cannot be read (missing, not a PNG, larger than the renderer's largest texture)
/// is remembered with the reason in ``failures`` and not tried again; its elements draw only
/// their background. Each such file is reported once, as one line that says what is wrong and
/// what to do, through ``report`` (standard error unless set otherwise, see
/// ``defaultReport``).
@MainActor
public final class ImageCache {
  /// A decoded image in memory (RGBA bytes), freed with the cache.
  final class Texels {
    let bytes: UnsafeMutableRawPointer
    init(_ pixels: [UInt8]) {
      bytes = UnsafeMutableRawPointer.allocate(byteCount: max(pixels.count, 1), alignment: 16)
      pixels.withUnsafeBytes { bytes.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    }
    deinit { bytes.deallocate() }
  }

  private let renderer: OpaquePointer
  private let maxSide: Int
  /// Whether images go into textures (otherwise they stay in memory).
  let makesTextures: Bool
  private var entries: [String: CanvasImage] = [:]
  /// The files that could not be used, each with the one-line message it was reported with.
  public private(set) var failures: [String: String] = [:]
  /// How many bytes of decoded pixels the cache's textures hold: width × height × 4 for each
  /// image decoded (8-bit RGBA), whether the renderer keeps them in this process's memory (the
  /// software renderer, llvmpipe) or on a GPU.
  public private(set) var decodedByteCount = 0
  /// How many times a PNG file was decoded (or a decode attempted, for files that failed): one
  /// per file however many elements show it and however many frames draw it.
  public private(set) var decodeCount = 0

  /// Where caches made from now on report a file they cannot use: a one-line message (no
  /// newline) such as `cannot show image photos/a.png: no such file; check the path (the scene
  /// keeps drawing without it)`. By default the line goes to standard error as it is; an app
  /// may set its own, to put its name in front (the sandbox app does).
  public static var defaultReport: @MainActor (String) -> Void = { message in
    let line = TextEscaping.oneLine(message) + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
  }

  /// Where this cache reports a file it cannot use, once per file: ``defaultReport`` as it was
  /// when the cache was made, unless set otherwise.
  public var report: @MainActor (String) -> Void

  /// Creates a cache for `renderer`, keeping images in its textures when `makesTextures`
  /// (otherwise in memory).
  init(renderer: OpaquePointer, makesTextures: Bool) {
    self.renderer = renderer
    self.makesTextures = makesTextures
    report = Self.defaultReport
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    let largest = Int(min(info.max_texture_width, info.max_texture_height))
    maxSide = largest > 0 ? largest : 8192
  }

  isolated deinit {
    for entry in entries.values {
      for image in [entry] + entry.reduced {
        if let texture = image.texture { SDL_DestroyTexture(texture) }
      }
    }
  }

  /// How many images are decoded.
  public var count: Int { entries.count }

  /// What the cache holds, for a run's summary: `12 decoded in 12 decodes, 7077888 bytes of
  /// pixels`, and `, 1 could not be used` when files failed.
  public var summary: String {
    "\(count) decoded in \(decodeCount) decodes, \(decodedByteCount) bytes of pixels"
      + (failures.isEmpty ? "" : ", \(failures.count) could not be used")
  }

  /// The PNG at `path`, decoded on first use; nil when it cannot be used.
  /// Whether every texel of RGBA bytes has alpha 255.
  static func allOpaque(_ rgba: [UInt8]) -> Bool {
    rgba.withUnsafeBufferPointer { bytes in
      var index = 3
      while index < bytes.count {
        if bytes[index] != 255 { return false }
        index += 4
      }
      return true
    }
  }

  func image(at path: String) -> CanvasImage? {
    if let entry = entries[path] { return entry }
    guard failures[path] == nil else { return nil }
    decodeCount += 1
    let pixels: [UInt8]
    let width: Int
    let height: Int
    do {
      (pixels, width, height) = try PNGFile.readRGBA(path: path, maxSide: maxSide)
    } catch {
      fail(path, Self.problem(reading: path, error: "\(error)", maxSide: maxSide))
      return nil
    }
    guard var image = makeImage(pixels, width: width, height: height, path: path) else {
      return nil
    }
    decodedByteCount += width * height * 4
    for level in ImageReduction.levels(pixels, width: width, height: height) {
      // A level that cannot be made leaves the image drawn from the levels above it.
      guard
        let reduced = makeImage(
          level.pixels, width: level.width, height: level.height, path: nil)
      else { break }
      image.reduced.append(reduced)
      decodedByteCount += level.width * level.height * 4
    }
    image.isOpaque = Self.allOpaque(pixels)
    entries[path] = image
    return image
  }

  /// `pixels` (RGBA bytes) as an image the canvas draws from: a texture, or texels in memory;
  /// a texture SDL cannot make is reported as `path`'s failure (when given).
  private func makeImage(_ pixels: [UInt8], width: Int, height: Int, path: String?)
    -> CanvasImage?
  {
    guard makesTextures else {
      let texels = Texels(pixels)
      return CanvasImage(
        width: width, height: height, texels: UnsafeRawPointer(texels.bytes),
        format: Int32(MMR_TEXELS_RGBA_BYTES), stride: width, texture: nil, owner: texels)
    }
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        Int32(width), Int32(height))
    else {
      let reason = String(cString: SDL_GetError())
      if let path {
        fail(
          path,
          "SDL cannot make a \(width)x\(height) texture of it (\(reason)); use a smaller image")
      }
      return nil
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    _ = pixels.withUnsafeBytes {
      SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(width * 4))
    }
    return CanvasImage(
      width: width, height: height, texels: nil, format: Int32(MMR_TEXELS_RGBA_BYTES),
      stride: width, texture: texture, owner: nil)
  }

  /// Records `path` as unusable and reports it: `problem` says what is wrong and what to do.
  private func fail(_ path: String, _ problem: String) {
    let message = TextEscaping.oneLine(
      "cannot show image \(path): \(problem) (the scene keeps drawing without it)")
    failures[path] = message
    report(message)
  }

  /// What is wrong with the file at `path`, which libpng could not read (`error`, the
  /// ``PNGFile`` error), and what to do about it.
  static func problem(reading path: String, error: String, maxSide: Int) -> String {
    var status = stat()
    if stat(path, &status) != 0 {
      let reason = errno
      if reason == ENOENT || reason == ENOTDIR { return "no such file; check the path" }
      return "\(String(cString: strerror(reason))); check the path and its permissions"
    }
    if (status.st_mode & S_IFMT) == S_IFDIR {
      return "it is a folder; give the path of a PNG file"
    }
    if access(path, R_OK) != 0 {
      return "\(String(cString: strerror(errno))); make the file readable"
    }
    let prefix = "cannot read PNG \(path): "
    let reason = error.hasPrefix(prefix) ? String(error.dropFirst(prefix.count)) : error
    if reason.contains("more than \(maxSide) a side") {
      return "\(reason), the largest texture the renderer makes; scale it down"
    }
    return "libpng cannot read it (\(reason)); save it again as a PNG"
  }
}
