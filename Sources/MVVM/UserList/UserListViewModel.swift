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
/// A table of reusable cells binds ``rowCount`` instead of ``rows`` and binds each cell it shows
/// to that row's ``cellViewModel(at:)``; see "Cells" in the ``MVVM`` overview.
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

  /// The number of rows, notified after every load (even an unchanged number) and never for a
  /// single user's change; drives a table's number of rows (`reloadData()`).
  public var rowCount: Observable<Int> { _rowCount }

  /// Emits where to navigate; the view executes it (`.profile(user)` shows that user's
  /// profile).
  public var route: Events<UserListRoute> { _route }
  private let _route = Signal<UserListRoute>()

  private let service: any UserService
  private let _isLoading = MutableObservable(false)
  private let _errorMessage = MutableObservable<String?>(nil)
  private let _rowCount = MutableObservable(0)
  /// The cell view models handed out so far, by row; they live as long as the list view model,
  /// so a change of a user reaches the cell bound to its row, and a load shows its users in
  /// the ones whose row is still there.
  private var cellViewModels: [Int: UserCellViewModel] = [:]
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

  /// The view model of the cell that shows the row at `index`, made at its first request and
  /// the same object afterwards, for as long as the row exists.
  ///
  /// - Precondition: `index` is a row: from 0 to the latest ``rowCount`` − 1.
  public func cellViewModel(at index: Int) -> UserCellViewModel {
    if let cellViewModel = cellViewModels[index] { return cellViewModel }
    guard let users = users.value, users.indices.contains(index) else {
      preconditionFailure("UserListViewModel.cellViewModel(at: \(index)): no such row")
    }
    let cellViewModel = UserCellViewModel(user: users[index])
    cellViewModels[index] = cellViewModel
    return cellViewModel
  }

  /// Call when the server says `user` changed (their age, say): the row showing that user, the
  /// first whose email matches, shows the change: ``rows`` and that row's cell view model
  /// change; ``rowCount`` does not.
  ///
  /// A user on no row changes nothing.
  ///
  /// - Complexity: O(*n*) in the number of rows, to find the user's row.
  public func userDidChange(_ user: User) {
    guard let index = users.value?.firstIndex(where: { $0.email == user.email }) else { return }
    users.modify { users in users?[index] = user }
    cellViewModels[index]?.show(user)
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
    showInCells(users)
  }

  private func showFailure(_ error: any Error) {
    _isLoading.value = false
    // The rows are cleared, so no stale user may be selected any more.
    users.value = nil
    showInCells([])
    _errorMessage.value = UserListText.loadFailure(error)
  }

  /// Shows `users` in the cell view models of the rows that remain, drops the others, then
  /// publishes the number of rows.
  private func showInCells(_ users: [User]) {
    for (index, cellViewModel) in cellViewModels {
      if users.indices.contains(index) {
        cellViewModel.show(users[index])
      } else {
        cellViewModels[index] = nil
      }
    }
    _rowCount.value = users.count
  }
}
