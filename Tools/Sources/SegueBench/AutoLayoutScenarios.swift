import Animation
import Foundation
import Geometry
import Layers
import SDLHost
import Views

/// The Auto Layout scenarios: a page of 300 views placed by 1,200 constraints written with
/// UIKit's API, in a window whose frames are drawn (AutoLayout.md). Each reports the
/// whole frame's times and, as `layout_p50_ms` and `layout_p99_ms`, the layout pass's share:
/// solving and giving the views their frames, without drawing.
extension BenchmarkRun {
    /// `autolayout-resize-300`: the window 1000 to 1279 points wide, a different width every
    /// frame (as a drag-resize), laid out and drawn.
    func autoLayoutResize() throws {
        let stage = try AutoLayoutStage(run: self)
        let height = window.size.height
        let stats = try measure { i in
            try stage.frame(resizedTo: Size(width: 1000 + Double((i * 7) % 280), height: height))
        }
        try stage.expectRowsFill()
        report(
            "autolayout-resize-\(AutoLayoutStage.viewCount)", layers: stage.layerCount, stats,
            counts: [("constraints", stage.constraints.count)], extra: stage.layoutPercentiles)
    }

    /// `autolayout-toggle-300`: one constraint (a field's height, a different one each frame)
    /// deactivated and activated again, laid out and drawn. Adds `deactivate_p50_ms` and
    /// `activate_p50_ms` (and their p99): each change with the layout pass after it (the
    /// solver minimizes when the solution is read, and the frames that moved are given).
    func autoLayoutToggle() throws {
        let stage = try AutoLayoutStage(run: self)
        let heights = stage.fieldHeights
        let stopwatch = MonotonicClock()
        var deactivating = FrameStatistics()
        var activating = FrameStatistics()
        let stats = try measure { i in
            let constraint = heights[i % heights.count]
            try stage.frame {
                let start = stopwatch.now
                constraint.isActive = false
                stage.scene.layoutIfNeeded()
                let middle = stopwatch.now
                constraint.isActive = true
                stage.scene.layoutIfNeeded()
                activating.add(milliseconds: (stopwatch.now - middle) * 1000)
                deactivating.add(milliseconds: (middle - start) * 1000)
            }
        }
        try stage.expectRowsFill()
        var extra = stage.layoutPercentiles
        extra["deactivate_p50_ms"] = deactivating.percentile(0.5)
        extra["deactivate_p99_ms"] = deactivating.percentile(0.99)
        extra["activate_p50_ms"] = activating.percentile(0.5)
        extra["activate_p99_ms"] = activating.percentile(0.99)
        report(
            "autolayout-toggle-\(AutoLayoutStage.viewCount)", layers: stage.layerCount, stats,
            counts: [("constraints", stage.constraints.count)], extra: extra)
    }

    /// `autolayout-rest-300`: the same page with nothing changing: a frame costs no layout.
    func autoLayoutRest() throws {
        let stage = try AutoLayoutStage(run: self)
        let stats = try measure { _ in try stage.frame() }
        try stage.expectRowsFill()
        report(
            "autolayout-rest-\(AutoLayoutStage.viewCount)", layers: stage.layerCount, stats,
            counts: [("constraints", stage.constraints.count)], extra: stage.layoutPercentiles)
    }
}

/// A window whose content is a form of 50 rows of three label-and-field pairs (300 views),
/// each pair held by 8 constraints: the label 90 wide after the previous field (or the left
/// margin), centred on its field and as high; the field 8 after its label, under the field
/// above, 24 high, as wide as its row's first field, and the row's last field ending 16 from
/// the right edge.
@MainActor
final class AutoLayoutStage {
    nonisolated static let rows = 50
    nonisolated static let pairsPerRow = 3
    nonisolated static let viewCount = rows * pairsPerRow * 2

    let clock = ManualClock()
    let scene: Scene
    let window: Window
    let content = View()
    let renderer: SDLRenderer
    private(set) var labels: [Label] = []
    private(set) var fields: [TextField] = []
    private(set) var constraints: [NSLayoutConstraint] = []
    private(set) var fieldHeights: [NSLayoutConstraint] = []
    /// What layout took of each frame (the change made, solving, frames given), not drawing.
    private var layout = FrameStatistics()
    private let stopwatch = MonotonicClock()
    /// What activating every constraint and the first layout took (the page's first showing).
    private(set) var firstLayoutMilliseconds = 0.0

