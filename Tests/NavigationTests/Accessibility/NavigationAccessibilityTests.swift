import Geometry
import Navigation
import SegueTestSupport
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

    func testAPageIsALandmarkWithItsTitleAsAHeaderAndABackButton() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.settle()
        expectEqual(pages(in: h.window), ["B"])
        expectEqual(names(.header, in: h.window), ["B"])
        let tree = AccessibilityTree(window: h.window)
        let back = tree.first { $0.name == "Back" }
        expectEqual(back?.role, .button)
        expectEqual(back?.description, "A", "the page it goes back to")
        expectEqual(back?.perform(.activate), true)
        h.settle()
        expectEqual(h.stack, ["A"])
        expectEqual(pages(in: h.window), ["A"])
        expectNil(tree.first { $0.name == "Back" })
    }

    func testBarItemsAreButtonsNamedByTheirTitlesOrSystemNames() {
        let h = NavigationHarness(stack: ["A"])
        var edits = 0
        h.page("A").navigationItem.rightBarButtonItem = BarButtonItem(
            systemItem: .edit, primaryAction: Action { _ in edits += 1 })
        h.page("A").navigationItem.leftBarButtonItem = BarButtonItem(systemItem: .add)
        h.settle()
        let tree = AccessibilityTree(window: h.window)
        let buttons = tree.allNodes.filter { $0.role == .button }.map(\.name)
        expectTrue(buttons.contains("Edit"))
        expectTrue(buttons.contains("Add"))
        expectEqual(tree.first { $0.name == "Edit" }?.perform(.activate), true)
        expectEqual(edits, 1)
    }

    func testMidPushTheArrivingPageAloneIsExported() {
        let h = NavigationHarness(stack: ["A"])
        h.nav.pushViewController(h.page("B"), animated: true)
        h.step()
        h.step(0.1)
        expectTrue(h.nav.isTransitioning)
        expectEqual(pages(in: h.window), ["B"], "never both pages")
        h.settle()
        expectEqual(pages(in: h.window), ["B"])
        h.nav.popViewController(animated: true)
        h.step()
        h.step(0.1)
        expectTrue(h.nav.isTransitioning)
        expectEqual(pages(in: h.window), ["A"])
    }

    func testDuringABackDragThePageItWouldPopToIsExportedAndACancelPostsNothing() {
        let h = NavigationHarness(stack: ["A", "B"])
        var changes = 0
        h.window.observeAccessibilityNotifications { if $0.notification == .screenChanged { changes += 1 } }
        let y = 300.0
        var script = InputScript(start: h.clock.now, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
        for i in 1...10 { script = script.move(to: Point(x: 5 + 20 * Double(i), y: y)) }
        h.play(script)
        expectTrue(h.nav.isTransitioning, "held mid-drag")
        expectEqual(pages(in: h.window), ["A"], "never both pages")
        h.play(InputScript(start: h.clock.now, location: Point(x: 205, y: y)).wait(0.2).up())
        h.settle()
        expectEqual(h.stack, ["A", "B"], "a slow release short of half cancels")
        expectEqual(pages(in: h.window), ["B"])
        expectEqual(changes, 0, "no new screen after a cancelled drag")
    }

    func testActivatingATextFieldStartsEditingIt() {
        let h = NavigationHarness(stack: ["A"])
        let field = TextField(frame: Rect(x: 20, y: 100, width: 200, height: 30))
        field.placeholder = "Search"
        h.page("A").view.addSubview(field)
        h.settle()
        let node = AccessibilityTree(window: h.window).first { $0.description == "Search" }
        expectEqual(node?.role, .textField)
        expectEqual(node?.perform(.activate), true)
        expectTrue(field.isEditing || field.isFirstResponder)
    }

    func testPushPopPresentAndDismissPostScreenChangedWithTheNewPage() {
        let h = NavigationHarness(stack: ["A"])
        var changes: [View?] = []
        h.window.observeAccessibilityNotifications { post in
            if post.notification == .screenChanged { changes.append(post.view) }
        }
        h.nav.pushViewController(h.page("B"), animated: true)
        h.step()
        expectEmpty(changes, "not before the push settles")
        h.settle()
        expectEqual(changes.count, 1)
        expectIdentical((changes.last as? PageView)?.viewController, h.page("B"))
        h.nav.popViewController(animated: false)
        expectEqual(changes.count, 2)
        expectIdentical((changes.last as? PageView)?.viewController, h.page("A"))
        let card = ViewController(name: "card")
        card.title = "Card"
        h.page("A").present(card, animated: true)
        h.settle()
        expectEqual(changes.count, 3)
        expectIdentical(changes.last ?? nil, card.view)
        card.dismiss(animated: true)
        h.settle()
        expectEqual(changes.count, 4)
        expectIdentical(changes.last ?? nil, h.nav.view)
    }

    func testAPresentedCardIsADialogThatHidesThePageUnderIt() {
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
        expectEqual(top.map(\.role), [.dialog], "the arriving card is the dialog already")
        expectEqual(top.map(\.name), ["Settings"])
        h.settle()
        expectEqual(tree.children(of: tree.root).map(\.name), ["Settings"])
        expectEmpty(pages(in: h.window), "the page under the card is hidden")
        expectNotNil(tree.first { $0.name == "Done" })
        let dialog = tree.children(of: tree.root)[0]
        expectEqual(dialog.frame, card.view.accessibilityFrame, "the card's place, not the dimmed window")
        expectLess(dialog.frame.height, h.window.bounds.height)
        card.dismiss(animated: true)
        h.step()
        h.step(0.1)
        expectNil(tree.modalView, "a card being dismissed is out from the start")
        expectEqual(pages(in: h.window), ["A"])
        h.settle()
        expectEqual(pages(in: h.window), ["A"])
    }

    func testAnAlertIsADialogNamedByItsTitleWithItsActionsAsButtons() {
        let h = NavigationHarness(stack: ["A"])
        let alert = AlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        var deleted = 0
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in deleted += 1 })
        h.page("A").present(alert, animated: true)
        h.settle()
        let tree = AccessibilityTree(window: h.window)
        let top = tree.children(of: tree.root)
        expectEqual(top.map(\.role), [.dialog])
        expectEqual(top.map(\.name), ["Delete?"])
        let buttons = tree.allNodes.filter { $0.role == .button }.map(\.name)
        expectTrue(buttons.contains("Cancel") && buttons.contains("Delete"))
        expectTrue(tree.allNodes.contains { $0.name == "It cannot be undone." })
        expectEqual(tree.first { $0.name == "Delete" }?.perform(.activate), true)
        h.settle()
        expectEqual(deleted, 1)
        expectNil(tree.modalView)
    }

    func testTabsAreATabListWhoseTabsSayTheirPlaceAndBadge() {
        let h = TabBarHarness()
        h.tabs.viewControllers[1].tabBarItem.title = "Favourites"
        h.tabs.viewControllers[1].tabBarItem.badgeValue = "3"
        h.settle()
        let tree = AccessibilityTree(window: h.window)
        let list = tree.first { $0.role == .tabList }
        expectNotNil(list)
        let tabs = list.map { tree.children(of: $0) } ?? []
        expectEqual(tabs.map(\.role), [.tab, .tab, .tab])
        expectEqual(tabs.count, 3)
        guard tabs.count == 3 else { return }
        expectEqual(tabs[1].name, "Favourites")
        expectEqual(tabs[1].description, "2 of 3")
        expectEqual(tabs[1].value, "3")
        expectTrue(tabs[0].isSelected && !tabs[1].isSelected)
        var changes = 0
        h.window.observeAccessibilityNotifications { if $0.notification == .screenChanged { changes += 1 } }
        expectTrue(tabs[1].perform(.activate))
        h.settle()
        expectEqual(h.tabs.selectedIndex, 1)
        expectTrue(tabs[1].isSelected)
        expectEqual(changes, 1)
    }
}
