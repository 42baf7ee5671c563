import MaterialMotion

extension CheckReport {
  /// The colour of the comparison box's border, `#d500f9`: a colour no scene draws, so a test
  /// can find the box in a screenshot of the page.
  static let comparisonBorderColor = Color(hex: 0xD500F9)

  /// The page's style sheet. Frames are shown at most 640 pixels wide and 45 % of the window,
  /// so the first comparison and its difference image sit side by side near the top of a
  /// 1024-pixel-wide window.
  static let styles = """
    :root { --frame-width: min(45vw, 640px); color-scheme: light; }
    body { margin: 12px 16px 40px; font: 14px/1.45 system-ui, "DejaVu Sans", sans-serif;
      color: #222; background: #fff; }
    header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 16px; }
    h1 { font-size: 20px; margin: 0 0 6px; }
    h2 { font-size: 17px; margin: 18px 0 4px; padding-top: 8px; border-top: 1px solid #ddd; }
    h3 { font-size: 14px; margin: 8px 0 4px; }
    code, pre { font-family: "DejaVu Sans Mono", ui-monospace, monospace; font-size: 13px; }
    .counts { margin: 0; color: #555; }
    table.summary { border-collapse: collapse; margin-bottom: 4px; }
    table.summary th, table.summary td { text-align: left; padding: 2px 12px 2px 0;
      border-bottom: 1px solid #eee; vertical-align: baseline; }
    table.summary td.first code { display: inline-block; max-width: 44em; overflow: hidden;
      text-overflow: ellipsis; white-space: nowrap; vertical-align: bottom; }
    .verdict { display: inline-block; padding: 0 7px; border-radius: 9px; font-size: 12px;
      font-weight: 600; color: #fff; white-space: nowrap; }
    .verdict.passed { background: #2e7d32; }
    .verdict.failed { background: #c62828; }
    .verdict.recorded { background: #6d4c41; }
    .verdict.other-environment { background: #546e7a; }
    .where { font-size: 13px; font-weight: normal; color: #666; }
    .first-difference code { display: inline-block; padding: 4px 8px; font-size: 15px;
      font-weight: 600; background: #fff3f3; border-left: 4px solid #c62828; }
    .pixels { font-weight: normal; color: #444; }
    .frame-pair { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    figure { margin: 0; }
    .sides { display: flex; justify-content: space-between; width: calc(var(--frame-width) + 6px);
      font-size: 12px; font-weight: 600; color: #444; }
    figcaption { font-size: 12px; color: #666; max-width: var(--frame-width); }
    .compare { position: relative; width: var(--frame-width); line-height: 0;
      border: 3px solid \(CurvePlot.hex(comparisonBorderColor)); user-select: none; }
    .compare:has(input:focus-visible) { outline: 2px solid #1976d2; outline-offset: 2px; }
    .compare img { display: block; width: 100%; height: auto; }
    .compare img.actual { position: absolute; left: 0; top: 0; height: 100%;
      clip-path: inset(0 calc(100% - var(--split)) 0 0); }
    .compare .divider { position: absolute; top: 0; bottom: 0; left: var(--split); width: 2px;
      margin-left: -1px; background: #fff; box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.55);
      pointer-events: none; }
    .compare .divider::after { content: ""; position: absolute; top: 50%; left: -8px;
      width: 14px; height: 14px; margin-top: -9px; border-radius: 50%; background: #fff;
      border: 2px solid #333; }
    .compare input.compare-slider { position: absolute; left: 0; top: 0; width: 100%;
      height: 100%; margin: 0; opacity: 0; cursor: ew-resize; -webkit-appearance: none;
      appearance: none; }
    .compare input.compare-slider::-webkit-slider-thumb { -webkit-appearance: none; width: 2px;
      height: 100%; }
    .compare input.compare-slider::-moz-range-thumb { width: 2px; height: 100%; border: 0; }
    .diff img { display: block; width: var(--frame-width); height: auto; border: 3px solid #eee; }
    .note { padding: 4px 8px; background: #f5f5f5; border-left: 4px solid #90a4ae; }
    .note.missing { border-left-color: #c62828; }
    .note.recorded { border-left-color: #6d4c41; }
    .paths { font-size: 13px; color: #444; overflow-wrap: anywhere; }
    pre.hint { display: inline-block; margin: 0 0 8px; padding: 4px 8px; background: #f5f5f5;
      white-space: pre-wrap; overflow-wrap: anywhere; }
    .curves svg { max-width: 100%; height: auto; }
    """

  /// The page's script: each slider sets how much of this run's frame shows over the golden.
  static let script = """
    for (const s of document.querySelectorAll("input.compare-slider")) {
      const show = () => s.closest(".compare").style.setProperty("--split", s.value + "%");
      s.addEventListener("input", show);
      show();
    }
    """
}
