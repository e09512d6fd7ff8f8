import Comparison
import MVP
import Observation
import Services

/// The MVP @Observable Profile: the unchanged presenter pushes into an `@Observable` screen
/// model, which a headless view renders inside `withObservationTracking`, once per action.
@MainActor
final class ObservationMVPProfileDriver: ProfileDriver {
  let widgets: ProfileWidgets
  private var presenter: ProfilePresenter?
  private let renderer: ObservationRenderer<ProfileObservationScreenModel>

  init(service: any ProfileService) {
    let widgets = ProfileWidgets()
    self.widgets = widgets
    let model = ProfileObservationScreenModel()
    let presenter = ProfilePresenter(service: service)
    presenter.attachView(model)
    self.presenter = presenter
    renderer = ObservationRenderer(model, counters: widgets.counters) { model in
      widgets.spinner.update(model.isLoading)
      widgets.refreshEnabled.update(model.isRefreshEnabled)
      widgets.name.update(model.userName)
      widgets.error.update(model.errorMessage)
    }
  }

  func appear() { renderer.send { _ in presenter?.viewDidAppear() } }
  func pressRefresh() { renderer.send { _ in presenter?.refreshButtonWasPressed() } }

  func close() {
    presenter?.detachView()
    presenter = nil
    renderer.close()
  }

  var lifetimeProbes: [AnyObject] {
    [presenter as AnyObject?].compactMap { $0 } + renderer.lifetimeProbes
  }
}

/// A passive Profile view on Apple's Observation: each call of the presenter sets stored
/// properties, which the view renders; it decides nothing.
@Observable
@MainActor
final class ProfileObservationScreenModel: ProfileView {
  /// Whether the spinner shows.
  private(set) var isLoading = false
  /// Whether the refresh button can be tapped.
  private(set) var isRefreshEnabled = true
  /// The name label's text, `nil` while it is hidden.
  private(set) var userName: String?
  /// The error label's text, `nil` while it is hidden.
  private(set) var errorMessage: String?

  func displayLoading(_ isLoading: Bool) {
    self.isLoading = isLoading
    isRefreshEnabled = !isLoading
    // Only the start of a load hides the labels; its end leaves them to the result.
    if isLoading {
      userName = nil
      errorMessage = nil
    }
  }

  func displayUserName(_ text: String) { userName = text }
  func displayError(_ message: String) { errorMessage = message }
}
