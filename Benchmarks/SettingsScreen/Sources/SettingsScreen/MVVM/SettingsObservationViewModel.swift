public import Observation

/// The presentation logic of the Settings screen on Apple's Observation: loads the settings,
/// checks the edits and saves them, as observable properties a view renders.
///
/// ```swift
/// let viewModel = SettingsObservationViewModel(service: InMemorySettingsService())
/// func render() {
///   withObservationTracking {
///     spinner.isAnimating = viewModel.isBusy
///     nameField.text = viewModel.displayName
///     saveButton.isEnabled = viewModel.isSaveEnabled
///     // … and the toggle, the name message and the status
///   } onChange: {
///     Task { @MainActor in render() }  // fires once: render registers again
///   }
/// }
/// render()
/// viewModel.viewDidAppear()  // then the field shows "Ada Lovelace"
/// ```
///
/// It follows the same rules as ``SettingsPresenter`` (the package's README states them once).
/// Closing the screen (releasing the view model) cancels the load or save in flight; its task
/// holds the view model weakly, so a late answer finds nothing to change.
@Observable
@MainActor
public final class SettingsObservationViewModel {
  /// Whether notifications are on in the edited settings; drives the toggle.
  public private(set) var notificationsEnabled = false

  /// The display name as edited; drives the field.
  public private(set) var displayName = ""

  /// "Saved", "Could not save: <reason>" or "Could not load settings: <reason>", or `nil`;
  /// drives the status label (shown with this text, hidden while `nil`).
  public private(set) var statusMessage: String?

  /// The settings last loaded or saved; `nil` until a load succeeds.
  private var loaded: Settings?
  private var isLoading = false
  private var isSaving = false

  @ObservationIgnored private let service: any SettingsService
  /// The load or save in flight; at most one runs.
  @ObservationIgnored private var request: Task<Void, Never>?

  /// Creates the view model of a Settings screen that loads from and saves to `service`.
  public init(service: any SettingsService) {
    self.service = service
  }

  deinit {
    // Nonisolated: it only cancels a `Task`, which is `Sendable`.
    request?.cancel()
  }

  /// Whether a load or a save runs; drives the spinner (shown while `true`).
  public var isBusy: Bool { isLoading || isSaving }

  /// "Name must be 3–20 characters" while the loaded or edited name is invalid, else `nil`;
  /// drives the message under the field (shown with this text, hidden while `nil`).
  public var nameMessage: String? {
    loaded == nil ? nil : SettingsText.nameMessage(for: displayName)
  }

  /// Whether Save can be tapped; drives the Save button's enabled state.
  public var isSaveEnabled: Bool {
    guard let loaded, !isBusy else { return false }
    let form = Settings(notificationsEnabled: notificationsEnabled, displayName: displayName)
    return form.canBeSaved(over: loaded)
  }

  /// Call when the screen appears: loads the settings, unless a load or save runs.
  public func viewDidAppear() {
    guard !isBusy else { return }
    isLoading = true
    statusMessage = nil
    request = Task { [weak self, service] in
      do {
        let settings = try await service.load()
        guard !Task.isCancelled else { return }
        self?.show(settings)
      } catch {
        guard !Task.isCancelled else { return }
        self?.showLoadFailure(error)
      }
    }
  }

  /// Call when the user flips the Notifications toggle to `isOn`.
  ///
  /// Ignored until settings have loaded, and while they load.
  public func notificationsToggleWasChanged(_ isOn: Bool) {
    guard loaded != nil, !isLoading else { return }
    notificationsEnabled = isOn
    statusMessage = nil
  }

  /// Call when the user edits the display name field so that it holds `text`.
  ///
  /// Ignored until settings have loaded, and while they load.
  public func displayNameDidChange(_ text: String) {
    guard loaded != nil, !isLoading else { return }
    displayName = text
    statusMessage = nil
  }

  /// Call when the user taps Save: saves the edited settings.
  ///
  /// A tap while Save is disabled is ignored.
  public func saveButtonWasPressed() {
    guard isSaveEnabled else { return }
    let settings = Settings(notificationsEnabled: notificationsEnabled, displayName: displayName)
    statusMessage = nil
    isSaving = true
    request = Task { [weak self, service] in
      do {
        try await service.save(settings)
        guard !Task.isCancelled else { return }
        self?.showSaved(settings)
      } catch {
        guard !Task.isCancelled else { return }
        self?.showSaveFailure(error)
      }
    }
  }

  private func show(_ settings: Settings) {
    request = nil
    isLoading = false
    loaded = settings
    notificationsEnabled = settings.notificationsEnabled
    displayName = settings.displayName
  }

  private func showLoadFailure(_ error: any Error) {
    request = nil
    isLoading = false
    statusMessage = SettingsText.loadFailure(error)
  }

  private func showSaved(_ settings: Settings) {
    request = nil
    isSaving = false
    // What was saved is the new reference; edits made during the save stay.
    loaded = settings
    statusMessage = SettingsText.saved
  }

  private func showSaveFailure(_ error: any Error) {
    request = nil
    isSaving = false
    // The edits stay, so the user can retry.
    statusMessage = SettingsText.saveFailure(error)
  }
}
