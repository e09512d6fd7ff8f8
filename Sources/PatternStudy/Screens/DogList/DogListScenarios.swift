import Comparison
import PresentationTesting
import Services

/// The DogList scenarios: loading and filtering at each size, a filter that leaves nothing, a
/// filter chosen while loading, empty, error, retry and closing mid-request; then, on a table of
/// reusable cells at the sizes of 1 000 rows and more, scrolling then jumping, one measured step
/// per frame (as the UserList's, whose frame counts they share).
enum DogListScenarios {
  static func all(sizes: [Int]) -> [DogListScenario] {
    // The cell scenarios of one size share their dogs: a run in a fresh process makes them once,
    // when the first of them runs.
    let cellDogs = sizes.filter { $0 >= UserListScenarios.cellSizeThreshold }.map {
      SampleRows(count: $0) { SampleData.dogs(count: $0) }
    }
    return sizes.map(load) + sizes.map { filter(size: $0) }
      + [filterToEmpty, filterWhileLoading, empty, error, retry, closeMidRequest()]
      + cellDogs.map { scroll(dogs: $0) }
  }

  /// Runs `script` on the DogList driver with cells of the arm over a fresh `service`.
  private static func cellScenario(
    _ name: String, size: Int,
    service: @autoclosure @escaping @Sendable () -> InMemoryDogService,
    script:
      @escaping @MainActor (any DogListDriver, InMemoryDogService, ScenarioContext) async throws ->
      Void
  ) -> DogListScenario {
    scenario(name, size: size, service: service(), cells: true, script: script)
  }

  /// The dogs load into a table of reusable cells; the user scrolls down
  /// ``UserListScenarios/rowsPerFrame`` rows per frame for `frames` frames (`frame: scroll`),
  /// then jumps to the end of the list and back to the top, `jumps` times in all
  /// (`frame: jump`). Each frame is one step.
  static func scroll(
    dogs: SampleRows<Dog>, frames: Int = UserListScenarios.scrollFrames,
    jumps: Int = UserListScenarios.jumpFrames
  ) -> DogListScenario {
    cellScenario(
      "doglist.cells.scroll", size: dogs.count, service: InMemoryDogService(dogs: dogs.rows)
    ) { driver, _, context in
      try await context.appear(spinner: driver.widgets.spinner, measured: false) { driver.appear() }
      for frame in 1...frames {
        let row = frame * UserListScenarios.rowsPerFrame
        try await context.step("scroll to \(row)", kind: "frame: scroll") {
          driver.scroll(toRow: row)
        }
      }
      for jump in 1...jumps {
        let row = jump.isMultiple(of: 2) ? 0 : dogs.count
        try await context.step(
          row == 0 ? "jump to the top" : "jump to the end", kind: "frame: jump"
        ) {
          driver.scroll(toRow: row)
        }
      }
    }
  }

  /// Runs `script` on a DogList driver of the arm (with cells, when `cells`) over a fresh
  /// `service`.
  private static func scenario<Service: DogService>(
    _ name: String, size: Int,
    service: @autoclosure @escaping @Sendable () -> Service, cells: Bool = false,
    script: @escaping @MainActor (any DogListDriver, Service, ScenarioContext) async throws -> Void
  ) -> DogListScenario {
    DogListScenario(name, size: size) { open, context in
      let service = service()
      let driver = try open(DogListDependencies(service: service, cells: cells))
      try await script(driver, service, context)
    }
  }

  /// The screen appears and shows `size` dogs.
  static func load(size: Int) -> DogListScenario {
    let dogs = SampleRows(count: size) { SampleData.dogs(count: $0) }
    return scenario("doglist.load", size: size, service: InMemoryDogService(dogs: dogs.rows)) {
      driver, _, context in
      try await context.appear(spinner: driver.widgets.spinner) { driver.appear() }
    }
  }

