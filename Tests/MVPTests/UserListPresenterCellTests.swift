import MVP
import PresentationTesting
import ScreenData
import Services
import Testing

/// The UserList presenter behind a table of reusable cells.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct UserListPresenterCellTests {
  let service = ControllableUserService()
  let calls = CallRecorder<UserListCall>()
  let view: SpyUserListView
  let router: SpyUserListRouter
  let presenter: UserListPresenter

  init() {
    view = SpyUserListView(calls: calls)
    router = SpyUserListRouter(calls: calls)
    presenter = UserListPresenter(service: service)
    presenter.attachView(view, router: router)
  }

  private func showSeedUsers() async throws {
    presenter.viewDidAppear()
    try await service.waitForRequests(count: 1)
    service.resolve(0, with: SampleData.seedUsers)
    try await calls.waitForCalls(count: 3)
  }

  private var olderMila: User {
    var mila = SampleData.seedUsers[1]
    mila.age += 1
    return mila
  }

  @Test func aTableHasOneRowPerLoadedUser() async throws {
    #expect(presenter.numberOfRows == 0)
    try await showSeedUsers()
    #expect(presenter.numberOfRows == 3)
  }

  @Test func configuringACellShowsItsRowsNameAndAge() async throws {
    try await showSeedUsers()
    let cell = SpyUserCellView()

    presenter.configure(cell, at: 1)
    presenter.configure(cell, at: 2)  // reused for another row

    #expect(cell.shown == ["Mila Haward · 24 years", "Mark Astun · 39 years"])
  }

  @Test func configuringARowThatIsNotThereLeavesTheCellAsItIs() async throws {
    try await showSeedUsers()
    let cell = SpyUserCellView()

    presenter.configure(cell, at: 3)
    presenter.configure(cell, at: -1)

    #expect(cell.shown.isEmpty)
  }

  @Test func aChangedUserReloadsTheirRowOnlyWhichThenShowsTheChange() async throws {
    try await showSeedUsers()
    let cell = SpyUserCellView()

    presenter.userDidChange(olderMila)
    presenter.configure(cell, at: 1)

    #expect(calls.arguments.dropFirst(3) == [.reloadRow(1)])
    #expect(cell.shown == ["Mila Haward · 25 years"])
  }

  @Test func aChangedUserOnNoRowChangesNothing() async throws {
    presenter.userDidChange(olderMila)  // nothing loaded yet
    try await showSeedUsers()
    presenter.userDidChange(
      User(firstName: "Ada", lastName: "Lovelace", email: "ada@test.com", age: 36))

    #expect(calls.arguments.count == 3)
    #expect(presenter.numberOfRows == 3)
  }

  @Test func aChangedUserIsTheOneSelectingTheirRowNavigatesTo() async throws {
    try await showSeedUsers()

    presenter.userDidChange(olderMila)
    presenter.didSelectRow(at: 1)

    #expect(calls.arguments.last == .showProfile(olderMila))
  }

  @Test func aDetachedViewIsNotToldToReloadARow() async throws {
    try await showSeedUsers()
    presenter.detachView()

    presenter.userDidChange(olderMila)

    #expect(calls.arguments.count == 3)
  }
}
