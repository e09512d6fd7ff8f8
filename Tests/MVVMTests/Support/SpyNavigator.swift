/// A navigator that records every route it is sent to, as a coordinator's `go(to:)` would act
/// on it.
@MainActor
final class SpyNavigator<Route> {
  /// Every route so far, in order.
  private(set) var routes: [Route] = []

  func go(to route: Route) {
    routes.append(route)
  }
}
