import Geometry
import Layers
import Views

/// An alert's view: over the whole window, clear, with the alert's card in the middle (or an
/// action sheet's two groups at the bottom, or a popover card next to its source), laid out
/// with iOS's metrics (`AlertMetrics`, Alerts.md). A press outside the cards
/// lands on this view itself: the alert decides what it means.
@MainActor
final class AlertView: View {
    private weak var controller: AlertController?
    /// The card: the header and the actions (all of an alert's; an action sheet's but its
    /// cancel action), on the translucent material (solid in a popover).
    let card = VisualEffectView(effect: AlertMetrics.material)
    /// What the card shows (header, fields, buttons, hairlines), moved up by `scrollOffset`
    /// when it is taller than the room the window leaves.
    let content = View()
    /// How far the card's content is scrolled (0 unless it is taller than the card).
    private(set) var scrollOffset = 0.0
    /// An action sheet's cancel button, in a group of its own below the card.
    let cancelCard = View()
    /// A popover's arrow: a square turned 45° under the card, one corner showing.
    let arrow = View()
    let titleLabel = Label()
    let messageLabel = Label()
    /// One button per action, in the order of the actions.
    private(set) var buttons: [AlertActionButton] = []
    /// The hairlines between the header and the buttons and between buttons.
    private var separators: [View] = []
    private var separatorsUsed = 0
    /// How the alert is laid out now (set by each layout).
    private(set) var mode = AlertLayoutMode.alert
    /// Whether an alert's buttons are side by side (two whose titles fit) rather than stacked.
    private(set) var buttonsSideBySide = false