    init(run: BenchmarkRun) throws {
        renderer = run.renderer
        scene = Scene(size: run.window.size, clock: clock, background: .white)
        window = Window(scene: scene, textMeasurer: run.textMeasurer)
        content.name = "autolayout-page"
        content.backgroundColor = .white
        window.setContentView(content)
        for index in 0..<(Self.rows * Self.pairsPerRow) {
            let label = Label(text: "Field \(index + 1)", font: .system(size: 13), textAlignment: .right)
            label.name = "label-\(index)"
            let field = TextField()
            field.name = "field-\(index)"
            field.placeholder = "Value \(index + 1)"
            field.borderStyle = .roundedRect
            for view in [label, field] as [View] {
                view.translatesAutoresizingMaskIntoConstraints = false
                content.addSubview(view)
            }
            labels.append(label)
            fields.append(field)
        }
        for row in 0..<Self.rows {
            for column in 0..<Self.pairsPerRow {
                constraints += pairConstraints(row: row, column: column)
            }
        }
        let start = stopwatch.now
        NSLayoutConstraint.activate(constraints)
        scene.layoutIfNeeded()
        firstLayoutMilliseconds = (stopwatch.now - start) * 1000
        _ = try scene.renderFrameIfNeeded(with: renderer)
        layout = FrameStatistics()
    }

    private func pairConstraints(row: Int, column: Int) -> [NSLayoutConstraint] {
        let index = row * Self.pairsPerRow + column
        let label = labels[index]
        let field = fields[index]
        let after = column == 0 ? content.leadingAnchor : fields[index - 1].trailingAnchor
        let height = field.heightAnchor.constraint(equalToConstant: 24)
        fieldHeights.append(height)
        let last = fields[row * Self.pairsPerRow + Self.pairsPerRow - 1]
        return [
            label.leadingAnchor.constraint(equalTo: after, constant: 16),
            label.centerYAnchor.constraint(equalTo: field.centerYAnchor),
            label.widthAnchor.constraint(equalToConstant: 90),
            label.heightAnchor.constraint(equalTo: field.heightAnchor),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            row == 0
                ? field.topAnchor.constraint(equalTo: content.topAnchor, constant: 8)
                : field.topAnchor.constraint(equalTo: fields[index - Self.pairsPerRow].bottomAnchor, constant: 4),
            height,
            column == 0
                ? last.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16)
                : field.widthAnchor.constraint(equalTo: fields[row * Self.pairsPerRow].widthAnchor),
        ]
    }

    var layerCount: Int { scene.rootLayer.subtreeLayerCount }

    /// The layout share's percentiles, for the report.
    var layoutPercentiles: [String: Double] {
        [
            "layout_p50_ms": layout.percentile(0.5), "layout_p99_ms": layout.percentile(0.99),
            "first_layout_ms": firstLayoutMilliseconds,
        ]
    }

    /// One frame: the clock moves 1/60 s, the window takes `size` (if given) and `change` is
    /// made, layout runs (timed as the layout share), then the frame is drawn if anything
    /// changed.
    func frame(resizedTo size: Size? = nil, change: () -> Void = {}) throws {
        clock.advance(by: 1.0 / 60)
        let start = stopwatch.now
        if let size { scene.resize(to: size) }
        change()
        scene.tick()
        scene.layoutIfNeeded()
        layout.add(milliseconds: (stopwatch.now - start) * 1000)
        _ = try scene.renderFrameIfNeeded(with: renderer)
    }

    /// Every row's last field ends 16 points from the page's right edge, and the rows' fields
    /// are equally wide: the constraints were solved and the frames given.
    func expectRowsFill() throws {
        let width = content.bounds.width
        for row in 0..<Self.rows {
            let first = fields[row * Self.pairsPerRow].frame
            let last = fields[row * Self.pairsPerRow + Self.pairsPerRow - 1].frame
            guard abs(last.maxX - (width - 16)) < 0.01, abs(last.width - first.width) < 0.01, first.width > 0 else {
                throw BenchFailure("row \(row) is not laid out: first field \(first), last \(last), page \(width) wide")
            }
        }
    }
}
