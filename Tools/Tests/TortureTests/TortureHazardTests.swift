import Foundation

@testable import Torture

/// The hazards' ops: made when a run turns them on, never otherwise; printed as
/// Swift and as JSON that replays; and, on what the library gets right, no false alarm.
@MainActor
struct TortureHazardTests {
    /// Ops from `seed`, made against a world left at its start (not applied).
    private func ops(seed: UInt64, hazards: Set<TortureHazard>, count: Int = 5000) throws -> [TortureOp] {
        let world = try TortureWorld()
        var generator = TortureGenerator(seed: seed, hazards: hazards)
        return (0..<count).map { _ in generator.next(for: world) }
    }

    func testEveryHazardMakesItsOps() throws {
        let made = try ops(seed: 5, hazards: Set(TortureHazard.allCases))
        func count(_ matches: (TortureOp) -> Bool) -> Int { made.filter(matches).count }
        expectGreater(count { if case .setRoot = $0 { true } else { false } }, 0)
        expectGreater(count { if case .keep(.transition) = $0 { true } else { false } }, 0)
        expectGreater(count { if case .keep(.presented) = $0 { true } else { false } }, 0)
        expectGreater(count { if case .onAppearance = $0 { true } else { false } }, 0)
        expectGreater(count { if case .chain = $0 { true } else { false } }, 0)
        expectGreater(count { $0 == .resize(width: 1, height: 1) }, 0)
        expectGreater(count { $0 == .resize(width: 4000, height: 3000) }, 0)
        expectGreater(count { $0 == .useKept }, 0, "the dropped presenter's plan asks the card it kept")
        expectGreater(count { if case .present(_, .navTop, _) = $0 { true } else { false } }, 0)
    }

    func testWithoutHazardsNoneIsMade() throws {
        for op in try ops(seed: 5, hazards: []) {
            switch op {
            case .setRoot, .keep, .useKept, .onAppearance, .chain:
                recordIssue("\(op) made with no hazard on")
            case .resize(let width, _) where width == 1 || width == 4000:
                recordIssue("\(op) made with no hazard on")
            default: break
            }
        }
    }

    func testHazardOpsPrintAsSwiftAndRoundTripAsJSON() throws {
        let made = try ops(seed: 9, hazards: Set(TortureHazard.allCases), count: 3000)
        let data = try JSONEncoder().encode(made)
        try expectEqual(JSONDecoder().decode([TortureOp].self, from: data), made)
        let chained = TortureOp.chain(
            .present(page: 2, from: .navTop, animated: true), then: .pop(.nav, animated: false))
        expectEqual(
            chained.description,
            ".chain(.present(page: 2, from: .navTop, animated: true), then: .pop(.nav, animated: false))")
        expectEqual(chained.annotation, "card")
        let hook = TortureOp.onAppearance(.nav, page: 3, .viewDidAppear, then: .push(.nav, page: 4, animated: true))
        expectEqual(
            hook.description,
            ".onAppearance(.nav, page: 3, .viewDidAppear, then: .push(.nav, page: 4, animated: true))")
        expectEqual(TortureOp.keep(.presented(level: -1)).description, ".keep(.presented(level: -1))")
        expectEqual(TortureOp.keep(.transition(.presentedNav)).description, ".keep(.transition(.presentedNav))")
        expectEqual(TortureOp.setRoot(.freshTabs).description, ".setRoot(.freshTabs)")
    }

