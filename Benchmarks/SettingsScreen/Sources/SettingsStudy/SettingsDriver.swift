public import Comparison
public import SettingsScreen

/// The inputs the presenter and both view models share, so that one driver protocol serves all.
@MainActor
public protocol SettingsInputs: AnyObject {
  /// The screen appeared.
  func viewDidAppear()
  /// The user flipped the toggle to `isOn`.
  func notificationsToggleWasChanged(_ isOn: Bool)
  /// The user edited the name to `text`.
  func displayNameDidChange(_ text: String)
  /// The user tapped Save.
  func saveButtonWasPressed()
}

extension SettingsPresenter: SettingsInputs {}
extension SettingsViewModel: SettingsInputs {}
extension SettingsObservationViewModel: SettingsInputs {}

/// The user's actions on the Settings screen, written once for every arm: an edit lands in its
/// control, then the arm's logic hears of it. A write the logic causes is never reported back.
@MainActor
public protocol SettingsDriver: WidgetScreenDriver<SettingsWidgets> {
  /// Hands one input to the arm's logic, as its view would.
  func send(_ input: (any SettingsInputs) -> Void)
}

extension SettingsDriver {
  /// The screen appears.
  public func appear() { send { $0.viewDidAppear() } }

  /// The user flips the Notifications toggle so that it is `isOn`.
  public func toggleNotifications(_ isOn: Bool) {
    widgets.notifications.write(isOn)
    send { $0.notificationsToggleWasChanged(isOn) }
  }

  /// The user edits the display name field so that it holds `text`.
  public func typeDisplayName(_ text: String) {
    widgets.displayName.write(text)
    send { $0.displayNameDidChange(text) }
  }

  /// The user taps Save.
  public func pressSave() { send { $0.saveButtonWasPressed() } }
}
