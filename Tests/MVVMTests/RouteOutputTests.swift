import MVVM
import Signals
import Testing

/// A view observes a view model's routes but cannot send on them: each route is the read-only
/// `Events` face of a signal the view model keeps private.
@MainActor
@Suite struct RouteOutputTests {
  @Test func everyRouteIsReadOnlyEvents() {
    #expect(type(of: \LoginViewModel.route).valueType == Events<LoginRoute>.self)
    #expect(type(of: \LoginStateViewModel.route).valueType == Events<LoginRoute>.self)
    #expect(type(of: \UserListViewModel.route).valueType == Events<UserListRoute>.self)
    #expect(type(of: \UserListStateViewModel.route).valueType == Events<UserListRoute>.self)
  }
}
