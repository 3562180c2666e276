import Foundation
import Testing

@testable import FileBrowser

/// The parts without a window: reading folders and files, and the command line.
struct ModelTests {
    @Test func foldersComeFirstSortedAsPeopleReadAndHiddenEntriesAreLeftOut() throws {
        let folder = try TemporaryFolder([
            "file10.txt": Data(), "File2.txt": Data("12".utf8), "a.txt": Data(), "Z/": Data(), "b/": Data(),
            ".hidden": Data(),
        ])
        let entries = try FolderEntry.entries(of: folder.url)
        #expect(entries.map(\.name) == ["b", "Z", "a.txt", "File2.txt", "file10.txt"])
        #expect(entries.map(\.isFolder) == [true, true, false, false, false])
        #expect(entries.map(\.size) == [nil, nil, 0, 2, 0])
    }

    @Test func anUnreadableFolderThrows() {
        #expect(throws: (any Error).self) { try FolderEntry.entries(of: URL(fileURLWithPath: "/no/such/folder")) }
    }

    @Test func firstLines() {
        #expect(FilePreview.lines(of: Data("a\r\nb\n\tc\n".utf8), cutShort: false, limit: 12) == ["a", "b", "    c"])
        #expect(FilePreview.lines(of: Data("1\n2\n3\n".utf8), cutShort: false, limit: 2) == ["1", "2"])
        #expect(FilePreview.lines(of: Data("one\n\n".utf8), cutShort: false, limit: 12) == ["one", ""])
        #expect(FilePreview.lines(of: Data(), cutShort: false, limit: 12) == [])
        #expect(FilePreview.lines(of: Data([0x61, 0x00]), cutShort: false, limit: 12) == nil, "a NUL byte: binary")
        #expect(FilePreview.lines(of: Data([0x61, 0xFF]), cutShort: false, limit: 12) == nil, "not UTF-8")
        // "é" is two bytes; a read that stops after the first still shows what came before.
        let cut = Data("ab é".utf8).dropLast()
        #expect(FilePreview.lines(of: cut, cutShort: true, limit: 12) == ["ab "])
        #expect(FilePreview.lines(of: cut, cutShort: false, limit: 12) == nil)
    }

    @Test func sizes() {
        #expect(FilePreview.formattedSize(1) == "1 byte")
        #expect(FilePreview.formattedSize(999) == "999 bytes")
        #expect(FilePreview.formattedSize(4_200) == "4.2 KB")
        #expect(FilePreview.formattedSize(999_999) == "1.0 MB")
        #expect(FilePreview.formattedSize(1_500_000_000) == "1.5 GB")
    }

    @Test func theCommandLine() throws {
        let folder = try TemporaryFolder(["sub/": Data(), "file.txt": Data()])
        let parse = { (arguments: [String]) throws(LaunchOptions.Problem) in
            try LaunchOptions.parse(arguments, currentFolder: folder.url)
        }
        #expect(try parse([]) == LaunchOptions(folder: folder.url))
        let sub = try parse(["--trace", "sub"])
        #expect(sub.folder.path == folder("sub").path)
        #expect(sub.trace)
        #expect(try parse(["sub/.."]).folder.path == folder.url.path)
        #expect(try parse([folder("sub").path]).folder.path == folder("sub").path, "an absolute path")
        #expect(throws: LaunchOptions.Problem(message: "unknown option --tracer")) { try parse(["--tracer"]) }
        #expect(throws: LaunchOptions.Problem(message: "not a folder: \(folder("file.txt").path)")) {
            try parse(["file.txt"])
        }
        #expect(throws: LaunchOptions.Problem.self) { try parse(["sub", "sub"]) }
        #expect(try parse(["--help", "no-such-folder"]).showsHelp, "the help, whatever else the line says")
    }
}
