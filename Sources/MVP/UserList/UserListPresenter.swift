import ScreenData
public import Services

/// The presentation logic of the UserList screen: loads the users, formats them as rows, tells a
/// passive ``UserListView`` what to show and a ``UserListRouter`` where to go.
///
/// The view owns the presenter and forwards what the user did:
///
/// ```swift
/// let presenter = UserListPresenter(service: InMemoryUserService())
/// presenter.attachView(usersViewController, router: coordinator)
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
/// - ``userDidChange(_:)``: `reloadRow(at:)` with the row of that user, if one shows it.
/// - ``configure(_:at:)``: nothing; the cell it is given receives `display(name:age:)`.
/// - ``attachView(_:router:)`` and ``detachView()``: nothing.
///
/// A new load cancels the one in flight, whose answer then never reaches the view.
///
/// A table of reusable cells asks for ``numberOfRows`` and configures each cell it shows with
/// ``configure(_:at:)``; see "Cells" in the ``MVP`` overview.
///
/// The view is held weakly and the router strongly, both until ``detachView()``; see
/// "Navigation and ownership" in the ``MVP`` overview.
@MainActor
public final class UserListPresenter {
  private let service: any UserService
  // Weak: the view usually owns this presenter, so a strong reference back would be a cycle.
  private weak var view: (any UserListView)?
  // Strong until `detachView()`, or weak in `routingView` when the view routes itself; see
  // "Navigation and ownership" in MVP.docc.
  private var router: (any UserListRouter)?
  private weak var routingView: (any UserListRouter)?
  /// The users behind the rows on screen, in row order, which selection indexes into; empty
  /// before the first successful load and after a failure.
  private var users: [User] = []
  private var loadTask: Task<Void, Never>?

  /// Creates a presenter that loads from `service`; it shows and navigates nothing until
  /// ``attachView(_:router:)``.
  public init(service: any UserService) {
    self.service = service
  }

  deinit {
    // Nonisolated; see "Isolation" in MVP.docc.
    loadTask?.cancel()
  }

  /// Starts sending screen updates to `view` and navigation to `router`, until ``detachView()``.
  ///
  /// The view is held weakly: it owns this presenter. The router is held strongly, so a router
  /// made for this screen alone works when passed inline:
  ///
  /// ```swift
  /// presenter.attachView(self, router: UserListNavigator(navigationController))
  /// ```
  ///
  /// A view that routes itself (`attachView(self, router: self)`) is held weakly in both roles;
  /// a router that owns the screen is owned back until ``detachView()``. See "Navigation and
  /// ownership" in the ``MVP`` overview.
  ///
  /// - Parameters:
  ///   - view: Shows what this presenter says; held weakly.
  ///   - router: Carries out navigation; held strongly until ``detachView()``, or weakly when it
  ///     is `view` itself.
  public func attachView(_ view: any UserListView, router: any UserListRouter) {
    self.view = view
    if router === view {
      self.router = nil
      routingView = router
    } else {
      self.router = router
      routingView = nil
    }
  }

  /// Cancels the request in flight, stops sending updates and releases the router: nothing
  /// reaches the view or the router afterwards.
  public func detachView() {
    loadTask?.cancel()
    view = nil
    router = nil
    routingView = nil
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
    (router ?? routingView)?.showProfile(of: users[index])
  }

  /// The number of rows the list shows: a table view's number of rows.
  public var numberOfRows: Int {
    users.count
  }

  /// Configures `cell` to show the row at `index`: its user's name and age.
  ///
  /// A table view calls it for each cell it shows, when the cell comes on screen and after
  /// `reloadRow(at:)`. An index outside the rows shown leaves the cell as it is.
  ///
  /// - Parameters:
  ///   - cell: The cell on screen for that row; the presenter does not keep it.
  ///   - index: The row, from 0 to ``numberOfRows`` − 1.
  public func configure(_ cell: any UserCellView, at index: Int) {
    guard users.indices.contains(index) else { return }
    let row = UserViewData(formatting: users[index])
    cell.display(name: row.name, age: row.age)
  }

  /// Call when the server says `user` changed (their age, say): the row showing that user, the
  /// first whose email matches, is told to reload; only its cell, if on screen, shows it again.
  ///
  /// A user on no row changes nothing.
  ///
  /// - Complexity: O(*n*) in the number of rows, to find the user's row.
  public func userDidChange(_ user: User) {
    guard let index = users.firstIndex(where: { $0.email == user.email }) else { return }
    users[index] = user
    view?.reloadRow(at: index)
  }

  private func load() {
    loadTask?.cancel()
    // The rows shown before stay until the result arrives.
    view?.startLoading()
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
    guard let view else { return }
    view.finishLoading()
    if users.isEmpty {
      view.displayEmpty()
    } else {
      view.display(rows: users.map(UserViewData.init(formatting:)))
    }
  }

  private func showFailure(_ error: any Error) {
    // The rows are cleared, so no stale user may be selected any more.
    users = []
    guard let view else { return }
    view.finishLoading()
    view.displayError(UserListText.loadFailure(error))
  }
}
