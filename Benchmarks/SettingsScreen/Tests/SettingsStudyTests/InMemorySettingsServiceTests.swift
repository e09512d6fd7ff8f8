import SettingsScreen
import Testing

@Suite struct InMemorySettingsServiceTests {
  @Test func aLoadReturnsWhatTheLastSaveStored() async throws {
    let service = InMemorySettingsService()
    #expect(try await service.load() == InMemorySettingsService.sample)
    let grace = Settings(notificationsEnabled: false, displayName: "Grace Hopper")
    try await service.save(grace)
    #expect(try await service.load() == grace)
  }

  @Test func aFailingSaveThrowsAndKeepsTheStoredSettings() async throws {
    let service = InMemorySettingsService(saveFailure: .offline)
    await #expect(throws: SettingsServiceError.offline) {
      try await service.save(Settings(notificationsEnabled: false, displayName: "Grace"))
    }
    #expect(service.settings == InMemorySettingsService.sample)
  }

  @Test func aFailingLoadThrowsItsError() async {
    let service = InMemorySettingsService(loadFailure: .serverUnavailable)
    await #expect(throws: SettingsServiceError.serverUnavailable) { try await service.load() }
  }
}
