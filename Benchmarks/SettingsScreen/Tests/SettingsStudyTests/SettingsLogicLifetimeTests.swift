import PresentationTesting
import SettingsScreen
import SettingsStudy
import Testing

/// The presenter and both view models, outside any driver: released mid-request, each is freed
/// at once and its request cancelled, with no `detachView()` and no view at all (the drivers
/// always close the screen first, so the harness never sees this path).
@MainActor
@Suite struct SettingsLogicLifetimeTests {
  /// One of the three implementations of the screen's logic.
  enum Logic: String, CaseIterable, Sendable {
    case presenter, signalsViewModel, observationViewModel

    /// Makes this logic over `service`, tells it the screen appeared, and hands it back.
    @MainActor
    func appear(over service: any SettingsService) -> AnyObject {
      switch self {
      case .presenter:
        let presenter = SettingsPresenter(service: service)
        presenter.viewDidAppear()
        return presenter
      case .signalsViewModel:
        let viewModel = SettingsViewModel(service: service)
        viewModel.viewDidAppear()
        return viewModel
      case .observationViewModel:
        let viewModel = SettingsObservationViewModel(service: service)
        viewModel.viewDidAppear()
        return viewModel
      }
    }
  }

  @Test(arguments: Logic.allCases)
  func releasedMidLoadItIsFreedAtOnceAndCancelsTheLoad(logic: Logic) async throws {
    let service = ControllableSettingsService(ignoringCancellation: true)
    var screen: AnyObject? = logic.appear(over: service)
    weak let released = screen
    try await service.loads.waitForRequests(count: 1)
    #expect(service.loads.requests.map(\.callerWasCancelled) == [false])

    screen = nil
    #expect(released == nil)
    #expect(service.loads.requests.map(\.callerWasCancelled) == [true])
    // The answer still reaches the released screen's task, which drops it.
    service.loads.resolve(0, with: InMemorySettingsService.sample)
    try await service.loads.waitForDeliveries(count: 1)
  }
}
