import Geometry
import SegueTestSupport
import Views

/// What the controls read as with no app code: labels, traits, values and actions.
@MainActor
struct AccessibilityDefaultsTests {
    func testALabelIsStaticTextNamedByItsText() {
        let label = Label(text: "Hello")
        expectTrue(label.isAccessibilityElement)
        expectEqual(label.accessibilityLabel, "Hello")
        expectEqual(label.accessibilityTraits, .staticText)
        expectFalse(Label(text: "").isAccessibilityElement, "an empty label is not read")
    }

    func testAButtonIsAButtonNamedByItsTitleAndNotEnabledWhileDisabled() {
        let button = Button(title: "Save")
        expectTrue(button.isAccessibilityElement)
        expectEqual(button.accessibilityLabel, "Save")
        expectEqual(button.accessibilityTraits, .button)
        button.isEnabled = false
        expectEqual(button.accessibilityTraits, [.button, .notEnabled])
        var clicks = 0
        button.addAction { clicks += 1 }
        expectFalse(AccessibilityNode(button).perform(.activate), "a disabled button does nothing")
        button.isEnabled = true
        expectTrue(AccessibilityNode(button).perform(.activate))
        expectEqual(clicks, 1)
    }

    func testASwitchIsAToggleValuedOneOrZeroAndActivatingFlipsIt() {
        let toggle = Switch(isOn: false)
        var changes = 0
        toggle.addAction(for: .valueChanged) { changes += 1 }
        expectEqual(toggle.accessibilityValue, "0")
        expectEqual(toggle.accessibilityTraits, [.button, .toggleButton])
        expectEqual(AccessibilityNode(toggle).role, .toggleButton)
        expectTrue(toggle.accessibilityActivate())
        expectTrue(toggle.isOn)
        expectEqual(toggle.accessibilityValue, "1")
        expectEqual(changes, 1)
    }

    func testATextFieldIsValuedByItsTextAndHintedByItsPlaceholder() {
        let field = TextField()
        field.placeholder = "Name"
        field.text = "Ada"
        expectTrue(field.isAccessibilityElement)
        expectEqual(field.accessibilityValue, "Ada")
        expectEqual(field.accessibilityHint, "Name")
        let node = AccessibilityNode(field)
        expectEqual(node.role, .textField)
        expectEqual(node.text, "Ada")
        var edits = 0
        field.addAction(for: .editingChanged) { edits += 1 }
        expectTrue(node.setText("Grace"))
        expectEqual(field.text, "Grace")
        expectEqual(edits, 1, "written text is an edit, as typing")
        field.isSecureTextEntry = true
        expectNil(field.accessibilityValue, "a secure field's text is not read")
        expectEqual(node.text, "")
        field.isEnabled = false
        expectFalse(node.setText("x"), "a disabled field refuses")
        expectEqual(field.text, "Grace")
        expectFalse(AccessibilityNode(Label(text: "a")).setText("b"), "a label is not editable")
    }

    func testAListRowIsAListItemNamedByItsTextsAndSelectedWhileKept() {
        let stage = ManualClockWindow(size: Size(width: 320, height: 480))
        let list = ScrollList(rows: [ListRow(title: "One", subtitle: "first", value: "1"), ListRow(title: "Two")])
        list.keepsSelection = true
        var selected: [Int] = []
        list.onSelect = { selected.append($0) }
        stage.setContentView(list)
        stage.step()
        let tree = AccessibilityTree(window: stage.window)
        let listNode = tree.first { $0.role == .list }
        expectNotNil(listNode)
        let items = listNode.map { tree.children(of: $0) } ?? []
        expectEqual(items.map(\.name), ["One", "Two"])
        expectEqual(items.map(\.description), ["first", nil])
        expectEqual(items.map(\.role), [.listItem, .listItem])
        expectEqual(items.first?.value, "1")
        expectTrue(items.allSatisfy { !$0.isSelected })
        expectEqual(items.last?.perform(.activate), true)
        expectEqual(selected, [1])
        expectEqual(items.last?.isSelected, true)
        expectEqual(items.first?.isSelected, false)
    }

    func testWhatTheAppSetsWinsAndNilGivesTheDefaultBack() {
        let button = Button(title: "Save")
        button.accessibilityLabel = "Save the document"
        button.accessibilityTraits = [.button, .link]
        button.accessibilityValue = "draft"
        button.accessibilityHint = "Saves it"
        button.accessibilityIdentifier = "save"
        expectEqual(button.accessibilityLabel, "Save the document")
        expectEqual(AccessibilityNode(button).role, .link)
        expectEqual(AccessibilityNode(button).identifier, "save")
        button.accessibilityLabel = nil
        expectEqual(button.accessibilityLabel, "Save")
        let plain = View()
        expectFalse(plain.isAccessibilityElement)
        expectNil(plain.accessibilityLabel)
        plain.isAccessibilityElement = true
        plain.accessibilityLabel = "Chart"
        expectTrue(plain.isAccessibilityElement)
    }

    /// An app's subclass overriding the getters, as UIKit apps do.
    final class Rating: View {
        var stars = 3
        override var isAccessibilityElement: Bool {
            get { true }
            set {}
        }
        override var accessibilityLabel: String? {
            get { "Rating" }
            set {}
        }
        override var accessibilityValue: String? {
            get { "\(stars) stars" }
            set {}
        }
        override var accessibilityTraits: AccessibilityTraits {
            get { .adjustable }
            set {}
        }
        override func accessibilityIncrement() { stars += 1 }
        override func accessibilityDecrement() { stars -= 1 }
    }

    func testASubclassOverridesTheGettersAndAdjusts() {
        let rating = Rating()
        let node = AccessibilityNode(rating)
        expectEqual(node.role, .slider)
        expectEqual(node.actions.map(\.name), ["increment", "decrement"])
        expectTrue(node.performAction(named: "increment"))
        expectEqual(node.value, "4 stars")
        expectTrue(node.performAction(named: "decrement"))
        expectEqual(rating.stars, 3)
        expectFalse(node.performAction(named: "fly"), "an action it does not have does nothing")
    }

    func testCustomActionsAreListedAfterActivateAndRun() {
        let button = Button(title: "Mail")
        var archived = 0
        button.accessibilityCustomActions = [
            AccessibilityCustomAction(name: "Archive") { _ in
                archived += 1
                return true
            }
        ]
        let node = AccessibilityNode(button)
        expectEqual(node.actions.map(\.name), ["activate", "Archive"])
        expectTrue(node.performAction(named: "Archive"))
        expectEqual(archived, 1)
        expectFalse(AccessibilityCustomAction(name: "Nothing", actionHandler: nil).perform())
    }

    func testTheFrameIsTheViewsInTheWindowUnlessSet() {
        let stage = ManualClockWindow(size: Size(width: 320, height: 480))
        let content = View()
        stage.setContentView(content)
        let box = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        let button = Button(frame: Rect(x: 5, y: 6, width: 40, height: 30), title: "OK")
        box.addSubview(button)
        content.addSubview(box)
        stage.step()
        expectEqual(button.accessibilityFrame, Rect(x: 15, y: 26, width: 40, height: 30))
        button.accessibilityFrame = Rect(x: 0, y: 0, width: 44, height: 44)
        expectEqual(AccessibilityNode(button).frame, Rect(x: 0, y: 0, width: 44, height: 44))
    }
}
