import Geometry
import Layers
import Views

/// A row's value text (UITableViewCell's `.value1` style: a setting's current choice in grey at
/// the right, before the chevron) and its check mark, in a 320-point list on a manual clock.
/// The fixed-advance measurer makes a 17-point character 8.5 points wide and a line 21.25 high;
/// the chevron ("›", 24 points) is 12 wide.
@MainActor
struct ListRowValueTests {
    let t = TestWindow()
    let list = ScrollList(frame: Rect(x: 0, y: 0, width: 320, height: 220))

    init() {
        t.window.addSubview(list)
    }

    func row(_ index: Int) throws -> ListRowView { try require(list.rowView(at: index)) }

    func testTheValueSitsRightBeforeTheChevronAndTheTitleStopsShortOfIt() throws {
        list.rows = [ListRow(title: "Animator", value: "Cube", accessory: .disclosureIndicator)]
        t.frame()
        let view = try row(0)
        expectEqual(view.valueLabel.text, "Cube")
        expectEqual(view.valueLabel.textColor.light, Color(white: 0.55))
        expectEqual(view.valueLabel.isHidden, false)
        // The chevron ends at 304 (the 16-point inset); 8 points before it the value ends.
        expectEqual(view.accessoryLabel.frame.minX, 292)
        expectEqual(view.valueLabel.frame.maxX, 284)
        expectEqual(view.valueLabel.frame.width, 34)
        // Vertically centred in the 44-point row.
        expectLessOrEqual(abs(view.valueLabel.frame.midY - 22), 0.5)
        // The title runs from the inset to 8 points before the value.
        expectEqual(view.titleLabel.frame.minX, 16)
        expectEqual(view.titleLabel.frame.maxX, 242)
    }

    func testWithoutAChevronTheValueEndsAtTheInset() throws {
        list.rows = [ListRow(title: "Version", value: "0.1.0")]
        t.frame()
        let view = try row(0)
        expectEqual(view.valueLabel.frame.maxX, 304)
        // "0.1.0": 5 characters, 42.5 points (a label sizes to whole points: 43), then 8 of space.
        expectEqual(view.titleLabel.frame.maxX, 253)
    }

    func testALongValueTakesAtMostHalfTheRow() throws {
        list.rows = [ListRow(title: "T", value: String(repeating: "x", count: 60), accessory: .disclosureIndicator)]
        t.frame()
        let view = try row(0)
        // Between the inset (16) and 8 points before the chevron (284): 268 points, half of it.
        expectEqual(view.valueLabel.frame.width, 134)
        expectEqual(view.titleLabel.frame.width, 126)
    }

    func testARowWithoutAValueShowsNoneAndTheTitleKeepsTheWidth() throws {
        list.rows = [ListRow(title: "Fade", accessory: .none)]
        t.frame()
        let view = try row(0)
        expectEqual(view.valueLabel.text, "")
        expectEqual(view.valueLabel.frame, .zero)
        expectEqual(view.titleLabel.frame.maxX, 304)
    }

    func testAReusedRowViewDropsTheValueOfTheRowBefore() throws {
        list.rows = [ListRow(title: "Animator", value: "Cube", accessory: .disclosureIndicator)]
        t.frame()
        let view = try row(0)
        list.rows = [ListRow(title: "Animator", accessory: .disclosureIndicator)]
        t.frame()
        try expectIdentical(row(0), view)
        expectEqual(view.valueLabel.text, "")
        expectEqual(view.titleLabel.frame.maxX, 284)
    }

    func testTheValueIsDrawnInGrey() throws {
        list.rows = [ListRow(title: "Animator", value: "Cube", accessory: .disclosureIndicator)]
        t.frame()
        let frame = try require(t.renderer.lastFrame)
        let value = try require(frame.texts.first { $0.text == "Cube" })
        expectEqual(value.style.color, Color(white: 0.55))
        expectTrue(frame.texts.contains { $0.text == "›" })
    }

    func testTheChosenOptionHasACheckMarkInTheTintAndTheOthersNone() throws {
        list.rows = ["Automatic", "Fade", "Cube"].map {
            ListRow(title: $0, accessory: $0 == "Fade" ? .checkmark : .none)
        }
        t.frame()
        try expectEqual(row(0).accessoryLabel.text, "")
        try expectEqual(row(1).accessoryLabel.text, "✔")
        try expectEqual(row(1).accessoryLabel.textColor, Button.defaultTitleColor)
        try expectEqual(row(1).accessoryLabel.frame.maxX, 304)
        // Choosing another moves the mark.
        list.rows = ["Automatic", "Fade", "Cube"].map {
            ListRow(title: $0, accessory: $0 == "Cube" ? .checkmark : .none)
        }
        t.frame()
        try expectEqual(row(1).accessoryLabel.text, "")
        try expectEqual(row(2).accessoryLabel.text, "✔")
    }
}
