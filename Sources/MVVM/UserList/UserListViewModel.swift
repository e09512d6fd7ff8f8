public import ScreenData
public import Services
public import Signals

/// The presentation logic of the user list: loads the users, formats them into rows and tells
/// the view where to navigate.
///
/// The view binds every output to a widget, forwards what the user did to the input methods
/// and executes the routes:
///
/// ```swift
/// let viewModel = UserListViewModel(service: InMemoryUserService())
/// var subscriptions = Set<Subscription>()
/// viewModel.isLoading.observe { spinner.isAnimating = $0 }.store(in: &subscriptions)
/// viewModel.rows.observe { table.rows = $0 }.store(in: &subscriptions)
/// viewModel.isEmptyViewVisible.observe { emptyView.isHidden = !$0 }.store(in: &subscriptions)
/// viewModel.errorMessage.observe { errorLabel.text = $0 }.store(in: &subscriptions)
/// viewModel.route.observe { route in navigator.go(to: route) }.store(in: &subscriptions)
/// viewModel.viewDidAppear()
/// ```
///
/// Closing the screen cancels the load in flight; see "Closing cancels" and "Navigation and
/// ownership" in the ``MVVM`` overview.
@MainActor
public final class UserListViewModel {
  /// Whether a load is running; drives the spinner (shown while `true`).
  public var isLoading: Observable<Bool> { _isLoading }

  /// The rows of the last successful load, empty before it and after a failure; drives the
  /// table's rows.
  public let rows: Observable<[UserViewData]>

  /// Whether the last load succeeded with no users; drives the empty view (shown while `true`).
  public let isEmptyViewVisible: Observable<Bool>

  /// The error text, such as "Could not load users: The request timed out.", or `nil`; drives
  /// the error label (shown with this text, hidden while `nil`).
  public var errorMessage: Observable<String?> { _errorMessage }

  /// Emits where to navigate; the view executes it (`.profile(user)` shows that user's
  /// profile).
  public var route: Events<UserListRoute> { _route }
  private let _route = Signal<UserListRoute>()

  private let service: any UserService
  private let _isLoading = MutableObservable(false)
  private let _errorMessage = MutableObservable<String?>(nil)
  /// The users behind the rows on screen, in row order, which selection indexes into; `nil`
  /// before the first successful load and after a failure. `rows` and `isEmptyViewVisible` are
  /// derived from it, so they can never disagree.
  private let users = MutableObservable<[User]?>(nil)
  private var loadTask: Task<Void, Never>?

  /// Creates the view model of a user list that loads from `service`.
  public init(service: any UserService) {
    self.service = service
    rows = users.map { users in users?.map(UserViewData.init(formatting:)) ?? [] }
    isEmptyViewVisible = users.map { users in users?.isEmpty == true }
  }

  deinit {
    // Nonisolated; see "Isolation" in MVVM.docc.
    loadTask?.cancel()
  }

  /// Call when the screen appears: loads the users.
  public func viewDidAppear() {
    load()
  }

  /// Call when the user pulls to refresh or retries after an error: loads the users again.
  public func refreshWasRequested() {
    load()
  }

  /// Call when the user taps the row at `index`: navigates to that user's profile.
  ///
  /// An index outside the rows shown does nothing.
  public func didSelectRow(at index: Int) {
    guard let users = users.value, users.indices.contains(index) else { return }
    _route.send(.profile(users[index]))
  }

  private func load() {
    loadTask?.cancel()
    // The rows shown before stay until the result arrives.
    _isLoading.value = true
    _errorMessage.value = nil
    loadTask = Task { [weak self, service] in
      do {
        let users = try await service.users()
        guard !Task.isCancelled else { return }
        self?.show(users)
      } catch {
        guard !Task.isCancelled else { return }
        self?.showFailure(error)
      }
    }
  }

  private func show(_ users: [User]) {
    _isLoading.value = false
    self.users.value = users
  }

  private func showFailure(_ error: any Error) {
    _isLoading.value = false
    // The rows are cleared, so no stale user may be selected any more.
    users.value = nil
    _errorMessage.value = UserListText.loadFailure(error)
  }
}
