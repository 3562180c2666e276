import Torture

/// Back and forward from keys and buttons mixed with the app's calls, against a browser's
/// history model (`HistoryTorture`), on several seeds.
@MainActor
struct HistoryTortureTests {
    func testHistoryEpisodesMatchABrowsersHistory() {
        forEachArgument(1...8) { Self().historyEpisodesMatchABrowsersHistory(seed: $0) }
    }

    func historyEpisodesMatchABrowsersHistory(seed: Int) {
        expectNil(HistoryTorture.runEpisode(seed: UInt64(seed), length: 400))
    }
}
