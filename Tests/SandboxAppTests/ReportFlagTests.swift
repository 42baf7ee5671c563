import Foundation
import SandboxTestSupport
import Testing

/// `--report` and `--report-sheet` write new files only: an existing file, a missing folder or a
/// sheet that is not a PNG stop the run before anything starts, with one line, and leave every
/// file as it was; a headless run writes both.
@Suite struct ReportFlagTests {
  @Test func anExistingFileIsNeverOverwritten() throws {
    let dir = AppHarness.temporaryDirectory("report-flags")
    let kept = dir + "/kept.json"
    try "keep me\n".write(toFile: kept, atomically: true, encoding: .utf8)
    for (flag, path) in [("--report", kept), ("--report-sheet", dir + "/kept.png")] {
      if flag == "--report-sheet" {
        try "keep me\n".write(toFile: path, atomically: true, encoding: .utf8)
      }
      let result = try AppHarness.sandbox([flag, path, "--headless", "--frames", "2"])
      #expect(result.status == 2)
      #expect(
        result.stderr
          == "motion-sandbox: error: \(flag) \(path): the file exists; give a new name, or add --overwrite to replace it\n"
      )
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me\n")
    }
  }

  @Test func aMissingFolderOrASheetThatIsNotAPNGIsOneLine() throws {
    let missing = try AppHarness.sandbox(["--report", "/nonexistent-dir/r.json", "--headless"])
    #expect(missing.status == 2)
    #expect(
      missing.stderr
        == "motion-sandbox: error: --report /nonexistent-dir/r.json: the folder /nonexistent-dir does not exist; create it first\n"
    )
    let notPNG = try AppHarness.sandbox(["--report-sheet", "sheet.jpg", "--headless"])
    #expect(notPNG.status != 0)
    #expect(
      notPNG.stderr
        == "motion-sandbox: error: --report-sheet writes a PNG; give a file name ending in .png (got sheet.jpg); see motion-sandbox --help\n"
    )
  }

  @Test func aHeadlessRunWritesAnEmptyReportAndItsSheet() throws {
    let dir = AppHarness.temporaryDirectory("report-headless")
    let result = try AppHarness.sandbox([
      "--scene", "gesture-lab", "--headless", "--frames", "3", "--screenshot-dir", dir,
      "--report", dir + "/r.json", "--report-sheet", dir + "/r.png",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("gesture report: \(dir)/r.json (0 gesture events, 0 anomalies)"))
    let text = try String(contentsOfFile: dir + "/r.json", encoding: .utf8)
    #expect(text.contains(#""clock" : "virtual""#))
    let sheet = try Frame(path: dir + "/r.png")
    #expect(sheet.width == 800 && sheet.height == 600)
  }
}
