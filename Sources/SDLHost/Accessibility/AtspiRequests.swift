import Geometry

/// The answers to AT-SPI's method calls and property reads on one node: each interface's
/// members, by name, with the reply's arguments (nil: no such member, an error for the client).
@MainActor
struct AtspiRequests {
    let objects: AtspiObjectTable
    /// The bridge's unique name on the accessibility bus (every reference carries it).
    let busName: String
    /// The application's parent: the registry's desktop.
    let desktop: DBusValue
    /// The window's top-left corner on the screen, in pixels.
    let windowOrigin: () -> Point
    /// Pixels per point (the window's HiDPI scale).
    let pixelsPerPoint: () -> Double
    /// The application's Id, set by the registry.
    var applicationID: Int32 = 0
    let toolkitVersion: String

    /// A reference `(so)` to `node`, or the null reference.
    func reference(_ node: (any AccessibleNode)?) -> DBusValue {
        guard let node else { return .structure([.string(""), .objectPath(Atspi.nullPath)]) }
        return .structure([.string(busName), .objectPath(objects.path(for: node))])
    }

    /// The interfaces `node` implements.
    func interfaces(of node: any AccessibleNode) -> [String] {
        var names = [Atspi.accessible]
        if node === objects.root { names.append(Atspi.application) }
        if node.frameInWindow != nil { names.append(Atspi.component) }
        if !node.actionNames.isEmpty { names.append(Atspi.action) }
        if node.text != nil { names.append(Atspi.text) }
        if node.role == .entry || node.role == .passwordText { names.append(Atspi.editableText) }
        if node.value != nil { names.append(Atspi.value) }
        if node.role == .list || node.role == .pageTabList { names.append(Atspi.selection) }
        return names
    }

    // MARK: - Properties

    /// The property `name` of `interface` on `node`.
    func property(_ interface: String, _ name: String, of node: any AccessibleNode) -> DBusValue? {
        switch (interface, name) {
        case (Atspi.accessible, "Name"): return .string(node.name)
        case (Atspi.accessible, "Description"): return .string(node.nodeDescription)
        case (Atspi.accessible, "HelpText"): return .string("")
        case (Atspi.accessible, "Parent"): return node.parent.map(reference) ?? desktop
        case (Atspi.accessible, "ChildCount"): return .int32(Int32(clamping: node.children.count))
        case (Atspi.accessible, "Locale"): return .string("")
        case (Atspi.accessible, "AccessibleId"): return .string("")
        case (Atspi.application, "ToolkitName"): return .string("Segue")
        case (Atspi.application, "Version"), (Atspi.application, "ToolkitVersion"): return .string(toolkitVersion)
        case (Atspi.application, "AtspiVersion"): return .string(Atspi.protocolVersion)
        case (Atspi.application, "Id"): return .int32(applicationID)
        case (Atspi.action, "NActions"): return .int32(Int32(node.actionNames.count))
        case (Atspi.text, "CharacterCount"): return .int32(Int32(clamping: (node.text ?? "").unicodeScalars.count))
        case (Atspi.text, "CaretOffset"): return .int32(Int32(clamping: (node.text ?? "").unicodeScalars.count))
        case (Atspi.value, "CurrentValue"): return node.value.map { .double($0.current) }
        case (Atspi.value, "MinimumValue"): return node.value.map { .double($0.minimum) }
        case (Atspi.value, "MaximumValue"): return node.value.map { .double($0.maximum) }
        case (Atspi.value, "MinimumIncrement"): return node.value.map { .double($0.increment) }
        case (Atspi.value, "Text"): return node.value.map { .string($0.current >= 0.5 ? "on" : "off") }
        case (Atspi.selection, "NSelectedChildren"): return .int32(Int32(selectedChildren(of: node).count))
        default: return nil
        }
    }

    /// Every property of `interface` on `node` (`GetAll`).
    func allProperties(_ interface: String, of node: any AccessibleNode) -> [(String, DBusValue)] {
        let names: [String] =
            switch interface {
            case Atspi.accessible:
                ["Name", "Description", "HelpText", "Parent", "ChildCount", "Locale", "AccessibleId"]
            case Atspi.application: ["ToolkitName", "Version", "ToolkitVersion", "AtspiVersion", "Id"]
            case Atspi.action: ["NActions"]
            case Atspi.text: ["CharacterCount", "CaretOffset"]
            case Atspi.value: ["CurrentValue", "MinimumValue", "MaximumValue", "MinimumIncrement", "Text"]
            case Atspi.selection: ["NSelectedChildren"]
            default: []
            }
        return names.compactMap { name in property(interface, name, of: node).map { (name, $0) } }
    }

