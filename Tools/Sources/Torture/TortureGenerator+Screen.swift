/// The `ScreenOp`s and their scenarios: focus keys, bars and toolbars hidden (whatever runs
/// then), split views shown another content, the window resized across the split views'
/// breakpoint with a tab switch (away and back) while they fold, and a page dismissed while
/// its presentation still runs.
extension TortureGenerator {
    mutating func screen(_ world: TortureWorld) -> TortureOp {
        enum Kind { case focus, bar, toolbar, toolbarItems, showDetail, showPrimary, foldMidSwitch, dismissMidPresent }
        let kind = random.weighted([
            (6, Kind.focus), (3, .bar), (2, .toolbar), (1, .toolbarItems), (3, .showDetail), (1, .showPrimary),
            (2, .foldMidSwitch), (2, .dismissMidPresent),
        ])
        let stacks: [TortureOp.Stack] = world.hasPresentedNav ? [.nav, .presentedNav] : [.nav]
        let place: TortureOp.ScreenOp.SplitPlace = world.split(.presented) != nil && random.bool() ? .presented : .tab
        switch kind {
        case .focus:
            return .screen(.focusKey(backwards: random.chance(0.3)))
        case .bar:
            return .screen(.navigationBarHidden(random.pick(stacks), random.chance(0.4), animated: random.chance(0.6)))
        case .toolbar:
            return .screen(.toolbarHidden(random.pick(stacks), random.chance(0.5), animated: random.chance(0.6)))
        case .toolbarItems:
            return .screen(.toolbarItems(random.pick(stacks), count: random.int(0...3)))
        case .showDetail:
            return .screen(.showDetail(place, page: random.int(0...9), animated: random.chance(0.8)))
        case .showPrimary:
            return .screen(.showPrimary(place))
        case .foldMidSwitch:
            // The split's tab, the window across the breakpoint, then (while the split folds or
            // unfolds) another tab and back.
            let narrow = world.size.width >= 720
            let width = narrow ? random.int(480...710) : random.int(730...1100)
            plan.append(.resize(width: width, height: max(Int(world.size.height), 240)))
            plan.append(.frames(random.int(1...10), ms: 16))
            plan.append(.selectTab(random.int(0...2), animated: random.chance(0.5)))
            if random.chance(0.5) { plan.append(.frames(random.int(1...6), ms: 16)) }
            plan.append(.selectTab(3, animated: random.chance(0.5)))
            return .selectTab(3, animated: false)
        case .dismissMidPresent:
            let page = random.chance(0.3) ? random.int(TortureOp.splitPages) : random.int(0...17)
            plan.append(.frames(random.int(1...6), ms: 16))
            plan.append(.dismiss(level: -1, byPresenter: random.bool(), animated: random.chance(0.7)))
            return .present(page: page, from: random.pick(TortureOp.Source.allCases), animated: true)
        }
    }
}
