import PresentationTesting
import Services
import Signals
import Testing

/// The tests of the article "Testing your own screen", as the article shows them.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct TestingYourOwnScreenTests {
  @Test func presenterShowsTheGreetingWhenTheProfileArrives() async throws {
    let service = ControllableProfileService()
    let presenter = WelcomePresenter(service: service)
    let view = SpyWelcomeView()
    presenter.attachView(view)

    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    #expect(view.calls.arguments == [.showSpinner])

    service.resolve(0, with: UserProfile(name: "Alice"))
    let calls = try await view.calls.waitForCalls(count: 3)
    #expect(calls == [.showSpinner, .hideSpinner, .showGreeting("Welcome, Alice")])
  }

  @Test func presenterShowsAnErrorWhenTheProfileFails() async throws {
    let service = ControllableProfileService()
    let presenter = WelcomePresenter(service: service)
    let view = SpyWelcomeView()
    presenter.attachView(view)

    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.timedOut)
    try await view.calls.waitForCall { $0 == .showError("Could not load your profile") }
    #expect(view.calls.arguments.contains(.hideSpinner))
  }

  @Test func presenterClosedMidRequestCancelsItShowsNothingMoreAndIsFreed() async throws {
    let service = ControllableProfileService()
    let view = SpyWelcomeView()
    var presenter: WelcomePresenter? = WelcomePresenter(service: service)
    weak let closedPresenter = presenter
    presenter?.attachView(view)
    presenter?.viewDidAppear()
    try await service.waitForRequests(count: 1)

    presenter = nil  // The screen closes, and its presenter goes with it.
    #expect(closedPresenter == nil)
    #expect(service.requests[0].state == .cancelled)

    #expect(!service.resolve(0, with: UserProfile(name: "Alice")))
    // The presenter's task has now handled the end of its request, whatever it was.
    try await service.waitForDeliveries(count: 1)
    #expect(view.calls.arguments == [.showSpinner])
  }

  @Test func viewModelShowsTheGreetingWhenTheProfileArrives() async throws {
    let service = ControllableProfileService()
    let viewModel = WelcomeViewModel(service: service)
    let greeting = EmissionRecorder(viewModel.greeting)
    let isLoading = EmissionRecorder(viewModel.isLoading)

    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    #expect(isLoading.values == [false, true])

    service.resolve(0, with: UserProfile(name: "Alice"))
    try await greeting.waitForCount(2)
    #expect(greeting.values == [nil, "Welcome, Alice"])
    #expect(isLoading.values == [false, true, false])
  }

  @Test func viewModelIsAwaitedUntilItShowsTheGreeting() async throws {
    let service = ControllableProfileService()
    let viewModel = WelcomeViewModel(service: service)
    let greeting = EmissionRecorder(viewModel.greeting)

    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: UserProfile(name: "Alice"))
    try await greeting.waitForValue("Welcome, Alice")
    #expect(greeting.values == [nil, "Welcome, Alice"])
    #expect(!viewModel.isLoading.value)
  }

  @Test func viewModelUpdatesItsOutputsInOrder() async throws {
    enum Update: Equatable {
      case loading(Bool)
      case greeting(String?)
    }
    let service = ControllableProfileService()
    let viewModel = WelcomeViewModel(service: service)
    let updates = EmissionRecorder<Update>()
    updates.bind(viewModel.isLoading, as: Update.loading)
    updates.bind(viewModel.greeting, as: Update.greeting)

    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: UserProfile(name: "Alice"))
    #expect(try await updates.next() == .loading(false))
    #expect(try await updates.next() == .greeting(nil))
    #expect(try await updates.next() == .loading(true))
    #expect(try await updates.next() == .loading(false))
    #expect(try await updates.next() == .greeting("Welcome, Alice"))
  }

  @Test func viewModelUpdatesAreTakenStepByStep() async throws {
    enum Update: Equatable {
      case loading(Bool)
      case greeting(String?)
    }
    let service = ControllableProfileService()
    let viewModel = WelcomeViewModel(service: service)
    let updates = EmissionRecorder<Update>()
    updates.bind(viewModel.isLoading, as: Update.loading)
    updates.bind(viewModel.greeting, as: Update.greeting)
    #expect(updates.take() == [.loading(false), .greeting(nil)])

    viewModel.viewDidAppear()
    #expect(updates.take() == [.loading(true)])
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: UserProfile(name: "Alice"))
    #expect(try await updates.take(atLeast: 2) == [.loading(false), .greeting("Welcome, Alice")])
  }

  @Test func viewModelClosedMidRequestCancelsItChangesNothingAndIsFreed() async throws {
    let service = ControllableProfileService()
    var viewModel: WelcomeViewModel? = WelcomeViewModel(service: service)
    weak let closedViewModel = viewModel
    let greeting = EmissionRecorder(viewModel!.greeting)
    let isLoading = EmissionRecorder(viewModel!.isLoading)
    viewModel?.viewDidAppear()
    try await service.waitForRequests(count: 1)

    viewModel = nil  // The screen closes, and its view model goes with it.
    #expect(closedViewModel == nil)
    #expect(service.requests[0].state == .cancelled)

    #expect(!service.resolve(0, with: UserProfile(name: "Alice")))
    try await service.waitForDeliveries(count: 1)
    #expect(greeting.values == [nil])
    #expect(isLoading.values == [false, true])
  }

  @Test func untilWaitsForAnOutputWithoutARecorder() async throws {
    let service = ControllableProfileService()
    let viewModel = WelcomeViewModel(service: service)

    viewModel.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.fail(0, with: ServiceError.connectionLost)
    try await until("the spinner to hide") { !viewModel.isLoading.value }
    #expect(viewModel.errorMessage.value == "Could not load your profile")
  }
}
