import Views

/// The one case Swift's optional delegate methods cannot serve, found at run time so that a
/// debug build can warn of it.
///
/// A delegate protocol's optional methods are protocol-extension defaults. A class that
/// conforms and writes a method is asked through the conformance's witness table, and so is
/// a subclass that overrides it. But a subclass of the conforming class that *adds* a method
/// the conforming class never wrote is not asked: the conformance was built for the
/// superclass, with the default in that slot, and Swift gives the subclass no slot of its
/// own. Swift has no way to list a class's methods, so whether the subclass really adds one
/// cannot be known; what can be known is that the delegate's class inherits its conformance,
/// the only situation where it can happen.
enum InheritedDelegateConformance {
    /// The name of the superclass of `delegate`'s class that declared the conformance `conforms`
    /// tests, or nil when `delegate`'s own class declared it, or when it was declared by one of
    /// `completeClasses` (which write every method, so a subclass overrides instead of adding).
    static func conformingSuperclass(
        of delegate: AnyObject, conforms: (AnyClass) -> Bool, completeClasses: [AnyClass]
    ) -> String? {
        let own: AnyClass = type(of: delegate)
        var root: AnyClass = own
        while let parent = _getSuperclass(root), conforms(parent) { root = parent }
        if root == own || completeClasses.contains(where: { $0 == root }) { return nil }
        return String(describing: root)
    }

    /// Warns once per setting, in debug builds, when `delegate`'s class inherits its
    /// conformance to `protocolName` (see the type's comment).
    @MainActor
    static func check(
        _ delegate: AnyObject?, protocolName: String, conforms: (AnyClass) -> Bool, completeClasses: [AnyClass],
        reportingFrom view: View?
    ) {
        #if DEBUG
            guard let delegate,
                let conformer = conformingSuperclass(of: delegate, conforms: conforms, completeClasses: completeClasses)
            else { return }
            NavigationWarning.report(
                .inheritedDelegateConformance(
                    delegate: String(describing: type(of: delegate)), conformingClass: conformer,
                    protocol: protocolName),
                from: view)
        #endif
    }
}
