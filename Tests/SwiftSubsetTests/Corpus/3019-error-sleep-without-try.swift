func pause() async throws {
    await Task.sleep(nanoseconds: 1_000)
}
try await pause()
