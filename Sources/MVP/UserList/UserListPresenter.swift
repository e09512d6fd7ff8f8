import ScreenData
public import Services

/// The presentation logic of the UserList screen: loads the users, formats them as rows, tells a
/// passive ``UserListView`` what to show and a ``UserListRouter`` where to go.
///
/// The view owns the presenter and forwards what the user did:
///
/// ```swift
/// let presenter = UserListPresenter(service: InMemoryUserService(), router: coordinator)
/// presenter.attachView(usersViewController)
/// presenter.viewDidAppear()      // startLoading(); later finishLoading(), display(rows:)
/// presenter.didSelectRow(at: 0)  // coordinator.showProfile(of: Iyad Agha)
/// presenter.detachView()         // cancels the request in flight
/// ```
///
/// What the view receives for each event:
/// - ``viewDidAppear()`` and ``refreshWasRequested()``: `startLoading()` at once; when the users
///   arrive `finishLoading()` then `display(rows:)`, or `finishLoading()` then `displayEmpty()`
///   when there are none; on failure `finishLoading()` then
///   `displayError("Could not load users: <reason>")`.
/// - ``didSelectRow(at:)``: nothing; the router receives `showProfile(of:)` when the index is a
///   row on screen.
/// - ``attachView(_:)`` and ``detachView()``: nothing.
///
/// A new load cancels the one in flight, whose answer then never reaches the view.
@MainActor
public final class UserListPresenter {
  private let service: any UserService
  // Weak: the view usually owns this presenter, so a strong reference back would be a cycle.
  private weak var view: (any UserListView)?
  // Weak for the same reason: the view controller that owns this presenter often routes too.
  private weak var router: (any UserListRouter)?
  /// The users behind the rows on screen, in row order, which selection indexes into.
  private var users: [User] = []
  private var loadTask: Task<Void, Never>?

  /// Creates a presenter that loads from `service` and navigates through `router`.
  ///
  /// - Parameters:
  ///   - service: Where the users come from.
  ///   - router: Carries out navigation; held weakly, so its owner must keep it alive.
  public init(service: any UserService, router: any UserListRouter) {
    self.service = service
    self.router = router
  }

  deinit {
    // A screen released without `detachView()` still stops its request.
    loadTask?.cancel()
  }

  /// Starts sending screen updates to `view`, which is held weakly.
  public func attachView(_ view: any UserListView) {
    self.view = view
  }

  /// Cancels the request in flight and stops sending updates: nothing reaches the view afterwards.
  public func detachView() {
    loadTask?.cancel()
    view = nil
  }

  /// Loads the users when the screen appears.
  public func viewDidAppear() {
    loadUsers()
  }

  /// Loads the users again, as pull to refresh or as a retry after an error.
  public func refreshWasRequested() {
    loadUsers()
  }

  /// Navigates to the profile of the user in row `index`; an index with no row does nothing.
  public func didSelectRow(at index: Int) {
    guard users.indices.contains(index) else { return }
    router?.showProfile(of: users[index])
  }

  private func loadUsers() {
    loadTask?.cancel()
    view?.startLoading()
    // The task captures `self` weakly, so a screen closed mid-request is freed at once.
    loadTask = Task { [weak self, service] in
      do {
        let users = try await service.users()
        // NB: a newer load or `detachView()` can cancel this task after the answer came and
        // before this line ran; the answer is stale then.
        guard !Task.isCancelled else { return }
        self?.show(users)
      } catch {
        guard !Task.isCancelled, !(error is CancellationError) else { return }
        self?.show(error)
      }
    }
  }

  private func show(_ users: [User]) {
    self.users = users
    guard let view else { return }
    view.finishLoading()
    if users.isEmpty {
      view.displayEmpty()
    } else {
      view.display(rows: users.map(UserViewData.init(formatting:)))
    }
  }

  private func show(_ error: any Error) {
    // The rows are cleared, so no stale user may be selected any more.
    users = []
    guard let view else { return }
    view.finishLoading()
    view.displayError(UserListText.loadFailure(error))
  }
}
