/// The pattern-independent handle on one headless screen: its snapshot, counters and lifetime.
///
/// Each screen adds its widgets and user actions in a protocol of its own (`UserListDriver`…, a
/// ``WidgetScreenDriver``), which every arm implements, so every scenario is written once and
/// runs against every arm.
@MainActor
public protocol ScreenDriver: AnyObject {
  /// The counters of the headless view.
  var counters: ViewCounters { get }

  /// The screen as a person would see it now.
  func snapshot() -> ScreenSnapshot

  /// Closes the screen: MVP detaches the view from the presenter; MVVM releases the view model
  /// and the bindings. Work still in flight must be cancelled and never reach the view.
  func close()

  /// The objects of the screen (presenter or view model, view, router) that must all be
  /// deallocated once the screen is closed and the driver released.
  ///
  /// The harness reads it once, as soon as the driver is made (after the initial render's
  /// timing, so reading it costs nothing measured), and holds each object weakly; an object the
  /// screen makes later is not followed. After the run it closes the screen, releases the
  /// driver and names every object still alive as a leak.
  var lifetimeProbes: [AnyObject] { get }
}
