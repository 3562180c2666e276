import Foundation
import Segue
import SegueTestSupport
import Testing

@testable import FileBrowser

/// The app driven as a user would, on a window with a manual clock: clicks, a drag and keys
/// played as input, frames stepped until everything rests. The folder is made by the test:
///
///     alpha/inside.txt   beta/   notes.txt ("first line", "second line")   picture.bin
@MainActor
struct BrowsingTests {
    let folder: TemporaryFolder
    let stage = ManualClockWindow(size: Size(width: 800, height: 600))
    let tabs: BrowserTabs

    init() throws {
        folder = try TemporaryFolder([
            "alpha/inside.txt": Data("inside alpha\n".utf8),
            "beta/": Data(),
            "notes.txt": Data("first line\nsecond line\n".utf8),
            "picture.bin": Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x01]),
        ])
        tabs = BrowserTabs(folder: folder.url)
        stage.setRootViewController(tabs)
    }

    // MARK: - Helpers

    /// The Browse tab's pages' titles, root first.
    var browseTitles: [String] { tabs.browse.viewControllers.map { $0.title ?? "" } }

    /// The page on top of the Browse tab.
    func topFolderPage() throws -> FolderPage { try #require(tabs.browse.topViewController as? FolderPage) }

    /// The card on top, if a preview is presented.
    var presentedPreview: PreviewPage? { stage.window.presentedViewControllers.last as? PreviewPage }

    /// Clicks row `index` of `list` where it is on screen, and lets the animations finish.
    func click(row index: Int, of list: ScrollList) {
        let point = list.convert(list.rectForRow(at: index).center, to: nil)
        play(InputScript(start: stage.now).down(at: point).up())
    }

    /// Plays `script`, then steps frames until nothing moves.
    func play(_ script: InputScript) {
        stage.play(script)
        #expect(stage.settle(), "everything comes to rest")
    }

    /// Presses and releases `key` (with `modifiers`), and lets the animations finish.
    func press(_ key: Key, modifiers: KeyModifiers = []) {
        play(InputScript(start: stage.now).key(key, modifiers: modifiers))
    }

    func rowTitles(_ list: ScrollList) -> [String] { list.rows.map(\.title) }

    // MARK: - Browse

    @Test func theRootPageListsFoldersFirst() throws {
        #expect(browseTitles == [folder.url.lastPathComponent])
        #expect(rowTitles(try topFolderPage().list) == ["alpha", "beta", "notes.txt", "picture.bin"])
    }

    /// A click on a folder's row pushes its page, which lists its contents; a drag from the
    /// left edge takes it back.
    @Test func aFolderRowPushesItsContentsAndTheBackDragReturns() throws {
        let root = try topFolderPage()
        click(row: 0, of: root.list)
        #expect(browseTitles == [folder.url.lastPathComponent, "alpha"])
        let alpha = try topFolderPage()
        #expect(rowTitles(alpha.list) == ["inside.txt"])
        #expect(alpha.view.window === stage.window, "the folder's page is on screen")

        play(
            InputScript(start: stage.now).drag(
                from: Point(x: 5, y: 300), to: Point(x: 600, y: 300), duration: 0.3, steps: 18))
        #expect(browseTitles == [folder.url.lastPathComponent])
        #expect(root.view.window === stage.window)
    }

    @Test func altLeftAndTheMouseBackButtonPop() throws {
        let root = try topFolderPage()
        click(row: 0, of: root.list)
        #expect(browseTitles.count == 2)
        press(.left, modifiers: .alt)
        #expect(browseTitles == [folder.url.lastPathComponent])

        click(row: 1, of: root.list)
        #expect(browseTitles == [folder.url.lastPathComponent, "beta"])
        #expect(rowTitles(try topFolderPage().list) == ["This folder is empty."])
        play(InputScript(start: stage.now).down(at: Point(x: 400, y: 300), button: .back).up())
        #expect(browseTitles == [folder.url.lastPathComponent])
    }

    // MARK: - Preview

    /// A click on a file's row presents its card over the page: name, size, date and first
    /// lines; the stack stays as it was.
    @Test func aFileRowPresentsItsPreview() throws {
        click(row: 2, of: try topFolderPage().list)
        let card = try #require(presentedPreview)
        #expect(card.file.lastPathComponent == "notes.txt")
        #expect(card.view.frame.minY == 40, "a card at rest, 40 points below the window's top")
        let view = try #require(card.view as? PreviewView)
        #expect(view.nameLabel.text == "notes.txt")
        #expect(view.sizeLabel.text == "23 bytes")
        #expect(view.modifiedLabel.text.hasPrefix("Modified "))
        #expect(view.linesLabel.displayedLines == ["first line", "second line"])
        #expect(browseTitles == [folder.url.lastPathComponent])
    }

    @Test func aBinaryFileShowsNoLines() throws {
        click(row: 3, of: try topFolderPage().list)
        let view = try #require(presentedPreview?.view as? PreviewView)
        #expect(view.sizeLabel.text == "6 bytes")
        #expect(view.linesLabel.text == "Not a text file.")
    }

    @Test func escapeClosesThePreview() throws {
        click(row: 2, of: try topFolderPage().list)
        #expect(presentedPreview != nil)
        press(.escape)
        #expect(presentedPreview == nil)
        #expect(stage.window.presentedViewControllers.isEmpty)
        #expect(browseTitles == [folder.url.lastPathComponent], "Escape closes the card only")
    }

    @Test func theCloseButtonClosesThePreview() throws {
        click(row: 2, of: try topFolderPage().list)
        let view = try #require(presentedPreview?.view as? PreviewView)
        let close = view.closeButton.convert(view.closeButton.bounds.center, to: nil)
        play(InputScript(start: stage.now).down(at: close).up())
        #expect(presentedPreview == nil)
    }

    // MARK: - Recent

    /// Previewed files are listed in the Recent tab, newest first; a row there opens the same
    /// preview, and that file moves to the top.
    @Test func theRecentTabListsPreviewedFilesNewestFirst() throws {
        let root = try topFolderPage()
        click(row: 2, of: root.list)  // notes.txt
        press(.escape)
        click(row: 0, of: root.list)  // alpha
        click(row: 0, of: try topFolderPage().list)  // alpha/inside.txt
        press(.escape)

        let recentButton = try #require(tabs.tabBar.button(at: 1))
        play(InputScript(start: stage.now).down(at: recentButton.convert(recentButton.bounds.center, to: nil)).up())
        #expect(tabs.selectedIndex == 1)
        let recentPage = try #require(tabs.recentFiles.topViewController as? RecentPage)
        #expect(recentPage.view.window === stage.window, "the Recent page is on screen")
        #expect(rowTitles(recentPage.list) == ["inside.txt", "notes.txt"])

        click(row: 1, of: recentPage.list)
        #expect(presentedPreview?.file.lastPathComponent == "notes.txt")
        #expect(rowTitles(recentPage.list) == ["notes.txt", "inside.txt"])
    }

    @Test func theRecentTabStartsEmpty() throws {
        press(.character("2"), modifiers: .control)
        let recentPage = try #require(tabs.recentFiles.topViewController as? RecentPage)
        #expect(tabs.selectedIndex == 1)
        #expect(rowTitles(recentPage.list) == ["No files yet."])
        click(row: 0, of: recentPage.list)
        #expect(presentedPreview == nil, "the message row opens nothing")
    }

    // MARK: - The trace

    /// `--trace`'s line follows the tab, the stack and the card.
    @Test func theTraceLineSaysWhatIsShown() throws {
        let trace = NavigationTrace(tabs: tabs, window: stage.window)
        let root = folder.url.lastPathComponent
        #expect(trace.line == "Browse: \(root)")
        click(row: 0, of: try topFolderPage().list)
        click(row: 0, of: try topFolderPage().list)
        #expect(trace.line == "Browse: \(root) > alpha | preview inside.txt")
        press(.escape)
        press(.character("2"), modifiers: .control)
        #expect(trace.line == "Recent: Recent")
    }
}
