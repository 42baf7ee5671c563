// A motion test names traces, frames and their comparisons (`MotionTrace`, `FrameComparison`,
// `PixelMask`) with `import MaterialMotionTesting` alone.
@_exported import MaterialMotionChecking