    init(controller: AlertController) {
        self.controller = controller
        super.init()
        name = "alert"
        card.name = "alert-card"
        card.layer.cornerRadius = AlertMetrics.cornerRadius
        card.clipsToBounds = true
        content.name = "alert-content"
        card.contentView.addSubview(content)
        cancelCard.name = "alert-cancel-group"
        cancelCard.backgroundColor = AlertMetrics.solidBackground
        cancelCard.layer.cornerRadius = AlertMetrics.cornerRadius
        cancelCard.clipsToBounds = true
        arrow.name = "popover-arrow"
        arrow.backgroundColor = AlertMetrics.solidBackground
        arrow.isUserInteractionEnabled = false
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            content.addSubview(label)
        }
        addSubview(arrow)
        addSubview(card)
        addSubview(cancelCard)
        contentDidChange()
    }

    /// The title, message or actions changed: the labels and buttons follow.
    func contentDidChange() {
        guard let controller else { return }
        titleLabel.text = controller.title ?? ""
        messageLabel.text = controller.message ?? ""
        var kept: [ObjectIdentifier: AlertActionButton] = [:]
        for button in buttons { kept[ObjectIdentifier(button.action)] = button }
        buttons = controller.actions.map { action in
            if let button = kept.removeValue(forKey: ObjectIdentifier(action)) { return button }
            let button = AlertActionButton(action: action)
            button.addAction { [weak controller] in controller?.choose(action) }
            return button
        }
        for button in kept.values { button.removeFromSuperview() }
        for field in controller.fields where field.superview !== content { content.addSubview(field) }
        let emphasized = controller.emphasizedAction
        for button in buttons { button.isEmphasized = button.action === emphasized }
        setNeedsLayout()
    }

    /// How far an action sheet must move down to be out of the window (its rise).
    var sheetRiseDistance: Double {
        let top = cancelCard.isHidden ? card.frame.minY : min(card.frame.minY, cancelCard.frame.minY)
        return max(bounds.maxY - top, 0)
    }

    // MARK: - Layout

    override func layoutSubviews() {
        guard let controller else { return }
        mode = controller.layoutMode(in: bounds, window: window)
        separatorsUsed = 0
        switch mode {
        case .alert: layoutAlert()
        case .sheet: layoutSheet()
        // The view fills the window from its origin, so window coordinates are this view's.
        case .popover(let source): layoutPopover(source: source)
        }
        for (index, separator) in separators.enumerated() { separator.isHidden = index >= separatorsUsed }
        setNeedsDisplay()
    }

    private func layoutAlert() {
        card.effect = AlertMetrics.material
        arrow.isHidden = true
        cancelCard.isHidden = true
        card.isHidden = false
        let width = min(AlertMetrics.alertWidth, max(bounds.width - 2 * AlertMetrics.sheetMargin, 0))
        styleHeader(
            titleFont: AlertMetrics.alertTitleFont, messageFont: AlertMetrics.alertMessageFont, color: .label)
        let headerHeight = layoutHeader(width: width, insets: AlertMetrics.alertHeaderInsets, fields: true)
        for button in buttons {
            button.fontSize = AlertMetrics.alertButtonFontSize
            button.isHidden = false
            if button.superview !== content { content.insertSubview(button, at: 0) }
        }
        let height = AlertMetrics.alertButtonHeight
        let half = width / 2
        buttonsSideBySide =
            buttons.count == 2
            && buttons.allSatisfy { $0.titleWidth <= half - 2 * AlertMetrics.sideBySideTitlePadding }
        var y = headerHeight
        if buttonsSideBySide {
            // The cancel action on the left, as iOS.
            let ordered = buttons.filter { $0.action.style == .cancel } + buttons.filter { $0.action.style != .cancel }
            if headerHeight > 0 { addSeparator(Rect(x: 0, y: y, width: width, height: hairlineWidth)) }
            ordered[0].frame = Rect(x: 0, y: y, width: half, height: height)
            ordered[1].frame = Rect(x: half, y: y, width: width - half, height: height)
            addSeparator(Rect(x: half, y: y, width: hairlineWidth, height: height))
            y += height
        } else {
            // Stacked: the cancel action last.
            let ordered = buttons.filter { $0.action.style != .cancel } + buttons.filter { $0.action.style == .cancel }
            for button in ordered {
                if y > 0 { addSeparator(Rect(x: 0, y: y, width: width, height: hairlineWidth)) }
                button.frame = Rect(x: 0, y: y, width: width, height: height)
                y += height
            }
        }
        let visible = fit(contentHeight: y, width: width, room: bounds.height - 2 * AlertMetrics.sheetMargin)
        card.frame = Rect(
            x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - visible) / 2).rounded(), width: width,
            height: visible)
    }

    /// Puts the content (`contentHeight` high, `width` wide) in the card, scrolled when it is
    /// taller than `room`; returns the card's height.
    private func fit(contentHeight: Double, width: Double, room: Double) -> Double {
        let visible = min(contentHeight, max(room, 0))
        scrollOffset = min(max(scrollOffset, 0), contentHeight - visible)
        content.frame = Rect(x: 0, y: -scrollOffset, width: width, height: contentHeight)
        return visible
    }

    /// Scrolls the card's content so that `view` (inside it) shows whole.
    func scrollToShow(_ view: View) {
        guard view.isDescendant(of: content) else { return }
        let frame = view.convert(view.bounds, to: content)
        let visible = card.bounds.height
        if frame.minY < scrollOffset {
            scrollOffset = frame.minY
        } else if frame.maxY > scrollOffset + visible {
            scrollOffset = frame.maxY - visible
        }
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The wheel scrolls a card taller than the room it has (48 points a notch, as lists).
    override func scrollWheel(_ event: WheelEvent) -> Bool {
        let hidden = content.frame.height - card.bounds.height
        guard hidden > 0, event.delta.y != 0, abs(event.delta.y) >= abs(event.delta.x) else {
            return super.scrollWheel(event)
        }
        scrollOffset = min(max(scrollOffset - event.delta.y * AlertMetrics.pointsPerWheelUnit, 0), hidden)
        setNeedsLayout()
        return true
    }

    private func layoutSheet() {
        card.effect = AlertMetrics.material
        arrow.isHidden = true
        let width = min(AlertMetrics.sheetMaximumWidth, max(bounds.width - 2 * AlertMetrics.sheetMargin, 0))
        let x = ((bounds.width - width) / 2).rounded()
        let cardHeight = layoutSheetCard(width: width, showsCancel: true)
        var bottom = bounds.height - AlertMetrics.sheetMargin
        if let cancel = buttons.first(where: { $0.action.style == .cancel }) {
            cancelCard.isHidden = false
            if cancel.superview !== cancelCard { cancelCard.addSubview(cancel) }
            cancelCard.frame = Rect(
                x: x, y: bottom - AlertMetrics.sheetButtonHeight, width: width, height: AlertMetrics.sheetButtonHeight)
            cancel.frame = cancelCard.bounds
            bottom = cancelCard.frame.minY - AlertMetrics.sheetMargin
        } else {
            cancelCard.isHidden = true
        }
        card.isHidden = cardHeight == 0
        let visible = fit(contentHeight: cardHeight, width: width, room: bottom - AlertMetrics.sheetMargin)
        card.frame = Rect(x: x, y: bottom - visible, width: width, height: visible)
    }

    private func layoutPopover(source: Rect) {
        card.effect = nil
        card.backgroundColor = AlertMetrics.solidBackground
        cancelCard.isHidden = true
        card.isHidden = false
        let margin = AlertMetrics.sheetMargin
        let width = min(AlertMetrics.popoverWidth, max(bounds.width - 2 * margin, 0))
        let contentHeight = layoutSheetCard(width: width, showsCancel: false)
        let height = fit(contentHeight: contentHeight, width: width, room: bounds.height - 2 * margin)
        // Below the source when it fits, else above it when that fits, else below anyway.
        let gap = AlertMetrics.popoverGap
        var y = source.maxY + gap
        let below = y + height <= bounds.height - margin
        if !below, source.minY - gap - height >= margin { y = source.minY - gap - height }
        let x = min(max(source.midX - width / 2, margin), max(bounds.width - margin - width, margin))
        card.frame = Rect(x: x.rounded(), y: y.rounded(), width: width, height: height)
        // The arrow: a turned square centred on the card's edge facing the source, kept off
        // the rounded corners.
        let side = AlertMetrics.popoverArrowSide
        let reach = AlertMetrics.cornerRadius + side
        let arrowX = min(max(source.midX, card.frame.minX + reach), card.frame.maxX - reach)
        let edgeY = y > source.midY ? card.frame.minY : card.frame.maxY
        arrow.isHidden = height == 0
        arrow.transform = .identity
        arrow.frame = Rect(x: arrowX - side / 2, y: edgeY - side / 2, width: side, height: side)
        arrow.transform = AffineTransform(rotationAngle: .pi / 4)
    }

    /// Lays out an action sheet's card (header, then its actions but the cancel one, stacked)
    /// for `width`; returns its height (0: nothing to show).
    private func layoutSheetCard(width: Double, showsCancel: Bool) -> Double {
        styleHeader(
            titleFont: AlertMetrics.sheetTitleFont, messageFont: AlertMetrics.sheetMessageFont,
            color: AlertMetrics.sheetHeaderText)
        var y = layoutHeader(width: width, insets: AlertMetrics.sheetHeaderInsets)
        for button in buttons {
            button.fontSize = AlertMetrics.sheetButtonFontSize
            guard button.action.style != .cancel else {
                button.isHidden = !showsCancel
                continue
            }
            button.isHidden = false
            if button.superview !== content { content.insertSubview(button, at: 0) }
            if y > 0 { addSeparator(Rect(x: 0, y: y, width: width, height: hairlineWidth)) }
            button.frame = Rect(x: 0, y: y, width: width, height: AlertMetrics.sheetButtonHeight)
            y += AlertMetrics.sheetButtonHeight
        }
        buttonsSideBySide = false
        return y
    }

    private func styleHeader(titleFont: Font, messageFont: Font, color: Color) {
        titleLabel.font = titleFont
        messageLabel.font = messageFont
        titleLabel.textColor = color
        messageLabel.textColor = color
    }

    /// Places the title and message (and, in an alert, the text fields under them) for a card
    /// `width` wide; returns the header's height (0 with none of them).
    private func layoutHeader(width: Double, insets: EdgeInsets, fields: Bool = false) -> Double {
        let textWidth = max(width - insets.left - insets.right, 0)
        var y = insets.top
        var shown = false
        for label in [titleLabel, messageLabel] {
            label.isHidden = label.text.isEmpty
            guard !label.isHidden else { continue }
            if shown { y += AlertMetrics.titleMessageGap }
            let height = label.sizeThatFits(Size(width: textWidth, height: .infinity)).height
            label.frame = Rect(x: insets.left, y: y, width: textWidth, height: height)
            y += height
            shown = true
        }
        for field in fields ? controller?.fields ?? [] : [] {
            y +=
                shown
                ? (field === controller?.fields.first ? AlertMetrics.textFieldTopGap : AlertMetrics.textFieldSpacing)
                : 0
            field.frame = Rect(x: insets.left, y: y, width: textWidth, height: AlertMetrics.textFieldHeight)
            y += AlertMetrics.textFieldHeight
            shown = true
        }
        return shown ? y + insets.bottom : 0
    }

    private func addSeparator(_ frame: Rect) {
        if separatorsUsed == separators.count {
            let separator = View()
            separator.name = "alert-separator"
            separator.backgroundColor = AlertMetrics.separator
            separator.isUserInteractionEnabled = false
            separators.append(separator)
        }
        let separator = separators[separatorsUsed]
        separatorsUsed += 1
        // Above the buttons (they go in at the bottom), so a pressed button's wash does not
        // cover it.
        if separator.superview !== content { content.addSubview(separator) }
        separator.frame = frame
    }

    // MARK: - Drawing and clicks

    override var hasCustomDrawing: Bool { true }

    /// A popover's soft shadow, under its card.
    override func draw(in context: DrawingContext) {
        guard case .popover = mode, !card.isHidden else { return }
        context.shadow(
            card.frame, color: .black, cornerRadius: AlertMetrics.cornerRadius,
            radius: AlertMetrics.popoverShadowRadius, opacity: AlertMetrics.popoverShadowOpacity)
    }

    /// A click outside the cards (they take their own presses).
    override func pointerEnded(_ event: PointerEvent) {
        guard bounds.contains(convert(event.location, from: nil)) else { return }
        controller?.clickedOutside(in: mode)
    }
}
