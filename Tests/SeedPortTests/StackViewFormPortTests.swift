import Geometry
import Navigation
import SegueTestSupport
import Views

/// A settings form written as UIKit forms are: a vertical `StackView` of rows, each a
/// horizontal `StackView` of a label and a control, filling the page by its autoresizing mask
/// inside the layout margins; the rows resize with the window, and a field's caption stands on
/// the field's baseline.
@MainActor
final class FormViewController: ViewController {
    let form = StackView()
    private(set) var rows: [StackView] = []
    let emailLabel = Label()
    let emailField = TextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        form.axis = .vertical
        form.spacing = 12
        form.alignment = .fill
        form.distribution = .fill
        form.isLayoutMarginsRelativeArrangement = true
        form.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
        form.frame = view.bounds
        form.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(form)

        for (title, control) in [("Name", Label(text: "Ada")), ("Notifications", Switch()), ("Sounds", Switch())] {
            let titleLabel = Label()
            titleLabel.text = title
            let row = StackView(arrangedSubviews: [titleLabel, control])
            row.axis = .horizontal
            row.alignment = .center
            row.distribution = .equalSpacing
            row.spacing = 8
            form.addArrangedSubview(row)
            rows.append(row)
        }
        // A field's row lines the small caption up with the field's text, as UIKit forms do.
        emailLabel.text = "Email"
        emailLabel.font = .system(size: 13)
        emailField.placeholder = "name@example.com"
        emailField.borderStyle = .roundedRect
        let emailRow = StackView(arrangedSubviews: [emailLabel, emailField])
        emailRow.axis = .horizontal
        emailRow.alignment = .firstBaseline
        emailRow.spacing = 8
        form.addArrangedSubview(emailRow)
        rows.append(emailRow)
        // A spacer takes what is left at the bottom (the last arranged view stretches).
        form.addArrangedSubview(View())
    }
}

@MainActor
struct StackViewFormPortTests {
    func testTheRowsResizeWithTheWindow() {
        let stage = ManualClockWindow()
        let page = FormViewController()
        stage.setRootViewController(NavigationController(rootViewController: page))
        _ = stage.settle()
        // The form fills the page (800 × 550 under the bar) from viewDidLoad on.
        expectEqual(page.form.frame, Rect(x: 0, y: 0, width: 800, height: 550))
        expectEqual(page.rows.map(\.frame.width), [768, 768, 768, 768])
        expectEqual(page.rows[0].frame.minY, 20)
        // Each row: its title at the left, its control at the right edge.
        let toggle = page.rows[1].arrangedSubviews[1]
        expectTrue(toggle.frame.maxX == 768 && toggle.frame.size == Switch.size)
        expectEqual(page.rows[1].arrangedSubviews[0].frame.minX, 0)
        stage.play(InputScript(start: stage.now, location: .zero).resize(to: Size(width: 400, height: 500)))
        _ = stage.settle()
        expectEqual(page.form.frame, Rect(x: 0, y: 0, width: 400, height: 450))
        expectEqual(page.rows.map(\.frame.width), [368, 368, 368, 368])
        expectEqual(toggle.frame.maxX, 368)
        // The caption's baseline on the field's: the fixed-advance measurer's lines are 1.25
        // × the size high with the baseline 1 × the size down, so the 13-point caption (17
        // high, baseline 13.375 down) sits 10 below the 34-point field's top (its 17-point
        // text's baseline 23.375 down); centred it would sit 8.5 below.
        expectEqual(page.emailLabel.frame.minY - page.emailField.frame.minY, 10)
        expectEqual(page.emailField.frame.maxX, 368)
        // Hiding a row closes its place.
        let soundsY = page.rows[2].frame.minY
        page.rows[1].isHidden = true
        expectLess(page.rows[2].frame.minY, soundsY)
    }
}
