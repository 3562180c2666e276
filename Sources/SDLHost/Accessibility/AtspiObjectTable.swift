/// The object paths of the nodes a client has seen: the application at AT-SPI's root path,
/// every other node at a number given the first time it is sent (never reused, so a client's
/// old reference to a node that went away finds nothing rather than another node).
@MainActor
final class AtspiObjectTable {
    /// The application node.
    let root: any AccessibleNode
    private var pathsByNode: [ObjectIdentifier: String] = [:]
    private var nodesByPath: [String: WeakNode] = [:]
    private var nextNumber = 1
    private var purgeThreshold = 256

    init(root: any AccessibleNode) {
        self.root = root
    }

    /// The path of `node` (given now if it has none yet).
    func path(for node: any AccessibleNode) -> String {
        if node === root { return Atspi.rootPath }
        let key = ObjectIdentifier(node)
        if let path = pathsByNode[key], nodesByPath[path]?.node === node { return path }
        let path = Atspi.objectPathPrefix + String(nextNumber)
        nextNumber += 1
        pathsByNode[key] = path
        nodesByPath[path] = WeakNode(node: node)
        if nodesByPath.count > purgeThreshold {
            // Nodes go with their views: their paths are dropped in one sweep now and then.
            nodesByPath = nodesByPath.filter { $0.value.node != nil }
            pathsByNode = pathsByNode.filter { nodesByPath[$0.value] != nil }
            purgeThreshold = max(256, nodesByPath.count * 2)
        }
        return path
    }

    /// The node at `path`, if it is still there.
    func node(at path: String) -> (any AccessibleNode)? {
        if path == Atspi.rootPath { return root }
        guard let entry = nodesByPath[path] else { return nil }
        guard let node = entry.node else {
            nodesByPath[path] = nil
            return nil
        }
        return node
    }

    /// How many nodes have a path (for tests and the bench: nodes are made only when asked).
    var count: Int { nodesByPath.count }

    private struct WeakNode {
        weak var node: (any AccessibleNode)?
    }
}
