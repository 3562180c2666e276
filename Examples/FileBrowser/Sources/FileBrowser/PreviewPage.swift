import Foundation
import Segue

/// A file's preview card: its name, size, modification date and first lines, over the
/// dimmed page that presented it. It closes with its Close button, and — because Segue does
/// it for every card — Escape, a drag down or a click on the dimming.
@MainActor
final class PreviewPage: ViewController {
    let file: URL

    init(file: URL) {
        self.file = file
        super.init(name: "preview")
        title = file.lastPathComponent
        modalPresentationStyle = .card
    }

    /// Shows `file`'s card over `page` and adds the file to the Recent tab's list.
    static func present(_ file: URL, from page: ViewController, recent: RecentFiles) {
        recent.add(file)
        page.present(PreviewPage(file: file), animated: true)
    }

    override func loadView() {
        let card = PreviewView()
        card.closeButton.addAction { [unowned self] in dismiss(animated: true) }
        do {
            card.show(try FilePreview(of: file))
        } catch {
            // A file removed since its folder was listed, or one we may not read.
            card.showFailure(name: file.lastPathComponent, error: error)
        }
        setView(card)
    }
}
