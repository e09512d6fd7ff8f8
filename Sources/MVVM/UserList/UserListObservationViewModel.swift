public import Observation
public import ScreenData
public import Services

/// The presentation logic of the user list on Apple's Observation: loads the users and formats
/// them into rows, as observable stored properties, and says where to navigate as an event.
///
/// A view reads the properties it shows inside `withObservationTracking` and renders again
/// when told they changed; it forwards what the user did to the input methods and navigates
/// from ``onRoute``, which is called once per navigation and never by a render:
///
/// ```swift
/// let viewModel = UserListObservationViewModel(service: InMemoryUserService())
/// viewModel.onRoute = { [weak navigator] route in navigator?.go(to: route) }
/// func render() {
///   withObservationTracking {
///     spinner.isAnimating = viewModel.isLoading
///     table.rows = viewModel.rows
///     emptyView.isHidden = !viewModel.isEmptyViewVisible
///     errorLabel.text = viewModel.errorMessage
///   } onChange: {
///     Task { @MainActor in render() }  // fires once: render registers again
///   }
/// }
/// render()
/// viewModel.viewDidAppear()
/// viewModel.didSelectRow(at: 1)  // navigator.go(to: .profile(user)), once
/// ```
///
/// A table of reusable cells reads ``rowCount`` instead of ``rows`` and has each cell it shows
/// track that row's ``cellModel(at:)``; see "Cells" in the ``MVVM`` overview.
///
/// Closing the screen cancels the load in flight; see "Closing cancels" and "Navigation and
/// ownership" in the ``MVVM`` overview.
@Observable
@MainActor
public final class UserListObservationViewModel {
  // No assignment below is guarded by `!=`; see "Apple's Observation" in MVVM.docc.

  /// Whether a load is running; drives the spinner (shown while `true`).
  public private(set) var isLoading = false

  /// The rows of the last successful load, empty before it and after a failure; drives the
  /// table's rows.
  public private(set) var rows: [UserViewData] = []

  /// Whether the last load succeeded with no users; drives the empty view (shown while `true`).
  public private(set) var isEmptyViewVisible = false

  /// The error text, such as "Could not load users: The request timed out.", or `nil`; drives
  /// the error label (shown with this text, hidden while `nil`).
  public private(set) var errorMessage: String?

  /// The number of rows of the last load, 0 before it and after a failure; a single user's
  /// change leaves it alone; drives a table's number of rows.
  public private(set) var rowCount = 0

  /// Called once for each navigation, with where to go: `.profile(user)` shows that user's
  /// profile. Selecting the same row again navigates again.
  ///
  /// A navigation is an event, not state: it is not an observable property, so a render never
  /// navigates and an equal destination is never lost. Set it before the screen appears; the
  /// view model keeps it, so a handler that captures an object owning the view model (a
  /// coordinator) captures it weakly. In SwiftUI, set it in `.onAppear`:
  ///
  /// ```swift
  /// .onAppear {
  ///   viewModel.onRoute = { route in
  ///     if case .profile(let user) = route { path.append(user) }
  ///   }
  ///   viewModel.viewDidAppear()
  /// }
  /// ```
  ///
  /// See "Navigation and ownership" in the ``MVVM`` overview.
  @ObservationIgnored public var onRoute: ((UserListRoute) -> Void)?

  @ObservationIgnored private let service: any UserService
  /// The users behind the rows on screen, in row order, which selection indexes into; empty
  /// before the first successful load and after a failure.
  @ObservationIgnored private var users: [User] = []
  /// The cell models handed out so far, by row; they live as long as the list view model, so
  /// a change of a user reaches the cell tracking its row, and a load shows its users in the
  /// ones whose row is still there.
  @ObservationIgnored private var cellModels: [Int: UserCellModel] = [:]
  @ObservationIgnored private var loadTask: Task<Void, Never>?

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
    onRoute?(.profile(users[index]))
  }

  /// The model of the cell that shows the row at `index`, made at its first request and the
  /// same object afterwards, for as long as the row exists.
  ///
  /// - Precondition: `index` is a row: from 0 to ``rowCount`` − 1.
  public func cellModel(at index: Int) -> UserCellModel {
    if let cellModel = cellModels[index] { return cellModel }
    guard users.indices.contains(index) else {
      preconditionFailure("UserListObservationViewModel.cellModel(at: \(index)): no such row")
    }
    let cellModel = UserCellModel(user: users[index])
    cellModels[index] = cellModel
    return cellModel
  }

  /// Call when the server says `user` changed (their age, say): the row showing that user, the
  /// first whose email matches, shows the change: ``rows`` and that row's cell model change;
  /// ``rowCount`` does not.
  ///
  /// A user on no row changes nothing.
  ///
  /// - Complexity: O(*n*) in the number of rows, to find the user's row.
  public func userDidChange(_ user: User) {
    guard let index = users.firstIndex(where: { $0.email == user.email }) else { return }
    users[index] = user
    rows[index] = UserViewData(formatting: user)
    cellModels[index]?.show(user)
  }

  private func load() {
    loadTask?.cancel()
    // The rows shown before stay until the result arrives.
    isLoading = true
    errorMessage = nil
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
    isLoading = false
    rows = users.map(UserViewData.init(formatting:))
    isEmptyViewVisible = users.isEmpty
    showInCells(users)
  }

  private func showFailure(_ error: any Error) {
    // The rows are cleared, so no stale user may be selected any more.
    users = []
    isLoading = false
    rows = []
    isEmptyViewVisible = false
    errorMessage = UserListText.loadFailure(error)
    showInCells([])
  }

  /// Shows `users` in the cell models of the rows that remain, drops the others, then sets the
  /// number of rows.
  private func showInCells(_ users: [User]) {
    for (index, cellModel) in cellModels {
      if users.indices.contains(index) {
        cellModel.show(users[index])
      } else {
        cellModels[index] = nil
      }
    }
    rowCount = users.count
  }
}
