/// The presentation logic of the Settings screen: loads the settings, checks the edits, saves
/// them and tells a passive ``SettingsView`` what to show.
///
/// ```swift
/// let presenter = SettingsPresenter(service: InMemorySettingsService())
/// presenter.attachView(settingsViewController)
/// presenter.viewDidAppear()  // displaySpinner(true), displayStatus(nil),
///                            // displaySaveEnabled(false); later displaySpinner(false),
///                            // displaySettings(…), displayNameMessage(nil),
///                            // displaySaveEnabled(false)
/// ```
///
/// What the view receives for each event (the screen's rules are in the package's README):
/// - ``viewDidAppear()`` when no load or save runs: `displaySpinner(true)`,
///   `displayStatus(nil)`, `displaySaveEnabled(false)`; when the settings arrive
///   `displaySpinner(false)`, `displaySettings(_:)`, `displayNameMessage(_:)`,
///   `displaySaveEnabled(false)`; on failure `displaySpinner(false)` then
///   `displayStatus("Could not load settings: <reason>")`.
/// - ``notificationsToggleWasChanged(_:)`` once settings have loaded and none is loading:
///   `displayStatus(nil)`, `displaySaveEnabled(_:)`.
/// - ``displayNameDidChange(_:)`` likewise: `displayStatus(nil)`, `displayNameMessage(_:)`,
///   `displaySaveEnabled(_:)`.
/// - ``saveButtonWasPressed()`` when Save is enabled: `displayStatus(nil)`,
///   `displaySpinner(true)`, `displaySaveEnabled(false)`; when the save ends
///   `displaySpinner(false)`, `displayStatus("Saved")` (or `"Could not save: <reason>"`),
///   `displaySaveEnabled(_:)`.
/// - Any other event, ``attachView(_:)`` and ``detachView()``: nothing.
@MainActor
public final class SettingsPresenter {
  private let service: any SettingsService
  // Weak: the view usually owns this presenter, so a strong reference back would be a cycle.
  private weak var view: (any SettingsView)?
  /// The settings last loaded or saved: what an edit is compared with; `nil` until a load
  /// succeeds.
  private var loaded: Settings?
  /// The settings as the user edited them.
  private var form = Settings.empty
  private var isLoading = false
  private var isSaving = false
  /// The load or save in flight; at most one runs.
  private var request: Task<Void, Never>?

  /// Creates a presenter that loads from and saves to `service`.
  public init(service: any SettingsService) {
    self.service = service
  }

  deinit {
    // Nonisolated: it only cancels a `Task`, which is `Sendable`.
    request?.cancel()
  }

  /// Starts sending screen updates to `view`, which is held weakly.
  public func attachView(_ view: any SettingsView) {
    self.view = view
  }

  /// Cancels the load or save in flight and stops sending updates: nothing reaches the view
  /// afterwards.
  public func detachView() {
    request?.cancel()
    request = nil
    view = nil
  }

  /// Call when the screen appears: loads the settings, unless a load or save runs.
  public func viewDidAppear() {
    guard !isLoading, !isSaving else { return }
    isLoading = true
    view?.displaySpinner(true)
    view?.displayStatus(nil)
    view?.displaySaveEnabled(false)
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
  /// Ignored until settings have loaded, and while they load: there is nothing to compare
  /// the edit with, and the answer will replace it.
  public func notificationsToggleWasChanged(_ isOn: Bool) {
    guard loaded != nil, !isLoading else { return }
    form.notificationsEnabled = isOn
    view?.displayStatus(nil)
    view?.displaySaveEnabled(canSave)
  }

  /// Call when the user edits the display name field so that it holds `text`.
  ///
  /// Ignored until settings have loaded, and while they load, as toggling is.
  public func displayNameDidChange(_ text: String) {
    guard loaded != nil, !isLoading else { return }
    form.displayName = text
    view?.displayStatus(nil)
    view?.displayNameMessage(SettingsText.nameMessage(for: text))
    view?.displaySaveEnabled(canSave)
  }

  /// Call when the user taps Save: saves the edited settings.
  ///
  /// A tap while Save is disabled (a tap already on its way when it was disabled) is ignored.
  public func saveButtonWasPressed() {
    guard canSave else { return }
    isSaving = true
    let settings = form
    view?.displayStatus(nil)
    view?.displaySpinner(true)
    view?.displaySaveEnabled(false)
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

  /// Whether Save is enabled: settings have loaded, nothing runs, and the edits can be saved.
  private var canSave: Bool {
    guard let loaded, !isLoading, !isSaving else { return false }
    return form.canBeSaved(over: loaded)
  }

  private func show(_ settings: Settings) {
    request = nil
    isLoading = false
    loaded = settings
    form = settings
    guard let view else { return }
    view.displaySpinner(false)
    view.displaySettings(settings)
    view.displayNameMessage(SettingsText.nameMessage(for: settings.displayName))
    view.displaySaveEnabled(false)
  }

  private func showLoadFailure(_ error: any Error) {
    request = nil
    isLoading = false
    guard let view else { return }
    view.displaySpinner(false)
    view.displayStatus(SettingsText.loadFailure(error))
  }

  private func showSaved(_ settings: Settings) {
    request = nil
    isSaving = false
    // What was saved is the new reference; edits made during the save stay in the form.
    loaded = settings
    guard let view else { return }
    view.displaySpinner(false)
    view.displayStatus(SettingsText.saved)
    view.displaySaveEnabled(canSave)
  }

  private func showSaveFailure(_ error: any Error) {
    request = nil
    isSaving = false
    // The edits stay, so the user can retry.
    guard let view else { return }
    view.displaySpinner(false)
    view.displayStatus(SettingsText.saveFailure(error))
    view.displaySaveEnabled(canSave)
  }
}
