import ArgumentParser
import MaterialMotionSDL

/// `--renderer software|opengl|auto`.
extension RendererChoice: ExpressibleByArgument {}
