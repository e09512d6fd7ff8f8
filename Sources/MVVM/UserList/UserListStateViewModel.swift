import ScreenData
public import Services
public import Signals

/// The presentation logic of the user list, publishing the whole screen as one
/// ``UserListState``: loads the users, formats them into rows and tells the view where to
/// navigate.
///
/// The view observes ``state`` once and renders what changed, forwards what the user did to the
/// input methods and executes the routes:
///
/// ```swift
/// let viewModel = UserListStateViewModel(service: InMemoryUserService())
/// var subscriptions = Set<Subscription>()
/// viewModel.state.observe { state in
///   spinner.isAnimating = state.isLoading
///   emptyView.isHidden = !state.isEmptyViewVisible
///   errorLabel.text = state.errorMessage
///   if state.rows != table.rows { table.rows = state.rows }
/// }.store(in: &subscriptions)
/// viewModel.route.observe { route in navigator.go(to: route) }.store(in: &subscriptions)
/// viewModel.viewDidAppear()
/// ```
///
/// A table of reusable cells renders each cell it shows from its row's value in
/// ``UserListState/rows``, again only when that value changed; see "Cells" in the ``MVVM``
/// overview.
///
/// Closing the screen cancels the load in flight; see "One state per screen", "Closing cancels"
/// and "Navigation and ownership" in the ``MVVM`` overview.
@MainActor
public final class UserListStateViewModel {
  /// The whole screen: spinner, rows, empty view and error; notified once per action or result
  /// that changes it.
  public var state: Observable<UserListState> { _state }

  /// Emits where to navigate; the view executes it (`.profile(user)` shows that user's
  /// profile).
  public var route: Events<UserListRoute> { _route }
  private let _route = Signal<UserListRoute>()

  private let service: any UserService
  // NB: no copy of the state beside this one, unlike the other state view models: a user's
  // change updates one row of the rows' storage in place, which a second holder would force
  // into a copy of the whole list (see "One state per screen" in MVVM.docc).
  private let _state = MutableObservable(UserListState())
  /// The users behind the rows on screen, in row order, which selection indexes into; empty
  /// before the first successful load and after a failure.
  private var users: [User] = []
  private var loadTask: Task<Void, Never>?

  /// Creates the view model of a user list that loads from `service`.
  public init(service: any UserService) {
    self.service = service
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
    guard users.indices.contains(index) else { return }
    _route.send(.profile(users[index]))
  }

  /// Call when the server says `user` changed (their age, say): the row showing that user, the
  /// first whose email matches, changes in a new state, and no other row does.
  ///
  /// A user on no row changes nothing.
  ///
  /// - Complexity: O(*i*) to find the user's row *i*; the row itself changes in place, in
  ///   O(1), whatever the number of rows.
  public func userDidChange(_ user: User) {
    guard let index = users.firstIndex(where: { $0.email == user.email }) else { return }
    users[index] = user
    let row = UserViewData(formatting: user)
    _state.modifyIfChanged { state in state.updateRow(at: index, to: row) }
  }

  private func load() {
    loadTask?.cancel()
    // The rows shown before stay until the result arrives.
    change { state in
      state.isLoading = true
      state.errorMessage = nil
    }
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
    self.users = users
    let rows = users.map(UserViewData.init(formatting:))
    change { state in
      state.isLoading = false
      state.isEmptyViewVisible = users.isEmpty
      state.replaceRows(with: rows)
    }
  }

  private func showFailure(_ error: any Error) {
    // The rows are cleared, so no stale user may be selected any more.
    users = []
    change { state in
      state.isLoading = false
      state.isEmptyViewVisible = false
      state.errorMessage = UserListText.loadFailure(error)
      state.replaceRows(with: [])
    }
  }

  /// Publishes `body` applied to the state last set, even while an earlier one is being
  /// delivered, unless nothing changed (MVVM.docc).
  private func change(_ body: (inout UserListState) -> Void) {
    _state.modifyUnlessEqual(body)
  }
}
