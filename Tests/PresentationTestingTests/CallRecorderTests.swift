import PresentationTesting
import Testing

@Suite(.timeLimit(.minutes(1))) struct CallRecorderTests {
  @Test func recordsArgumentsInOrder() {
    let recorder = CallRecorder<String>()
    recorder.record("a")
    recorder.record("b")
    #expect(recorder.arguments == ["a", "b"])
    #expect(recorder.count == 2)
  }

  @Test func recordsCallsFromManyTasksWithoutLosingAny() async {
    let recorder = CallRecorder<Void>()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<1_000 {
        group.addTask { recorder.record() }
      }
    }
    #expect(recorder.count == 1_000)
  }
}