    // MARK: - Methods

    /// The reply to `member` of `interface` called on `node` with `arguments`.
    func call(_ interface: String, _ member: String, _ arguments: [DBusValue], on node: any AccessibleNode)
        -> [DBusValue]?
    {
        let integers = arguments.compactMap(\.integerValue)
        switch (interface, member) {
        case (Atspi.accessible, _): return accessible(member, integers, node)
        case (Atspi.component, _): return component(member, integers, node)
        case (Atspi.action, _): return action(member, integers, node)
        case (Atspi.text, _): return text(member, integers, node)
        case (Atspi.editableText, _): return editableText(member, arguments, node)
        case (Atspi.selection, _): return selection(member, integers, node)
        default: return nil
        }
    }

    private func accessible(_ member: String, _ integers: [Int], _ node: any AccessibleNode) -> [DBusValue]? {
        switch member {
        case "GetChildAtIndex":
            let children = node.children
            guard let index = integers.first, index >= 0, index < children.count else { return [reference(nil)] }
            return [reference(children[index])]
        case "GetChildren":
            return [.array(elementSignature: "(so)", node.children.map(reference))]
        case "GetIndexInParent":
            guard let parent = node.parent else { return [.int32(-1)] }
            return [.int32(Int32(parent.children.firstIndex { $0 === node } ?? -1))]
        case "GetRelationSet": return [.array(elementSignature: "(ua(so))", [])]
        case "GetRole": return [.uint32(node.role.atspiCode)]
        case "GetRoleName", "GetLocalizedRoleName": return [.string(node.role.atspiName)]
        case "GetState":
            return [.array(elementSignature: "u", AccessibleState.atspiWords(node.states).map { .uint32($0) })]
        case "GetAttributes": return [.stringDictionary(node.attributes)]
        case "GetApplication": return [reference(objects.root)]
        case "GetInterfaces": return [.strings(interfaces(of: node))]
        default: return nil
        }
    }

    /// `node`'s frame in pixels, in the coordinates `type` names (AT-SPI's CoordType).
    func extents(of node: any AccessibleNode, coordinateType type: Int) -> Rect {
        guard let frame = node.frameInWindow else { return Rect(x: -1, y: -1, width: -1, height: -1) }
        let scale = pixelsPerPoint()
        var origin = Point(x: frame.origin.x * scale, y: frame.origin.y * scale)
        if type == Atspi.CoordinateType.screen.rawValue {
            let window = windowOrigin()
            origin = Point(x: origin.x + window.x, y: origin.y + window.y)
        } else if type == Atspi.CoordinateType.parent.rawValue, let parentFrame = node.parent?.frameInWindow {
            origin = Point(x: origin.x - parentFrame.origin.x * scale, y: origin.y - parentFrame.origin.y * scale)
        }
        return Rect(x: origin.x, y: origin.y, width: frame.size.width * scale, height: frame.size.height * scale)
    }

    private func component(_ member: String, _ integers: [Int], _ node: any AccessibleNode) -> [DBusValue]? {
        let type = integers.last ?? 0
        switch member {
        case "GetExtents":
            let box = extents(of: node, coordinateType: type)
            return [.structure([box.origin.x, box.origin.y, box.size.width, box.size.height].map(Self.pixel))]
        case "GetPosition":
            let box = extents(of: node, coordinateType: type)
            return [Self.pixel(box.origin.x), Self.pixel(box.origin.y)]
        case "GetSize":
            let box = extents(of: node, coordinateType: 0)
            return [Self.pixel(box.size.width), Self.pixel(box.size.height)]
        case "Contains":
            guard integers.count >= 3 else { return [.bool(false)] }
            let box = extents(of: node, coordinateType: type)
            return [.bool(box.contains(Point(x: Double(integers[0]), y: Double(integers[1]))))]
        case "GetAccessibleAtPoint":
            guard integers.count >= 3 else { return [reference(nil)] }
            let point = Point(x: Double(integers[0]), y: Double(integers[1]))
            let hit = node.children.last { extents(of: $0, coordinateType: type).contains(point) }
            return [reference(hit)]
        case "GetLayer": return [.uint32(node.role == .frame ? 7 : 3)]  // ATSPI_LAYER_WINDOW / _WIDGET
        case "GetMDIZOrder": return [.int16(0)]
        case "GetAlpha": return [.double(1)]
        case "GrabFocus": return [.bool(node.grabFocus())]
        case "ScrollTo", "ScrollToPoint", "SetExtents", "SetPosition", "SetSize": return [.bool(false)]
        default: return nil
        }
    }

    private static func pixel(_ value: Double) -> DBusValue { .int32(Int32(clamping: Int(value.rounded()))) }