  /// After `size` dogs are loaded, the user shows the Labradors only, then every dog again; the
  /// filter applies to the loaded dogs, so both steps are synchronous.
  static func filter(size: Int) -> DogListScenario {
    let dogs = SampleRows(count: size) { SampleData.dogs(count: $0) }
    return filter(size: size, service: InMemoryDogService(dogs: dogs.rows))
  }

  /// ``filter(size:)`` over `service`, which must hold `size` dogs; a test passes a spy to count
  /// the loads.
  static func filter<Service: DogService>(
    size: Int, service: @autoclosure @escaping @Sendable () -> Service
  ) -> DogListScenario {
    scenario("doglist.filter", size: size, service: service()) {
      driver, _, context in
      try await context.appear(spinner: driver.widgets.spinner, measured: false) { driver.appear() }
      try await context.step("choose Labrador") { driver.chooseFilter(.labrador) }
      try await context.step("choose All") { driver.chooseFilter(nil) }
    }
  }

  /// No seed dog is a Bulldog: the filter empties the list and the empty view shows, until
  /// every dog is shown again.
  static let filterToEmpty = scenario(
    "doglist.filter-to-empty", size: 3,
    service: InMemoryDogService(dogs: SampleData.seedDogs)
  ) { driver, _, context in
    try await context.appear(spinner: driver.widgets.spinner, measured: false) { driver.appear() }
    try await context.step("choose Bulldog") { driver.chooseFilter(.bulldog) }
    try await context.step("choose All") { driver.chooseFilter(nil) }
  }

  /// A filter chosen while the dogs load only changes the filter's title; the rows appear
  /// filtered when the dogs arrive.
  static let filterWhileLoading = scenario(
    "doglist.filter-while-loading", size: 3, service: ControllableDogService()
  ) { driver, service, context in
    try await context.step("appear", measured: false) { driver.appear() }
    try await service.waitForRequests(count: 1, timeout: context.waitLimit)
    try await context.step("choose Labrador", measured: false) { driver.chooseFilter(.labrador) }
    try await context.step("dogs arrive", settled: { !driver.widgets.spinner.value }) {
      service.resolve(0, with: SampleData.seedDogs)
    }
  }

  /// The service has no dogs: the empty view shows.
  static let empty = scenario(
    "doglist.empty", size: 0, service: InMemoryDogService(dogs: [])
  ) { driver, _, context in
    try await context.appear(spinner: driver.widgets.spinner) { driver.appear() }
  }

  /// The service fails: the error shows with its reason.
  static let error = scenario(
    "doglist.error", size: 0, service: InMemoryDogService(failure: .always(.connectionLost))
  ) { driver, _, context in
    try await context.appear(spinner: driver.widgets.spinner) { driver.appear() }
  }

  /// The first load fails, a retry succeeds and clears the error.
  static let retry = scenario(
    "doglist.retry", size: 3, service: ControllableDogService()
  ) { driver, service, context in
    try await context.step("appear", measured: false) { driver.appear() }
    try await service.waitForRequests(count: 1, timeout: context.waitLimit)
    try await context.step("request fails", settled: { !driver.widgets.spinner.value }) {
      service.fail(0, with: ServiceError.timedOut)
    }
    try await context.step("retry", measured: false, settled: { driver.widgets.spinner.value }) {
      driver.retry()
    }
    try await service.waitForRequests(count: 2, timeout: context.waitLimit)
    try await context.step("dogs arrive", settled: { !driver.widgets.spinner.value }) {
      service.resolve(1, with: SampleData.seedDogs)
    }
  }

  /// The screen closes while the dogs are loading; their late arrival changes nothing.
  static func closeMidRequest(
    service: @autoclosure @escaping @Sendable () -> ControllableDogService =
      ControllableDogService()
  ) -> DogListScenario {
    scenario("doglist.close-mid-request", size: 3, service: service()) {
      driver, service, context in
      try await context.step("appear", measured: false) { driver.appear() }
      try await service.waitForRequests(count: 1, timeout: context.waitLimit)
      context.close()
      try await context.step("dogs arrive late", measured: false) {
        service.resolve(0, with: SampleData.seedDogs)
      }
    }
  }
}
