import Foundation
import Segue

/// The preview card's view: the file's name in bold, its size and modification date, its
/// first lines in a grey box (or a word on why there are none), and a Close button at the
/// top right.
@MainActor
final class PreviewView: View {
    let closeButton = Button(title: "Close")
    let nameLabel = Label(font: .boldSystem(size: 24))
    let sizeLabel = Label(font: .system(size: 15), textColor: Color(white: 0.35))
    let modifiedLabel = Label(font: .system(size: 15), textColor: Color(white: 0.35))
    let linesLabel = Label(font: .system(size: 14), textColor: Color(white: 0.15))
    private let linesBox = View()

    private let margin = 24.0
    private let boxPadding = 12.0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 12
        closeButton.name = "close"
        nameLabel.name = "name"
        sizeLabel.name = "size"
        modifiedLabel.name = "modified"
        linesLabel.name = "lines"
        linesLabel.numberOfLines = 0  // as many as the box holds; the last cut with "…"
        linesBox.backgroundColor = Color(white: 0.95)
        linesBox.layer.cornerRadius = 8
        linesBox.addSubview(linesLabel)
        for view in [nameLabel, sizeLabel, modifiedLabel, linesBox, closeButton] { addSubview(view) }
    }

    func show(_ preview: FilePreview) {
        nameLabel.text = preview.name
        sizeLabel.text = FilePreview.formattedSize(preview.size)
        modifiedLabel.text = "Modified " + preview.modified.formatted(date: .abbreviated, time: .shortened)
        if let lines = preview.firstLines {
            linesLabel.text = lines.isEmpty ? "An empty file." : lines.joined(separator: "\n")
        } else {
            linesLabel.text = "Not a text file."
        }
        setNeedsLayout()
    }

    func showFailure(name: String, error: any Error) {
        nameLabel.text = name
        sizeLabel.text = "Cannot be read:"
        modifiedLabel.text = ""
        linesLabel.text = error.localizedDescription
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let width = bounds.width - 2 * margin
        closeButton.frame = Rect(x: bounds.width - margin - 80, y: 16, width: 80, height: 36)
        nameLabel.frame = Rect(x: margin, y: 18, width: width - 90, height: 32)
        sizeLabel.frame = Rect(x: margin, y: 58, width: width, height: 22)
        modifiedLabel.frame = Rect(x: margin, y: 82, width: width, height: 22)
        let boxTop = 120.0
        let boxHeight = max(bounds.height - boxTop - margin, 0)
        linesBox.frame = Rect(x: margin, y: boxTop, width: width, height: boxHeight)
        // As tall as its lines (a label centres its lines in its height), at most the box's.
        let textWidth = max(width - 2 * boxPadding, 0)
        let fitted = linesLabel.sizeThatFits(Size(width: textWidth, height: 0))
        linesLabel.frame = Rect(
            x: boxPadding, y: boxPadding, width: textWidth,
            height: min(fitted.height, max(boxHeight - 2 * boxPadding, 0)))
    }
}
