/// A presentation or dismissal asked for while another runs, applied after it.
enum PresentationRequest {
    case present(ViewController, source: ViewController, animated: Bool, completion: (@MainActor () -> Void)?)
    case dismiss(ViewController, animated: Bool, completion: (@MainActor () -> Void)?)

    var isPresent: Bool {
        if case .present = self { return true }
        return false
    }

    var presented: ViewController {
        switch self {
        case .present(let vc, _, _, _), .dismiss(let vc, _, _): return vc
        }
    }
}
