import PresentationTesting
import Services
import Testing

@testable import Comparison
@testable import PatternStudy

/// The DogList scenarios on each pattern: what the screen shows and what it cost.
///
/// Where the counts differ, it is the patterns' nature, not a bug:
/// - binding calls every output's observer once at bind time (5 view calls: filter title,
///   spinner, rows, empty view, error; 6 writes, all redundant but the filter's "All"), where
///   the presenter sends one `display(selectedFilter:)` when the view is attached;
/// - a view-model load sets each output it touches (appear sets `isLoading` and clears
///   `errorMessage`: 2 calls, the error's 2 writes redundant) where the presenter sends one
///   `startLoading()` (its error-hiding write redundant);
/// - the view model derives `rows` and `isEmptyViewVisible` from `combineLatest(dogs, filter)`
///   with no de-duplication, so each change of the dogs or of the filter notifies both (and
///   the title too, for the filter), even when one of them keeps its value; the presenter's
///   `display(rows:)` / `displayEmpty()` set the rows and the empty view in one call.
@MainActor
@Suite struct DogListComparisonTests {
  typealias Row = ScreenSnapshot.Row

  nonisolated static let expectedCounts: [String: [Arm: ViewCounts]] = [
    // MVVM: 5 at bind + 2 on appear + 3 on arrival (isLoading, rows, isEmptyViewVisible false:
    // redundant). MVP: display(selectedFilter:) at attach, startLoading, finishLoading,
    // display(rows:) (its empty-view write redundant).
    "doglist.load@10": [.mvvm: ViewCounts(10, 12, 8), .mvp: ViewCounts(4, 6, 2)],
    // Each filter change: MVVM notifies title, rows and empty view (3 calls, the empty view's
    // false redundant); MVP sends display(selectedFilter:) and display(rows:) (2 calls, 3
    // writes, the empty view's false redundant).
    "doglist.filter@10": [.mvvm: ViewCounts(16, 18, 10), .mvp: ViewCounts(8, 12, 4)],
    // Bulldog empties the list and shows the empty view, All brings them back: no redundant
    // write in either arm for these two steps.
    "doglist.filter-to-empty@3": [.mvvm: ViewCounts(16, 18, 8), .mvp: ViewCounts(8, 12, 2)],
    // A filter chosen before the dogs arrive: the presenter only shows the title (it has no
    // dogs to filter); the view model's combineLatest still recomputes and re-sends the empty
    // rows and the hidden empty view (2 redundant calls).
    "doglist.filter-while-loading@3": [.mvvm: ViewCounts(13, 15, 10), .mvp: ViewCounts(5, 7, 2)],
    // No dogs: MVVM's rows go [] -> [] (redundant) and the empty view shows; MVP's
    // displayEmpty() writes [] to the rows (redundant) and shows the empty view.
    "doglist.empty@0": [.mvvm: ViewCounts(10, 12, 8), .mvp: ViewCounts(4, 6, 2)],
    // On failure the view model sets the dogs to nil (rows and empty view notify, both
    // redundant) and sets the error; the presenter's displayError writes the same four widgets
    // in one call after finishLoading.
    "doglist.error@0": [.mvvm: ViewCounts(11, 14, 9), .mvp: ViewCounts(4, 8, 3)],
    // The retry clears the error: MVVM writes its text "" and hides it (2 writes, 1 call);
    // MVP's startLoading only hides it.
    "doglist.retry@3": [.mvvm: ViewCounts(16, 20, 10), .mvp: ViewCounts(7, 13, 4)],
    // Closing mid-request: MVVM bound 5 outputs and set 2 on appear; MVP showed the filter and
    // sent startLoading(). Nothing arrives after the close in either.
    "doglist.close-mid-request@3": [.mvvm: ViewCounts(7, 9, 7), .mvp: ViewCounts(2, 3, 1)],
  ]

  nonisolated static let scenarios = DogListScreen.definition.scenarios(sizes: [10])

  static func row(_ dog: Dog) -> Row {
    Row("\(dog.name) \(dog.breed.rawValue)", detail: "\(dog.age)")
  }

  static let seedRows = [
    Row("Alfred Labrador", detail: "1"), Row("Vinny Doberman", detail: "5"),
    Row("Lucky Labrador", detail: "3"),
  ]

  @Test(arguments: scenarios, [Arm.mvp, .mvvm])
  func countsAreTheExpectedOnes(scenario: Scenario, arm: Arm) async throws {
    let expected = try #require(Self.expectedCounts[scenario.id]?[arm])
    let run = await run(scenario, on: arm)
    #expect(run.counts == expected)
  }

