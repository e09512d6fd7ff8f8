import Comparison
import PresentationTesting
import Services

/// The UserList scenarios: loading at each size, empty, error, retry, navigation and closing
/// mid-request; then, on a table of reusable cells at the sizes of 1 000 rows and more, scrolling,
/// jumping and a user's change while scrolling, one measured step per frame.
enum UserListScenarios {
  static func all(sizes: [Int]) -> [UserListScenario] {
    // The cell scenarios of one size share their users: a run in a fresh process makes them
    // once, when the first of them runs.
    let cellUsers = sizes.filter { $0 >= cellSizeThreshold }.map {
      SampleRows(count: $0) { SampleData.users(count: $0) }
    }
    return sizes.map(load) + [empty, error, retry, selectRow, closeMidRequest]
      + cellUsers.map { scroll(users: $0) } + cellUsers.map { updateWhileScrolling(users: $0) }
  }

  /// The smallest list the cell scenarios run on: a shorter one barely scrolls.
  static let cellSizeThreshold = 1_000
  /// Rows scrolled per frame: a steady flick.
  static let rowsPerFrame = 4
  /// Frames of the scrolling scenarios: enough samples per run for stable figures.
  static let scrollFrames = 40
  /// Jumps at the end of ``scroll(users:frames:jumps:)``: to the end, back to the top, and
  /// again.
  static let jumpFrames = 10
  /// Every how many frames of ``updateWhileScrolling(users:frames:)`` a user changes.
  static let framesPerUpdate = 4

  /// Runs `script` on the UserList driver with cells of the arm over a fresh `service`.
  private static func cellScenario<Service: UserService>(
    _ name: String, size: Int,
    service: @autoclosure @escaping @Sendable () -> Service,
    script:
      @escaping @MainActor (any UserListDriver, Service, ScenarioContext) async throws -> Void
  ) -> UserListScenario {
    scenario(name, size: size, service: service(), cells: true, script: script)
  }

  /// The users load into a table of reusable cells; the user scrolls down ``rowsPerFrame`` rows
  /// per frame for `frames` frames (`frame: scroll`), then jumps to the end of the list and back
  /// to the top, `jumps` times in all (`frame: jump`). Each frame is one step.
  ///
  /// Scrolling and jumping share one scenario so that a run loads the list once for both.
  static func scroll(
    users: SampleRows<User>, frames: Int = scrollFrames, jumps: Int = jumpFrames
  ) -> UserListScenario {
    cellScenario(
      "userlist.cells.scroll", size: users.count, service: InMemoryUserService(users: users.rows)
    ) { driver, _, context in
      try await context.appear(spinner: driver.widgets.spinner, measured: false) { driver.appear() }
      for frame in 1...frames {
        try await context.step("scroll to \(frame * rowsPerFrame)", kind: "frame: scroll") {
          driver.scroll(toRow: frame * rowsPerFrame)
        }
      }
      for jump in 1...jumps {
        let row = jump.isMultiple(of: 2) ? 0 : users.count
        try await context.step(
          row == 0 ? "jump to the top" : "jump to the end", kind: "frame: jump"
        ) {
          driver.scroll(toRow: row)
        }
      }
    }
  }

  /// The users load into a table of reusable cells and the user scrolls as in
  /// ``scroll(users:frames:jumps:)``; every ``framesPerUpdate`` frames, instead of scrolling, the
  /// server says the user of the sixth visible row is a year older (`frame: update`): only that
  /// row's cell may render again.
  static func updateWhileScrolling(
    users: SampleRows<User>, frames: Int = scrollFrames
  ) -> UserListScenario {
    cellScenario(
      "userlist.cells.update", size: users.count, service: InMemoryUserService(users: users.rows)
    ) { driver, _, context in
      try await context.appear(spinner: driver.widgets.spinner, measured: false) { driver.appear() }
      var current = users.rows
      var firstRow = 0
      for frame in 1...frames {
        if frame.isMultiple(of: framesPerUpdate) {
          let row = updatedRow(firstVisibleRow: firstRow, rowCount: users.count)
          current[row].age += 1
          let user = current[row]
          try await context.step("row \(row) ages", kind: "frame: update") {
            driver.userDidChange(user)
          }
        } else {
          firstRow += rowsPerFrame
          let row = firstRow
          try await context.step("scroll to \(row)", kind: "frame: scroll") {
            driver.scroll(toRow: row)
          }
        }
      }
    }
  }

