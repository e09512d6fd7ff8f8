import ScreenData
import Services
import Testing

@Suite struct BookViewDataTests {
  @Test func aBookIsShownByItsTitleAlone() {
    let row = BookViewData(
      formatting: Book(id: 3, title: "Moby-Dick", author: "Herman Melville"))

    #expect(row == BookViewData(title: "Moby-Dick"))
  }

  @Test func diacriticsInATitleAreKept() {
    let row = BookViewData(formatting: Book(id: 2, title: "Les Misérables", author: "Victor Hugo"))

    #expect(row.title == "Les Misérables")
  }

  @Test func rowsWithTheSameTitleAreEqualAndHashAlike() {
    let rows: Set = [
      BookViewData(title: "Moby-Dick"),
      BookViewData(title: "Moby-Dick"),
      BookViewData(title: "Frankenstein"),
    ]

    #expect(rows.count == 2)
  }
}
