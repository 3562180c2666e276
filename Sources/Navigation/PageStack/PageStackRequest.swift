import Views

/// A page stack operation asked for during a transition, applied after it.
enum PageStackRequest {
    case push(View, animated: Bool, completion: (@MainActor () -> Void)?)
    case pop(animated: Bool, completion: (@MainActor () -> Void)?)
    case popTo(View, animated: Bool, completion: (@MainActor () -> Void)?)
    case popToRoot(animated: Bool, completion: (@MainActor () -> Void)?)
    case set([View], animated: Bool, completion: (@MainActor () -> Void)?)

    /// The view this request pushes, if it is a push.
    var pushedView: View? {
        if case .push(let view, _, _) = self { return view }
        return nil
    }
}
