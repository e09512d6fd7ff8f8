public import Signals

/// The presentation logic of the Settings screen on Signals: loads the settings, checks the
/// edits and saves them, as read-only observable outputs a view binds.
///
/// ```swift
/// let viewModel = SettingsViewModel(service: InMemorySettingsService())
/// var subscriptions = Set<Subscription>()
/// viewModel.isBusy.observe { spinner.isAnimating = $0 }.store(in: &subscriptions)
/// viewModel.displayName.observe { nameField.text = $0 }.store(in: &subscriptions)
/// viewModel.isSaveEnabled.observe { saveButton.isEnabled = $0 }.store(in: &subscriptions)
/// // … and the toggle, the name message and the status
/// viewModel.viewDidAppear()  // then the field shows "Ada Lovelace"
/// ```
///
/// It follows the same rules as ``SettingsPresenter`` (the package's README states them once).
/// Closing the screen (releasing the view model) cancels the load or save in flight; its task
/// holds the view model weakly, so a late answer finds nothing to change.
@MainActor
public final class SettingsViewModel {
  /// Whether a load or a save runs; drives the spinner (shown while `true`).
  public let isBusy: Observable<Bool>

  /// Whether notifications are on in the edited settings; drives the toggle.
  public var notificationsEnabled: Observable<Bool> { _notificationsEnabled }

  /// The display name as edited; drives the field.
  public var displayName: Observable<String> { _displayName }

  /// "Name must be 3–20 characters" while the loaded or edited name is invalid, else `nil`;
  /// drives the message under the field (shown with this text, hidden while `nil`).
  public let nameMessage: Observable<String?>

  /// Whether Save can be tapped; drives the Save button's enabled state.
  public let isSaveEnabled: Observable<Bool>

  /// "Saved", "Could not save: <reason>" or "Could not load settings: <reason>", or `nil`;
  /// drives the status label (shown with this text, hidden while `nil`).
  public var statusMessage: Observable<String?> { _statusMessage }

  private let service: any SettingsService
  /// The settings last loaded or saved; `nil` until a load succeeds.
  private let loaded = MutableObservable<Settings?>(nil)
  private let _notificationsEnabled = MutableObservable(false)
  private let _displayName = MutableObservable("")
  private let isLoading = MutableObservable(false)
  private let isSaving = MutableObservable(false)
  private let _statusMessage = MutableObservable<String?>(nil)
  /// The load or save in flight; at most one runs.
  private var request: Task<Void, Never>?

  /// Creates the view model of a Settings screen that loads from and saves to `service`.
  public init(service: any SettingsService) {
    self.service = service
    let isBusy = isLoading.combineLatest(isSaving) { isLoading, isSaving in
      isLoading || isSaving
    }
    self.isBusy = isBusy
    nameMessage = loaded.combineLatest(_displayName) { loaded, name in
      loaded == nil ? nil : SettingsText.nameMessage(for: name)
    }
    isSaveEnabled = loaded.combineLatest(_notificationsEnabled, _displayName, isBusy) {
      loaded, notificationsEnabled, displayName, isBusy in
      guard let loaded, !isBusy else { return false }
      let form = Settings(notificationsEnabled: notificationsEnabled, displayName: displayName)
      return form.canBeSaved(over: loaded)
    }
  }

  deinit {
    // Nonisolated: it only cancels a `Task`, which is `Sendable`.
    request?.cancel()
  }

  /// Call when the screen appears: loads the settings, unless a load or save runs.
  public func viewDidAppear() {
    guard !isLoading.value, !isSaving.value else { return }
    // One notification per changed output, with no intermediate state in between.
    transaction {
      isLoading.value = true
      _statusMessage.value = nil
    }
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
    guard loaded.value != nil, !isLoading.value else { return }
    transaction {
      _notificationsEnabled.value = isOn
      _statusMessage.value = nil
    }
  }

  /// Call when the user edits the display name field so that it holds `text`.
  ///
  /// Ignored until settings have loaded, and while they load.
  public func displayNameDidChange(_ text: String) {
    guard loaded.value != nil, !isLoading.value else { return }
    transaction {
      _displayName.value = text
      _statusMessage.value = nil
    }
  }

  /// Call when the user taps Save: saves the edited settings.
  ///
  /// A tap while Save is disabled is ignored.
  public func saveButtonWasPressed() {
    guard isSaveEnabled.value else { return }
    let settings = Settings(
      notificationsEnabled: _notificationsEnabled.value, displayName: _displayName.value)
    transaction {
      _statusMessage.value = nil
      isSaving.value = true
    }
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
    transaction {
      isLoading.value = false
      loaded.value = settings
      _notificationsEnabled.value = settings.notificationsEnabled
      _displayName.value = settings.displayName
    }
  }

  private func showLoadFailure(_ error: any Error) {
    request = nil
    transaction {
      isLoading.value = false
      _statusMessage.value = SettingsText.loadFailure(error)
    }
  }

  private func showSaved(_ settings: Settings) {
    request = nil
    // What was saved is the new reference; edits made during the save stay.
    transaction {
      isSaving.value = false
      loaded.value = settings
      _statusMessage.value = SettingsText.saved
    }
  }

  private func showSaveFailure(_ error: any Error) {
    request = nil
    // The edits stay, so the user can retry.
    transaction {
      isSaving.value = false
      _statusMessage.value = SettingsText.saveFailure(error)
    }
  }
}
