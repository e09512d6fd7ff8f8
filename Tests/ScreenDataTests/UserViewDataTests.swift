import ScreenData
import Services
import Testing

@Suite struct UserViewDataTests {
  @Test func aUserIsShownByFullNameAndAgeInYears() {
    let row = UserViewData(
      formatting: User(firstName: "Iyad", lastName: "Agha", email: "iyad@test.com", age: 36))

    #expect(row == UserViewData(name: "Iyad Agha", age: "36 years"))
  }

  @Test func theSeedUsersAreFormattedInOrder() {
    #expect(
      SampleData.seedUsers.map(UserViewData.init(formatting:)) == [
        UserViewData(name: "Iyad Agha", age: "36 years"),
        UserViewData(name: "Mila Haward", age: "24 years"),
        UserViewData(name: "Mark Astun", age: "39 years"),
      ])
  }

  @Test func theEmailIsNotShown() {
    let one = User(firstName: "Iyad", lastName: "Agha", email: "iyad@test.com", age: 36)
    let other = User(firstName: "Iyad", lastName: "Agha", email: "other@test.com", age: 36)

    #expect(UserViewData(formatting: one) == UserViewData(formatting: other))
  }

  @Test func rowsWithTheSameTextsAreEqualAndHashAlike() {
    let rows: Set = [
      UserViewData(name: "Iyad Agha", age: "36 years"),
      UserViewData(name: "Iyad Agha", age: "36 years"),
      UserViewData(name: "Iyad Agha", age: "37 years"),
    ]

    #expect(rows.count == 2)
  }
}
