import Testing

@testable import BenchKit

/// The progress text on a virtual clock: what a log and a terminal get, and when.
@MainActor
@Suite struct TextProgressTests {
  /// A clock the test moves, and the text the progress emitted.
  @MainActor
  final class Recorder {
    var now = Duration.zero
    var text = ""

    func progress(isTerminal: Bool, reportsEnds: Bool = true) -> TextProgress {
      TextProgress(
        isTerminal: isTerminal, heartbeat: .seconds(10), reportsEnds: reportsEnds,
        elapsed: { [unowned self] in now }, emit: { [unowned self] in text += $0 })
    }
  }

  @Test func aLogGetsALineOncePerHeartbeatWhileALongItemRuns() {
    let recorder = Recorder()
    let progress = recorder.progress(isTerminal: false)
    progress.begin(suite: "scenarios", total: 4)
    progress.advance(to: 0, name: "login.typing@10: round 1 of 2")
    for run in 1...100 {
      recorder.now += .milliseconds(250)
      progress.update(done: run, of: 100)
    }
    // 25 s of runs: a line at 10 s and at 20 s, nothing in between.
    #expect(
      recorder.text
        == "pattern-bench: scenarios 1/4: login.typing@10: round 1 of 2 · 40/100 runs, 10 s in\n"
        + "pattern-bench: scenarios 1/4: login.typing@10: round 1 of 2 · 80/100 runs, 20 s in\n")
    recorder.text = ""
    progress.end(suite: "scenarios", seconds: 25.04)
    #expect(recorder.text == "pattern-bench: scenarios: 4 done in 25.0 s\n")
  }

  @Test func aTerminalRedrawsOneLineAtMostTenTimesASecond() {
    let recorder = Recorder()
    let progress = recorder.progress(isTerminal: true)
    progress.begin(suite: "scenarios", total: 3)
    progress.advance(to: 1, name: "userlist.load@100000: round 2 of 25")
    #expect(recorder.text == "\r\u{1B}[K[scenarios 2/3] userlist.load@100000: round 2 of 25")
    recorder.text = ""
    progress.update(done: 1, of: 3)  // within 100 ms of the last redraw: skipped
    recorder.now += .milliseconds(150)
    progress.update(done: 2, of: 3)
    #expect(
      recorder.text == "\r\u{1B}[K[scenarios 2/3] userlist.load@100000: round 2 of 25 · 2/3 runs")
  }

  @Test func aWorkerLeavesTheEndOfItsRoundToItsParent() {
    let recorder = Recorder()
    let progress = recorder.progress(isTerminal: false, reportsEnds: false)
    progress.begin(suite: "round 1 of 3", total: 2)
    progress.advance(to: 0, name: "login.typing@10")
    progress.end(suite: "round 1 of 3", seconds: 2)
    #expect(recorder.text.isEmpty)
  }
}
