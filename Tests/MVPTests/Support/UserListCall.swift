import ScreenData
import Services

/// A call the UserList presenter made on its view or its router.
enum UserListCall: Equatable, Sendable {
  case startLoading
  case finishLoading
  case display(rows: [UserViewData])
  case displayEmpty
  case displayError(String)
  case reloadRow(Int)
  case showProfile(User)
}
