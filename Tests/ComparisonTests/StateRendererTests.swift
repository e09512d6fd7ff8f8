import Comparison
import Signals
import Testing

/// `StateRenderer` with a context: the render is given it with each state, counted as the
/// render without one is, and the close lets it go.
@MainActor
@Suite struct StateRendererTests {
  /// A view model with one state output, a count.
  final class CounterViewModel {
    let count = MutableObservable(0)
  }

  /// What a render is given beside the state: here, the states it was given.
  final class RenderedStates {
    var states: [Int] = []
  }

  @Test func aContextIsGivenWithEveryStateAndEachRenderIsOneViewCall() {
    let viewModel = CounterViewModel()
    let counters = ViewCounters()
    let rendered = RenderedStates()
    let renderer = StateRenderer(
      viewModel, state: viewModel.count, counters: counters, context: rendered
    ) { rendered, count in
      rendered.states.append(count)
    }

    // Binding renders the current state at once.
    #expect(rendered.states == [0])
    #expect(counters.counts.viewCalls == 1)
    #expect(counters.boundOutputs == 1)

    renderer.send { $0.count.value = 1 }
    renderer.send { $0.count.value = 2 }
    #expect(rendered.states == [0, 1, 2])
    #expect(counters.counts.viewCalls == 3)
    #expect(counters.boundOutputs == 1)
  }

  @Test func closingEndsTheRendersAndReleasesTheContextAndTheViewModel() {
    var viewModel: CounterViewModel? = CounterViewModel()
    let state = viewModel!.count
    weak let weakViewModel = viewModel
    var rendered: RenderedStates? = RenderedStates()
    weak let weakRendered = rendered
    let counters = ViewCounters()
    let renderer = StateRenderer(
      viewModel!, state: state, counters: counters, context: rendered!
    ) { rendered, count in
      rendered.states.append(count)
    }
    viewModel = nil
    rendered = nil
    #expect(weakRendered != nil)

    renderer.close()
    state.value = 1

    #expect(weakRendered == nil)
    #expect(weakViewModel == nil)
    #expect(counters.counts.viewCalls == 1)
  }
}
