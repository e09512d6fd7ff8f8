import PresentationTesting
import Services
import Testing

@testable import Comparison
@testable import PatternStudy

/// The UserList on a table of reusable cells, in every arm: scrolling reuses a dozen cells, and
/// one user's change re-renders the cell of that row and no other widget.
@MainActor
@Suite struct UserListCellsComparisonTests {
  static let users = SampleData.users(count: 1_000)

  /// A cells driver of `arm` with the 1 000 users loaded.
  func loadedDriver(_ arm: Arm) async -> any UserListDriver {
    let driver = arm.userList(InMemoryUserService(users: Self.users), cells: true)
    driver.appear()
    // NB: an Observation table renders in a flush of its own, after the spinner hides.
    await driver.counters.waitUntil {
      !driver.widgets.spinner.value && driver.widgets.table?.rowCount == Self.users.count
    }
    return driver
  }

  /// Every widget of the screen, with how often it was written.
  func writeCounts(_ widgets: UserListWidgets) -> [String: Int] {
    var counts = [
      "spinner": widgets.spinner.writeCount, "rows": widgets.rows.writeCount,
      "empty": widgets.emptyView.writeCount, "error": widgets.error.text.writeCount,
      "error hidden": widgets.error.isHidden.writeCount,
    ]
    for cell in widgets.table?.cells ?? [] {
      counts["cell \(cell.id) title"] = cell.title.writeCount
      counts["cell \(cell.id) detail"] = cell.detail.writeCount
    }
    return counts
  }

  @Test(arguments: Arm.all)
  func aChangedUserRewritesOnlyTheCellOfTheirRow(arm: Arm) async throws {
    let driver = await loadedDriver(arm)
    defer { driver.close() }
    driver.scroll(toRow: 8)
    let table = try #require(driver.widgets.table)
    let changedCell = try #require(table.cell(forRow: 13))
    let before = writeCounts(driver.widgets)
    var user = Self.users[13]
    user.age += 1

    driver.userDidChange(user)

    var after = writeCounts(driver.widgets)
    #expect(changedCell.detail.value == "\(user.age) years")
    #expect(
      after.removeValue(forKey: "cell \(changedCell.id) detail")
        == (before["cell \(changedCell.id) detail"] ?? 0) + 1)
    after.removeValue(forKey: "cell \(changedCell.id) title")
    var unchanged = before
    unchanged.removeValue(forKey: "cell \(changedCell.id) detail")
    unchanged.removeValue(forKey: "cell \(changedCell.id) title")
    // Plain MVVM also rewrites the empty view (`isEmptyViewVisible` notifies for any change of
    // the users): a screen widget, never a cell.
    if arm == .mvvm { after["empty"]? -= 1 }
    #expect(after == unchanged)
  }

  /// A cell that left the screen no longer listens to its old row: the Signals arms cancel
  /// its bindings on recycle, the Observation arms stop tracking its model.
  @Test(arguments: Arm.all)
  func aChangedUserWhoseRowLeftTheScreenRewritesNoCell(arm: Arm) async throws {
    let driver = await loadedDriver(arm)
    defer { driver.close() }
    driver.scroll(toRow: 100)  // rows 0 to 11 left; their cells now show rows 100 to 111
    var before = writeCounts(driver.widgets)
    var user = Self.users[3]
    user.age += 1

    driver.userDidChange(user)

    var after = writeCounts(driver.widgets)
    // Plain MVVM rewrites the empty view for any change of the users: a screen widget.
    if arm == .mvvm { after["empty"]? -= 1 }
    before.removeValue(forKey: "rows")
    after.removeValue(forKey: "rows")
    #expect(after == before)
    driver.scroll(toRow: 0)
    #expect(driver.widgets.table?.cell(forRow: 3)?.detail.value == "\(user.age) years")
  }

  @Test(arguments: Arm.all)
  func scrollingReusesADozenCells(arm: Arm) async throws {
    let driver = await loadedDriver(arm)
    defer { driver.close() }
    for frame in 1...50 { driver.scroll(toRow: frame * 4) }
    driver.scroll(toRow: 1_000)

    let table = try #require(driver.widgets.table)
    #expect(table.cells.count == 12)
    #expect(table.visibleRows == 988..<1_000)
    #expect(
      table.visibleCells.map(\.title.value)
        == Self.users[988...].map { "\($0.firstName) \($0.lastName)" })
  }

  @Test func theUpdateScenarioChangesTheSixthVisibleRowEveryFourthFrame() async {
    let comparison = await ScenarioRunner().compare(
      runnable(UserListScenarios.updateWhileScrolling(users: SampleRows(Self.users), frames: 8)))
    #expect(comparison.failures == [])
    let kinds = comparison.runs.first?.samples.dropFirst().map(\.kind)
    #expect(
      kinds == [
        "frame: scroll", "frame: scroll", "frame: scroll", "frame: update", "frame: scroll",
        "frame: scroll", "frame: scroll", "frame: update",
      ])
  }
}
