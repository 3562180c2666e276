/// How long a torture run is and where it starts, from the environment:
///
/// - `SEGUE_TORTURE_OPS`: operations in all (default 100,000);
/// - `SEGUE_TORTURE_SEED`: the run's seed (default 1; a failure names the seed that
///   reproduces it);
/// - `SEGUE_TORTURE_EPISODE`: operations per fresh window (default 1,000: a failure is then
///   found, replayed and shrunk within one episode);
/// - `SEGUE_TORTURE_SHRINK_SECONDS`: how long shrinking a failure may take (default 120);
/// - `SEGUE_TORTURE_FAULT`: faults to put in on purpose, comma-separated (`TortureWorld.Fault`:
///   the checker's self-check);
/// - `SEGUE_TORTURE_HAZARDS`: the ways apps were found to break Segue that the generator
///   also makes, comma-separated (`TortureHazard`), `all` or `none` (default: `defaultHazards`).
package struct TortureConfiguration: Sendable, Hashable {
    package var operations = 100_000
    package var seed: UInt64 = 1
    package var episodeLength = 1000
    package var shrinkSeconds = 120.0
    /// Faults put in on purpose (for the checker's self-check).
    package var faults: Set<TortureWorld.Fault> = []
    /// The hazards the generator makes besides the plain ops.
    package var hazards: Set<TortureHazard> = TortureHazard.defaultHazards

    package init(
        operations: Int = 100_000, seed: UInt64 = 1, episodeLength: Int = 1000, shrinkSeconds: Double = 120,
        faults: Set<TortureWorld.Fault> = [], hazards: Set<TortureHazard> = TortureHazard.defaultHazards
    ) {
        self.operations = operations
        self.seed = seed
        self.episodeLength = episodeLength
        self.shrinkSeconds = shrinkSeconds
        self.faults = faults
        self.hazards = hazards
    }

    package enum Problem: Error, Equatable, CustomStringConvertible {
        case invalid(variable: String, value: String)
        case unknownFault(String)
        case unknownHazard(String)
        package var description: String {
            switch self {
            case .invalid(let variable, let value): return "\(variable)=\(value) is not a positive whole number"
            case .unknownFault(let name):
                let known = TortureWorld.Fault.allCases.map(\.rawValue).joined(separator: ", ")
                return "SEGUE_TORTURE_FAULT: no fault \"\(name)\" (known: \(known))"
            case .unknownHazard(let name):
                let known = TortureHazard.allCases.map(\.rawValue).joined(separator: ", ")
                return "SEGUE_TORTURE_HAZARDS: no hazard \"\(name)\" (known: \(known), all, none)"
            }
        }
    }

    /// `defaults` with what the environment sets; throws on a value that is not a number.
    package static func fromEnvironment(
        _ environment: [String: String], defaults: TortureConfiguration = TortureConfiguration()
    ) throws -> TortureConfiguration {
        var config = defaults
        func number(_ name: String) throws -> UInt64? {
            guard let text = environment[name]?.replacingOccurrences(of: "_", with: ""), !text.isEmpty else {
                return nil
            }
            guard let value = UInt64(text) else { throw Problem.invalid(variable: name, value: text) }
            return value
        }
        if let ops = try number("SEGUE_TORTURE_OPS") { config.operations = Int(clamping: ops) }
        if let seed = try number("SEGUE_TORTURE_SEED") { config.seed = seed }
        if let length = try number("SEGUE_TORTURE_EPISODE") {
            guard length > 0 else { throw Problem.invalid(variable: "SEGUE_TORTURE_EPISODE", value: "0") }
            config.episodeLength = Int(clamping: length)
        }
        if let seconds = try number("SEGUE_TORTURE_SHRINK_SECONDS") { config.shrinkSeconds = Double(seconds) }
        if let names = environment["SEGUE_TORTURE_FAULT"], !names.isEmpty {
            config.faults = Set(
                try names.split(separator: ",").map { name in
                    guard let fault = TortureWorld.Fault(rawValue: String(name)) else {
                        throw Problem.unknownFault(String(name))
                    }
                    return fault
                })
        }
        if let names = environment["SEGUE_TORTURE_HAZARDS"], !names.isEmpty {
            config.hazards = try TortureHazard.parse(names)
        }
        return config
    }
}
