import MVP
import MVVM
import Services
import Signals
import Testing

/// The library's own Profile screen, imported as a product: a presenter driving a view this
/// package wrote, and a view model bound to the same widgets.
@MainActor
@Suite
struct ProfileTests {
  @Test(arguments: [
    (InMemoryProfileService(), "name: User: ALICE"),
    (
      InMemoryProfileService(failure: .always(.connectionLost)),
      "error: Failed to load user: \(ServiceError.connectionLost.reason)"
    ),
  ])
  func presenterAndViewModelShowTheSameProfile(service: InMemoryProfileService, expected: String)
    async
  {
    let mvp = HeadlessProfile()
    let presenter = ProfilePresenter(service: service)
    presenter.attachView(mvp)
    presenter.viewDidAppear()
    #expect(mvp.isSpinnerVisible)
    await mvp.waitForResult()

    let mvvm = HeadlessProfile()
    let viewModel = ProfileViewModel(service: service)
    var subscriptions = Set<Subscription>()
    viewModel.isLoading.observe { mvvm.displayLoading($0) }.store(in: &subscriptions)
    viewModel.userName.observe { name in
      if let name { mvvm.displayUserName(name) }
    }.store(in: &subscriptions)
    viewModel.errorMessage.observe { message in
      if let message { mvvm.displayError(message) }
    }.store(in: &subscriptions)
    viewModel.viewDidAppear()
    #expect(mvvm.isSpinnerVisible)
    await mvvm.waitForResult()

    #expect(mvp.drawing.contains(expected))
    #expect(mvvm.drawing == mvp.drawing)
  }
}