  @Test(arguments: Arm.all)
  func loadShowsEveryDogFormattedUnderTheAllFilter(arm: Arm) async throws {
    let run = await run(DogListScenarios.load(size: 10), on: arm)
    #expect(run.snapshot(after: "open")?.text("filter") == "All")
    let screen = try #require(run.snapshot(after: "appear"))
    #expect(screen.rows("dogs") == SampleData.dogs(count: 10).map(Self.row))
    #expect(screen.text("filter") == "All")
    #expect(screen.isVisible("spinner") == false)
    #expect(screen.isVisible("empty") == false)
    #expect(screen.isVisible("error") == false)
  }

  @Test(arguments: Arm.all)
  func choosingABreedFiltersTheLoadedDogsWithoutReloading(arm: Arm) async throws {
    let dogs = SampleData.dogs(count: 10)
    let service = SpyDogService(wrapping: InMemoryDogService(dogs: dogs))
    let run = await run(DogListScenarios.filter(size: 10, service: service), on: arm)
    let labradors = dogs.filter { $0.breed == .labrador }.map(Self.row)
    try #require(!labradors.isEmpty && labradors.count < dogs.count)
    #expect(run.snapshot(after: "choose Labrador")?.rows("dogs") == labradors)
    #expect(run.snapshot(after: "choose Labrador")?.text("filter") == "Labrador")
    #expect(run.snapshot(after: "choose All")?.rows("dogs") == dogs.map(Self.row))
    #expect(run.snapshot(after: "choose All")?.text("filter") == "All")
    #expect(service.callCount == 1)
  }

  @Test(arguments: Arm.all)
  func aFilterThatLeavesNoDogShowsTheEmptyView(arm: Arm) async {
    let run = await run(DogListScenarios.filterToEmpty, on: arm)
    #expect(run.snapshot(after: "choose Bulldog")?.rows("dogs") == [])
    #expect(run.snapshot(after: "choose Bulldog")?.isVisible("empty") == true)
    #expect(run.snapshot(after: "choose Bulldog")?.text("filter") == "Bulldog")
    #expect(run.snapshot(after: "choose All")?.rows("dogs") == Self.seedRows)
    #expect(run.snapshot(after: "choose All")?.isVisible("empty") == false)
  }

  @Test(arguments: Arm.all)
  func aFilterChosenWhileLoadingAppliesWhenTheDogsArrive(arm: Arm) async {
    let run = await run(DogListScenarios.filterWhileLoading, on: arm)
    let chosen = run.snapshot(after: "choose Labrador")
    #expect(chosen?.text("filter") == "Labrador")
    #expect(chosen?.rows("dogs") == [])
    #expect(chosen?.isVisible("spinner") == true)
    #expect(chosen?.isVisible("empty") == false)
    #expect(
      run.snapshot(after: "dogs arrive")?.rows("dogs") == [
        Row("Alfred Labrador", detail: "1"), Row("Lucky Labrador", detail: "3"),
      ])
  }

  @Test(arguments: Arm.all)
  func noDogsShowsTheEmptyView(arm: Arm) async {
    let run = await run(DogListScenarios.empty, on: arm)
    #expect(run.snapshot(after: "appear")?.isVisible("empty") == true)
    #expect(run.snapshot(after: "appear")?.rows("dogs") == [])
  }

  @Test(arguments: Arm.all)
  func failureShowsTheReason(arm: Arm) async {
    let run = await run(DogListScenarios.error, on: arm)
    let screen = run.snapshot(after: "appear")
    #expect(screen?.text("error") == "Could not load dogs: The network connection was lost.")
    #expect(screen?.rows("dogs") == [])
    #expect(screen?.isVisible("empty") == false)
    #expect(screen?.isVisible("spinner") == false)
  }

  @Test(arguments: Arm.all)
  func retryClearsTheErrorAndShowsTheDogs(arm: Arm) async {
    let run = await run(DogListScenarios.retry, on: arm)
    #expect(
      run.snapshot(after: "request fails")?.text("error")
        == "Could not load dogs: The request timed out.")
    #expect(run.snapshot(after: "retry")?.isVisible("error") == false)
    #expect(run.snapshot(after: "retry")?.isVisible("spinner") == true)
    #expect(run.snapshot(after: "dogs arrive")?.rows("dogs") == Self.seedRows)
    #expect(run.snapshot(after: "dogs arrive")?.isVisible("error") == false)
  }

  @Test(arguments: Arm.all)
  func closingMidRequestCancelsItAndTheLateAnswerChangesNothing(arm: Arm) async {
    let service = ControllableDogService()
    let run = await run(DogListScenarios.closeMidRequest(service: service), on: arm)
    #expect(service.requests.map(\.state) == [.cancelled])
    #expect(run.snapshot(after: "dogs arrive late") == run.snapshot(after: "close"))
    #expect(run.snapshot(after: "close")?.isVisible("spinner") == true)
    #expect(run.leaks == [])
  }
}
