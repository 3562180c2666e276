import Geometry
import Navigation
import SegueTestSupport
import Testing
import Views

/// What the navigation containers export: pages as landmarks, bar titles as headers, the back
/// button, tabs, presented pages as dialogs, pages as they will be at rest mid-transition, and
/// `.screenChanged` when a change settles.
@MainActor
struct NavigationAccessibilityTests {
    /// The names of the tree's nodes of `role`, depth first.
    private func names(_ role: AccessibilityRole, in window: Window) -> [String] {
        AccessibilityTree(window: window).allNodes.filter { $0.role == role }.map(\.name)
    }

    /// The pages (landmarks) in the tree.
    private func pages(in window: Window) -> [String] { names(.landmark, in: window) }

    @Test func aPageIsALandmarkWithItsTitleAsAHeaderAndABackButton() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.settle()
        #expect(pages(in: h.window) == ["B"])
        #expect(names(.header, in: h.window) == ["B"])
        let tree = AccessibilityTree(window: h.window)
        let back = tree.first { $0.name == "Back" }
        #expect(back?.role == .button)
        #expect(back?.description == "A", "the page it goes back to")
        #expect(back?.perform(.activate) == true)
        h.settle()
        #expect(h.stack == ["A"])
        #expect(pages(in: h.window) == ["A"])
        #expect(tree.first { $0.name == "Back" } == nil)
    }

    @Test func barItemsAreButtonsNamedByTheirTitlesOrSystemNames() {
        let h = NavigationHarness(stack: ["A"])
        var edits = 0
        h.page("A").navigationItem.rightBarButtonItem = BarButtonItem(
            systemItem: .edit, primaryAction: Action { _ in edits += 1 })
        h.page("A").navigationItem.leftBarButtonItem = BarButtonItem(systemItem: .add)
        h.settle()
        let tree = AccessibilityTree(window: h.window)
        let buttons = tree.allNodes.filter { $0.role == .button }.map(\.name)
        #expect(buttons.contains("Edit"))
        #expect(buttons.contains("Add"))
        #expect(tree.first { $0.name == "Edit" }?.perform(.activate) == true)
        #expect(edits == 1)
    }

    @Test func midPushTheArrivingPageAloneIsExported() {
        let h = NavigationHarness(stack: ["A"])
        h.nav.pushViewController(h.page("B"), animated: true)
        h.step()
        h.step(0.1)
        #expect(h.nav.isTransitioning)
        #expect(pages(in: h.window) == ["B"], "never both pages")
        h.settle()
        #expect(pages(in: h.window) == ["B"])
        h.nav.popViewController(animated: true)
        h.step()
        h.step(0.1)
        #expect(h.nav.isTransitioning)
        #expect(pages(in: h.window) == ["A"])
    }

    @Test func duringABackDragThePageItWouldPopToIsExportedAndACancelPostsNothing() {
        let h = NavigationHarness(stack: ["A", "B"])
        var changes = 0
        h.window.observeAccessibilityNotifications { if $0.notification == .screenChanged { changes += 1 } }
        let y = 300.0
        var script = InputScript(start: h.clock.now, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
        for i in 1...10 { script = script.move(to: Point(x: 5 + 20 * Double(i), y: y)) }
        h.play(script)
        #expect(h.nav.isTransitioning, "held mid-drag")
        #expect(pages(in: h.window) == ["A"], "never both pages")
        h.play(InputScript(start: h.clock.now, location: Point(x: 205, y: y)).wait(0.2).up())
        h.settle()
        #expect(h.stack == ["A", "B"], "a slow release short of half cancels")
        #expect(pages(in: h.window) == ["B"])
        #expect(changes == 0, "no new screen after a cancelled drag")
    }

    @Test func activatingATextFieldStartsEditingIt() {
        let h = NavigationHarness(stack: ["A"])
        let field = TextField(frame: Rect(x: 20, y: 100, width: 200, height: 30))
        field.placeholder = "Search"
        h.page("A").view.addSubview(field)
        h.settle()
        let node = AccessibilityTree(window: h.window).first { $0.description == "Search" }
        #expect(node?.role == .textField)
        #expect(node?.perform(.activate) == true)
        #expect(field.isEditing || field.isFirstResponder)
    }

    @Test func pushPopPresentAndDismissPostScreenChangedWithTheNewPage() {
        let h = NavigationHarness(stack: ["A"])
        var changes: [View?] = []
        h.window.observeAccessibilityNotifications { post in
            if post.notification == .screenChanged { changes.append(post.view) }
        }
        h.nav.pushViewController(h.page("B"), animated: true)
        h.step()
        #expect(changes.isEmpty, "not before the push settles")
        h.settle()
        #expect(changes.count == 1)
        #expect((changes.last as? PageView)?.viewController === h.page("B"))
        h.nav.popViewController(animated: false)
        #expect(changes.count == 2)
        #expect((changes.last as? PageView)?.viewController === h.page("A"))
        let card = ViewController(name: "card")
        card.title = "Card"
        h.page("A").present(card, animated: true)
        h.settle()
        #expect(changes.count == 3)
        #expect(changes.last ?? nil === card.view)
        card.dismiss(animated: true)
        h.settle()
        #expect(changes.count == 4)
        #expect(changes.last ?? nil === h.nav.view)
    }

    @Test func aPresentedCardIsADialogThatHidesThePageUnderIt() {
        let h = NavigationHarness(stack: ["A"])
        let card = ViewController(name: "card")
        card.title = "Settings"
        card.modalPresentationStyle = .card
        let done = Button(frame: Rect(x: 10, y: 10, width: 80, height: 30), title: "Done")
        card.view.addSubview(done)
        h.page("A").present(card, animated: true)
        h.step()
        h.step(0.1)
        let tree = AccessibilityTree(window: h.window)
        let top = tree.children(of: tree.root)
        #expect(top.map(\.role) == [.dialog], "the arriving card is the dialog already")
        #expect(top.map(\.name) == ["Settings"])
        h.settle()
        #expect(tree.children(of: tree.root).map(\.name) == ["Settings"])
        #expect(pages(in: h.window).isEmpty, "the page under the card is hidden")
        #expect(tree.first { $0.name == "Done" } != nil)
        let dialog = tree.children(of: tree.root)[0]
        #expect(dialog.frame == card.view.accessibilityFrame, "the card's place, not the dimmed window")
        #expect(dialog.frame.height < h.window.bounds.height)
        card.dismiss(animated: true)
        h.step()
        h.step(0.1)
        #expect(tree.modalView == nil, "a card being dismissed is out from the start")
        #expect(pages(in: h.window) == ["A"])
        h.settle()
        #expect(pages(in: h.window) == ["A"])
    }

    @Test func anAlertIsADialogNamedByItsTitleWithItsActionsAsButtons() {
        let h = NavigationHarness(stack: ["A"])
        let alert = AlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        var deleted = 0
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in deleted += 1 })
        h.page("A").present(alert, animated: true)
        h.settle()
        let tree = AccessibilityTree(window: h.window)
        let top = tree.children(of: tree.root)
        #expect(top.map(\.role) == [.dialog])
        #expect(top.map(\.name) == ["Delete?"])
        let buttons = tree.allNodes.filter { $0.role == .button }.map(\.name)
        #expect(buttons.contains("Cancel") && buttons.contains("Delete"))
        #expect(tree.allNodes.contains { $0.name == "It cannot be undone." })
        #expect(tree.first { $0.name == "Delete" }?.perform(.activate) == true)
        h.settle()
        #expect(deleted == 1)
        #expect(tree.modalView == nil)
    }

    @Test func tabsAreATabListWhoseTabsSayTheirPlaceAndBadge() {
        let h = TabBarHarness()
        h.tabs.viewControllers[1].tabBarItem.title = "Favourites"
        h.tabs.viewControllers[1].tabBarItem.badgeValue = "3"
        h.settle()
        let tree = AccessibilityTree(window: h.window)
        let list = tree.first { $0.role == .tabList }
        #expect(list != nil)
        let tabs = list.map { tree.children(of: $0) } ?? []
        #expect(tabs.map(\.role) == [.tab, .tab, .tab])
        #expect(tabs.count == 3)
        guard tabs.count == 3 else { return }
        #expect(tabs[1].name == "Favourites")
        #expect(tabs[1].description == "2 of 3")
        #expect(tabs[1].value == "3")
        #expect(tabs[0].isSelected && !tabs[1].isSelected)
        var changes = 0
        h.window.observeAccessibilityNotifications { if $0.notification == .screenChanged { changes += 1 } }
        #expect(tabs[1].perform(.activate))
        h.settle()
        #expect(h.tabs.selectedIndex == 1)
        #expect(tabs[1].isSelected)
        #expect(changes == 1)
    }
}
