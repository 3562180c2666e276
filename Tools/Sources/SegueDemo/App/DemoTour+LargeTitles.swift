import Geometry
import Navigation

extension DemoTour {
    /// The large-titles tour: the menu's list scrolled up (its large title folds under the bar
    /// and hands over to the inline one) and pulled back down past its top (the title grows,
    /// then springs back); the long list pushed (a large title over another); a drag back held
    /// short of half way (the menu's title growing out of the back button) and let go
    /// (cancelled); a row pushed (the large title shrinks into the back button), and a drag
    /// back that completes.
    @MainActor
    func playLargeTitles(
        on recorder: inout TourRecorder, _ navigationController: NavigationController, _ catalog: PageCatalog
    ) throws {
        let middle = Point(x: recorder.scene.size.width / 2, y: recorder.scene.size.height / 2)
        try recorder.scroll(dy: -0.1, frames: 8, at: middle)
        try recorder.scroll(dy: 0.25, frames: 30, at: middle)
        navigationController.pushViewController(try catalog.make("list"), animated: true)
        try recorder.untilIdle()
        try recorder.dragBack(step: 10, frames: 30, pauseBeforeRelease: true)
        try recorder.click(row: 2, inListNamed: "long-list")
        try recorder.untilIdle()
        try recorder.dragBack(step: 24, frames: 30, pauseBeforeRelease: false)
    }
}