  /// The row whose user changes in ``updateWhileScrolling(users:frames:)``: the sixth on screen.
  static func updatedRow(firstVisibleRow: Int, rowCount: Int) -> Int {
    min(firstVisibleRow + 5, rowCount - 1)
  }

  /// Runs `script` on a UserList driver of the arm (with cells, when `cells`) over a fresh
  /// `service`.
  private static func scenario<Service: UserService>(
    _ name: String, size: Int,
    service: @autoclosure @escaping @Sendable () -> Service, cells: Bool = false,
    script:
      @escaping @MainActor (any UserListDriver, Service, ScenarioContext) async throws -> Void
  ) -> UserListScenario {
    UserListScenario(name, size: size) { open, context in
      let service = service()
      let driver = try open(UserListDependencies(service: service, cells: cells))
      try await script(driver, service, context)
    }
  }

  /// The screen appears and shows `size` users.
  static func load(size: Int) -> UserListScenario {
    let users = SampleRows(count: size) { SampleData.users(count: $0) }
    return scenario("userlist.load", size: size, service: InMemoryUserService(users: users.rows)) {
      driver, _, context in
      try await context.appear(spinner: driver.widgets.spinner) { driver.appear() }
    }
  }

  /// The service has no users: the empty view shows.
  static let empty = scenario(
    "userlist.empty", size: 0, service: InMemoryUserService(users: [])
  ) { driver, _, context in
    try await context.appear(spinner: driver.widgets.spinner) { driver.appear() }
  }

  /// The service fails: the error shows with its reason.
  static let error = scenario(
    "userlist.error", size: 0,
    service: InMemoryUserService(failure: .always(.connectionLost))
  ) { driver, _, context in
    try await context.appear(spinner: driver.widgets.spinner) { driver.appear() }
  }

  /// The first load fails, a refresh succeeds and clears the error.
  static let retry = scenario(
    "userlist.retry", size: 3, service: ControllableUserService()
  ) { driver, service, context in
    try await context.step("appear", measured: false) { driver.appear() }
    try await service.waitForRequests(count: 1, timeout: context.waitLimit)
    try await context.step("request fails", settled: { !driver.widgets.spinner.value }) {
      service.fail(0, with: ServiceError.timedOut)
    }
    try await context.step("refresh", measured: false, settled: { driver.widgets.spinner.value }) {
      driver.refresh()
    }
    try await service.waitForRequests(count: 2, timeout: context.waitLimit)
    try await context.step("users arrive", settled: { !driver.widgets.spinner.value }) {
      service.resolve(1, with: SampleData.seedUsers)
    }
  }

  /// After loading, the user taps the second row and the profile opens.
  static let selectRow = scenario(
    "userlist.select-row", size: 3,
    service: InMemoryUserService(users: SampleData.seedUsers)
  ) { driver, _, context in
    try await context.appear(spinner: driver.widgets.spinner, measured: false) { driver.appear() }
    try await context.step("tap row 1") { driver.selectRow(at: 1) }
    try await context.step("tap a row that is not there", measured: false) {
      driver.selectRow(at: 7)
    }
  }

  /// The screen closes while the users are loading; their late arrival changes nothing.
  static let closeMidRequest = scenario(
    "userlist.close-mid-request", size: 3, service: ControllableUserService()
  ) { driver, service, context in
    try await context.step("appear", measured: false) { driver.appear() }
    try await service.waitForRequests(count: 1, timeout: context.waitLimit)
    context.close()
    try await context.step("users arrive late", measured: false) {
      service.resolve(0, with: SampleData.seedUsers)
    }
  }
}
