import Navigation
import Views

/// Applying `ScreenOp`s, through the package API as an app or the host would.
extension TortureWorld {
    func apply(_ op: TortureOp.ScreenOp) {
        switch op {
        case .focusKey(let backwards):
            let event = KeyEvent(phase: .down, key: .tab, modifiers: backwards ? .shift : [], timestamp: clock.now)
            var up = event
            up.phase = .up
            for each in [event, up] {
                window.handle(.key(each))
                afterEvent()
            }
        case .navigationBarHidden(let stack, let hidden, let animated):
            navigation(stack)?.setNavigationBarHidden(hidden, animated: animated)
            afterEvent()
        case .toolbarHidden(let stack, let hidden, let animated):
            navigation(stack)?.setToolbarHidden(hidden, animated: animated)
            afterEvent()
        case .toolbarItems(let stack, let count):
            guard let page = navigation(stack)?.topViewController else { return }
            page.toolbarItems = (0..<max(count, 0)).map { index in BarButtonItem(title: "tool \(index)") {} }
            afterEvent()
        case .showDetail(let place, let number, let animated):
            guard let split = split(place) else { return }
            split.showDetailViewController(
                TortureSplit.content(of: split.name, page: number, world: self), animated: animated)
            afterEvent()
        case .showPrimary(let place):
            split(place)?.show(.primary)
            afterEvent()
        }
    }
}