    private func action(_ member: String, _ integers: [Int], _ node: any AccessibleNode) -> [DBusValue]? {
        let names = node.actionNames
        let index = integers.first ?? -1
        let name = names.indices.contains(index) ? names[index] : ""
        switch member {
        case "GetName", "GetLocalizedName": return [.string(name)]
        case "GetDescription", "GetKeyBinding": return [.string("")]
        case "GetActions":
            return [
                .array(elementSignature: "(sss)", names.map { .structure([.string($0), .string(""), .string("")]) })
            ]
        case "DoAction": return [.bool(node.performAction(at: index))]
        default: return nil
        }
    }

    private func text(_ member: String, _ integers: [Int], _ node: any AccessibleNode) -> [DBusValue]? {
        let scalars = Array((node.text ?? "").unicodeScalars)
        let count = scalars.count
        func slice(_ start: Int, _ end: Int) -> String {
            let lower = min(max(0, start), count)
            let upper = end < 0 ? count : min(max(lower, end), count)
            var result = String.UnicodeScalarView()
            result.append(contentsOf: scalars[lower..<upper])
            return String(result)
        }
        switch member {
        case "GetText":
            guard integers.count >= 2 else { return [.string("")] }
            return [.string(slice(integers[0], integers[1]))]
        case "GetCharacterAtOffset":
            guard let offset = integers.first, offset >= 0, offset < count else { return [.int32(0)] }
            return [.int32(Int32(bitPattern: scalars[offset].value))]
        case "GetStringAtOffset", "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            // Every granularity answers with the whole text (a label or a one-line field).
            return member == "GetStringAtOffset"
                ? [.structure([.string(slice(0, -1)), .int32(0), .int32(Int32(count))])]
                : [.string(slice(0, -1)), .int32(0), .int32(Int32(count))]
        case "GetNSelections": return [.int32(0)]
        case "GetSelection": return [.int32(0), .int32(0)]
        case "AddSelection", "RemoveSelection", "SetSelection", "SetCaretOffset", "ScrollSubstringTo":
            return [.bool(false)]
        case "GetDefaultAttributes", "GetDefaultAttributeSet": return [.stringDictionary([])]
        case "GetAttributes", "GetAttributeRun":
            return [.stringDictionary([]), .int32(0), .int32(Int32(count))]
        case "GetCharacterExtents", "GetRangeExtents":
            let box = extents(of: node, coordinateType: integers.last ?? 0)
            return [box.origin.x, box.origin.y, box.size.width, box.size.height].map(Self.pixel)
        default: return nil
        }
    }

    private func editableText(_ member: String, _ arguments: [DBusValue], _ node: any AccessibleNode) -> [DBusValue]? {
        var scalars = Array((node.text ?? "").unicodeScalars)
        func write() -> [DBusValue] {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            return [.bool(node.setText(String(view)))]
        }
        switch member {
        case "SetTextContents":
            guard let text = arguments.first?.stringValue else { return [.bool(false)] }
            return [.bool(node.setText(text))]
        case "InsertText":
            guard arguments.count >= 2, let position = arguments[0].integerValue, let text = arguments[1].stringValue
            else { return [.bool(false)] }
            scalars.insert(contentsOf: text.unicodeScalars, at: min(max(0, position), scalars.count))
            return write()
        case "DeleteText":
            guard arguments.count >= 2, let start = arguments[0].integerValue, let end = arguments[1].integerValue
            else { return [.bool(false)] }
            let lower = min(max(0, start), scalars.count)
            let upper = end < 0 ? scalars.count : min(max(lower, end), scalars.count)
            scalars.removeSubrange(lower..<upper)
            return write()
        case "CopyText", "CutText", "PasteText": return [.bool(false)]
        default: return nil
        }
    }

    /// The children of a list or tab bar that are selected.
    func selectedChildren(of node: any AccessibleNode) -> [any AccessibleNode] {
        node.children.filter { $0.states.contains(.selected) }
    }

    private func selection(_ member: String, _ integers: [Int], _ node: any AccessibleNode) -> [DBusValue]? {
        let index = integers.first ?? -1
        switch member {
        case "GetSelectedChild":
            let selected = selectedChildren(of: node)
            return [reference(selected.indices.contains(index) ? selected[index] : nil)]
        case "SelectChild": return [.bool(node.selectChild(at: index))]
        case "IsChildSelected":
            let children = node.children
            return [.bool(children.indices.contains(index) && children[index].states.contains(.selected))]
        case "DeselectSelectedChild", "DeselectChild", "SelectAll", "ClearSelection": return [.bool(false)]
        default: return nil
        }
    }
}