    /// A compound op is cut down to the part that fails.
    func testTheShrinkerUnwrapsAChainOrAHookToThePartThatFails() {
        let push = TortureOp.push(.nav, page: 3, animated: true)
        let items: [TortureOp] = [
            .frames(2, ms: 16), .chain(.pop(.nav, animated: true), then: push), .settle,
            .onAppearance(.nav, page: 1, .viewDidAppear, then: .present(page: 2, from: .root, animated: true)),
        ]
        func contains(_ op: TortureOp, _ wanted: TortureOp) -> Bool {
            switch op {
            case .chain(let first, let work): return contains(first, wanted) || contains(work, wanted)
            case .onAppearance(_, _, _, let work): return contains(work, wanted)
            default: return op == wanted
            }
        }
        let pushAndPresent = Shrinker.minimize(items) { list in
            list.contains { contains($0, push) }
                && list.contains { contains($0, .present(page: 2, from: .root, animated: true)) }
        }
        expectEqual(pushAndPresent.items, [push, .present(page: 2, from: .root, animated: true)])
        expectTrue(pushAndPresent.isMinimal)
    }

    func testTheEnvironmentChoosesTheHazards() throws {
        try expectEqual(TortureConfiguration.fromEnvironment(["SEGUE_TORTURE_HAZARDS": "all"]).hazards.count, 6)
        try expectEmpty(TortureConfiguration.fromEnvironment(["SEGUE_TORTURE_HAZARDS": "none"]).hazards)
        let two = try TortureConfiguration.fromEnvironment(["SEGUE_TORTURE_HAZARDS": "callbacks,replaceRoot"])
        expectEqual(two.hazards, [.callbacks, .replaceRoot])
        try expectEqual(TortureConfiguration.fromEnvironment([:]).hazards, TortureHazard.defaultHazards)
        expectThrows(TortureConfiguration.Problem.unknownHazard("roots")) {
            try TortureConfiguration.fromEnvironment(["SEGUE_TORTURE_HAZARDS": "roots"])
        }
        expectEqual(TortureHazard.describe([.callbacks, .replaceRoot]), "replaceRoot,callbacks")
    }

    /// What the library gets right replays with no broken invariant (the checker's rules for
    /// the hazards raise no false alarm).
    func testHazardsTheLibrarySurvivesRaiseNoAlarm() throws {
        try forEachArgument([
            // The root swapped to a plain page and back, nothing presented.
            [TortureOp.setRoot(.plainPage), .push(.nav, page: 3, animated: true), .frames(5, ms: 16), .setRoot(.tabs)],
            // A fresh tab bar world, nothing presented: the old one goes.
            [.push(.nav, page: 2, animated: true), .setRoot(.freshTabs), .push(.nav, page: 2, animated: true)],
            // A page presented from the plain root the app keeps, the tabs back, the page dismissed.
            [
                .setRoot(.plainPage), .present(page: 2, from: .root, animated: true), .frames(30, ms: 16),
                .setRoot(.tabs), .key(.escape),
            ],
            // A push whose completion pops; a page whose appearance pushes.
            [
                .chain(.push(.nav, page: 1, animated: true), then: .pop(.nav, animated: true)),
                .onAppearance(.nav, page: 0, .viewDidAppear, then: .push(.nav, page: 5, animated: false)),
            ],
            // A running push's context and coordinator kept while the controller stays.
            [.push(.nav, page: 1, animated: true), .keep(.transition(.nav)), .frames(3, ms: 16), .useKept],
            // A card kept, dismissed; asked for its presenter.
            [.present(page: 2, from: .root, animated: false), .keep(.presented(level: 0)), .key(.escape), .useKept],
            // The window at its extremes.
            [.push(.nav, page: 1, animated: true), .resize(width: 1, height: 1), .resize(width: 4000, height: 3000)],
            // The stack shuffled with new pages.
            [.setStack(.nav, pages: [1, 2, 3], animated: false), .setStack(.nav, pages: [3, 5, 1], animated: true)],
        ]) { try Self().hazardsTheLibrarySurvivesRaiseNoAlarm($0) }
    }

    func hazardsTheLibrarySurvivesRaiseNoAlarm(_ ops: [TortureOp]) throws {
        let violation = try TortureRunner.replay(ops)
        expectNil(violation, "\(violation.map { "\($0)" } ?? "")")
    }
}
