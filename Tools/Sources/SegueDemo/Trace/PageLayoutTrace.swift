import Navigation
@_spi(SegueTools) import Views

/// The frame lines' `"pages"`: every page shown in the window, with its view's bounds, where
/// it is in the window, and how many times it was laid out (`viewDidLayoutSubviews` calls since
/// the trace began), so a resize can be seen reaching each page; a `TracedLayout` page adds its
/// named views' frames (docs/DEMO.md).
@MainActor
final class PageLayoutTrace {
    /// The layouts counted per page, keyed by its identity; the weak reference tells a page
    /// freed from a new one at the same address.
    private var counts: [ObjectIdentifier: (page: Weak, layouts: Int)] = [:]

    private struct Weak {
        weak var page: ViewController?
    }

    init(window: Window) {
        window.observeOwnedViewLayouts { [unowned self] view in
            guard let page = view.owningResponder as? ViewController else { return }
            let key = ObjectIdentifier(page)
            let layouts = counts[key].flatMap { $0.page.page === page ? $0.layouts : nil } ?? 0
            counts[key] = (Weak(page: page), layouts + 1)
            if counts.count > 256 { counts = counts.filter { $0.value.page.page != nil } }
        }
    }

    /// One object per page shown, back to front: `page` (its name), `bounds` and `frame` (in
    /// window points) as `[x, y, width, height]`, `layouts`, and for a `TracedLayout` page
    /// `views`: its named views' frames in window points.
    func pages(in window: Window) -> [JSONLine] {
        var lines: [JSONLine] = []
        collect(in: window, into: &lines)
        return lines
    }

    /// Depth first through the shown views down to the pages; a container's own view
    /// (navigation, tab bar, split view) is no page, the pages inside it are.
    private func collect(in view: View, into lines: inout [JSONLine]) {
        guard !view.isHidden else { return }
        if let page = view.owningResponder as? ViewController, page.view === view, !Self.isContainer(page) {
            var line = JSONLine()
            line.add("page", page.name)
            let bounds = view.bounds
            line.add("bounds", [bounds.minX, bounds.minY, bounds.width, bounds.height])
            let frame = view.convert(bounds, to: nil)
            line.add("frame", [frame.minX, frame.minY, frame.width, frame.height])
            let counted = counts[ObjectIdentifier(page)]
            line.add("layouts", counted?.page.page === page ? counted?.layouts ?? 0 : 0)
            if let traced = page as? any TracedLayout { line.add("views", object: Self.frames(of: traced.tracedViews)) }
            lines.append(line)
            // Nothing below a page without children is another page: its tree (a list's rows)
            // is not walked every frame.
            if page.children.isEmpty { return }
        }
        for subview in view.subviews { collect(in: subview, into: &lines) }
    }

    /// Each named view's frame in window points, by name: `{"card": [x, y, width, height]}`.
    private static func frames(of views: [View]) -> JSONLine {
        var frames = JSONLine()
        for view in views {
            guard let name = view.name else { continue }
            let frame = view.convert(view.bounds, to: nil)
            frames.add(name, [frame.minX, frame.minY, frame.width, frame.height])
        }
        return frames
    }

    private static func isContainer(_ page: ViewController) -> Bool {
        page is NavigationController || page is TabBarController || page is SplitViewController
    }
}
