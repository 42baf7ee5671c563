import CSDL2

/// Collects triangles and draws them with one `SDL_RenderGeometry` call, blended, with one
/// texture or none.
///
/// Quads (``addQuad(_:color:texCoords:)``) and meshes (``addMesh(_:indices:)``) are given in
/// pixels with their colours and texture coordinates set; nothing is added to them.
@MainActor
final class GeometryBatch {
  private(set) var vertices: [SDL_Vertex] = []
  private(set) var indices: [Int32] = []

  var isEmpty: Bool { indices.isEmpty }

  /// Adds a quad with corners `corners` (in order around it), all in `color`, with texture
  /// coordinates `texCoords` (one per corner).
  func addQuad(
    _ corners: (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint), color: SDL_Color,
    texCoords uv: (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint)
  ) {
    let base = Int32(vertices.count)
    vertices.append(SDL_Vertex(position: corners.0, color: color, tex_coord: uv.0))
    vertices.append(SDL_Vertex(position: corners.1, color: color, tex_coord: uv.1))
    vertices.append(SDL_Vertex(position: corners.2, color: color, tex_coord: uv.2))
    vertices.append(SDL_Vertex(position: corners.3, color: color, tex_coord: uv.3))
    indices.append(base)
    indices.append(base + 1)
    indices.append(base + 2)
    indices.append(base)
    indices.append(base + 2)
    indices.append(base + 3)
  }

  /// Adds `mesh` (vertices) and its triangles (`meshIndices`, three each, into `mesh`).
  func addMesh(_ mesh: [SDL_Vertex], indices meshIndices: [Int32]) {
    let base = Int32(vertices.count)
    vertices.append(contentsOf: mesh)
    for index in meshIndices { indices.append(base + index) }
  }

  /// Empties the batch without drawing it.
  func removeAll() {
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
  }

  /// Draws everything collected so far with `texture` (nil: untextured) and empties the batch.
  /// Untextured triangles are blended; textured ones as the texture's blend mode says.
  func flush(to renderer: OpaquePointer, texture: OpaquePointer? = nil) {
    guard !indices.isEmpty else { return }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    vertices.withUnsafeBufferPointer { v in
      indices.withUnsafeBufferPointer { i in
        _ = SDL_RenderGeometry(
          renderer, texture, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
      }
    }
    removeAll()
  }
}
